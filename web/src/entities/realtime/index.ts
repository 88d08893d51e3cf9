export { RealtimeProvider } from './components/RealtimeProvider';
export { useRealtimeConnection } from './realtime-context';
export { realtimeSlice } from './realtime-slice';
