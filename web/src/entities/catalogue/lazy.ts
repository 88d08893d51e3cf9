export { ExpiryBar } from './components/ExpiryBar';
