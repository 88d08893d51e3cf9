import { createContext, useContext } from 'react';
import type { RealtimeConnection } from './realtime-connection';

export const RealtimeContext = createContext<RealtimeConnection | null>(null);

/** The app's socket connection (null outside RealtimeProvider). */
export const useRealtimeConnection = () => useContext(RealtimeContext);
