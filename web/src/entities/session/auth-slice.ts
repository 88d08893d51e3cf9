import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser } from './types';

/** Spec §4 Session: the OIDC auth states. */
export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated' | 'error';

export type AuthError = { kind: 'state-mismatch' | 'other'; message: string };

export type AuthModal = 'none' | 'login' | 'accounts';

export type AuthState = {
  status: AuthStatus;
  user: AuthUser | null;
  accessToken: string | null;
  /** Epoch ms when the access token expires. */
  expiresAt: number | null;
  error: AuthError | null;
  /** The browser is on its way to the identity provider (the header shows "ログイン中..."). */
  signingIn: boolean;
  modal: AuthModal;
};

const initialState: AuthState = {
  status: 'loading',
  user: null,
  accessToken: null,
  expiresAt: null,
  error: null,
  signingIn: false,
  modal: 'none',
};

const signedOutState = (state: AuthState) => {
  state.status = 'unauthenticated';
  state.user = null;
  state.accessToken = null;
  state.expiresAt = null;
  state.signingIn = false;
};

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loading: (state) => {
      state.status = 'loading';
    },
    sessionStarted: (
      state,
      action: PayloadAction<{ user: AuthUser; accessToken: string; expiresAt: number }>,
    ) => {
      state.status = 'authenticated';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
      state.expiresAt = action.payload.expiresAt;
      state.error = null;
      state.signingIn = false;
    },
    tokenRenewed: (state, action: PayloadAction<{ accessToken: string; expiresAt: number }>) => {
      state.accessToken = action.payload.accessToken;
      state.expiresAt = action.payload.expiresAt;
    },
    userUpdated: (state, action: PayloadAction<AuthUser>) => {
      if (state.user && state.user.id === action.payload.id) state.user = action.payload;
    },
    signedOut: signedOutState,
    /** A 401 from the API: the session is over (spec §4: reason token_expired). */
    sessionExpired: signedOutState,
    failed: (state, action: PayloadAction<AuthError>) => {
      signedOutState(state);
      state.status = 'error';
      state.error = action.payload;
    },
    errorCleared: (state) => {
      state.error = null;
      if (state.status === 'error') state.status = 'unauthenticated';
    },
    signingIn: (state) => {
      state.signingIn = true;
    },
    signInAborted: (state) => {
      state.signingIn = false;
    },
    modalOpened: (state, action: PayloadAction<AuthModal>) => {
      state.modal = action.payload;
    },
    modalClosed: (state) => {
      state.modal = 'none';
    },
  },
});

export const authActions = authSlice.actions;

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth) => state.auth;
export const selectAuthUser = (state: WithAuth) => state.auth.user;
export const selectAccessToken = (state: WithAuth) => state.auth.accessToken;
export const selectIsAdmin = (state: WithAuth) => state.auth.user?.isAdmin === true;

declare module '../../shared/store/hooks' {
  /** The session's part of the store's state (app/store.ts mounts the reducer under this name). */
  interface RootState {
    auth: AuthState;
  }
}
