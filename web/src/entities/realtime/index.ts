export { RealtimeProvider } from './components/RealtimeProvider';
export { RealtimeConnection } from './realtime-connection';
export { useRealtimeConnection } from './realtime-context';
export { realtimeSlice } from './realtime-slice';
