export { OfflineStatus } from './components/OfflineStatus';
export { offlineStore } from './offline-store';
