import type { Dispatch, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { api } from '../api/api';

/**
 * The store's state as every layer reads it. shared declares its own part (the API cache); each entity that adds
 * a reducer declares its part beside that reducer (declaration merging), and app/store.ts checks its reducer map
 * against the whole. So the hooks are typed without any layer below `app` importing the store.
 */
export interface RootState {
  api: ReturnType<typeof api.reducer>;
}

/** The store's dispatch: plain actions and thunks (RTK's default middleware). */
export type AppDispatch = ThunkDispatch<RootState, undefined, UnknownAction> & Dispatch<UnknownAction>;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
