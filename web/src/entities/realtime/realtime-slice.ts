import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export type RealtimeState = {
  connection: ConnectionState;
  /** Number of the reconnection attempt under way (0 when none). */
  attempt: number;
  /** All reconnection attempts are spent; only a manual retry connects again. */
  gaveUp: boolean;
  /** The server closed the connection (it refused the session). */
  authFailed: boolean;
  /** Highest event-store position seen in an `invalidate` notification. */
  lastPosition: number;
};

const initialState: RealtimeState = {
  connection: 'connecting',
  attempt: 0,
  gaveUp: false,
  authFailed: false,
  lastPosition: 0,
};

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    connecting: (state, action: PayloadAction<{ attempt: number }>) => {
      state.connection = 'connecting';
      state.attempt = action.payload.attempt;
      state.gaveUp = false;
    },
    connected: (state) => {
      state.connection = 'connected';
      state.attempt = 0;
      state.gaveUp = false;
      state.authFailed = false;
    },
    disconnected: (state, action: PayloadAction<{ gaveUp?: boolean; authFailed?: boolean }>) => {
      state.connection = 'disconnected';
      state.gaveUp = action.payload.gaveUp ?? false;
      state.authFailed = action.payload.authFailed ?? false;
    },
    positionSeen: (state, action: PayloadAction<number>) => {
      state.lastPosition = Math.max(state.lastPosition, action.payload);
    },
  },
});

export const realtimeActions = realtimeSlice.actions;

declare module '../../shared/store/hooks' {
  /** The connection's part of the store's state (app/store.ts mounts the reducer under this name). */
  interface RootState {
    realtime: RealtimeState;
  }
}
