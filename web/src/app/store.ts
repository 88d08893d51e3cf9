import { configureStore, type ReducersMapObject } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { realtimeSlice } from '../entities/realtime';
import { authSlice, handleUnauthorized } from '../entities/session';
import { api, whenUnauthorized } from '../shared/api/api';
import type { RootState } from '../shared/store/hooks';

/** Spec §8: a 401 to a signed-in call ends the session. */
whenUnauthorized(handleUnauthorized);

// `satisfies`: the reducers are exactly the parts RootState declares (shared's hooks are typed by it).
const reducer = {
  [api.reducerPath]: api.reducer,
  [realtimeSlice.name]: realtimeSlice.reducer,
  [authSlice.name]: authSlice.reducer,
} satisfies ReducersMapObject<RootState>;

export const store = configureStore({
  reducer,
  middleware: (getDefault) => getDefault().concat(api.middleware),
});

// Refetch on focus / reconnect, as RTK Query's own examples do.
setupListeners(store.dispatch);
