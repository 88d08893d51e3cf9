import type { Dispatch } from '@reduxjs/toolkit';
import type { AuthState, StoredSession } from '../../entities/session';
import type { TokenSet } from './oidc-client';

/** What the controller tells the user (kept out, so this file has no UI). */
export type AuthNotices = {
  signInError(message: string): void;
  stateReset(): void;
  userSyncFailed(): void;
  loginExpired(): void;
  alreadySignedIn(): void;
  switched(username: string): void;
  switchAlreadyActive(): void;
  switchFailed(): void;
  logoutFailed(): void;
};

export type AuthControllerOptions = {
  dispatch: Dispatch;
  getState: () => { auth: AuthState };
  notices: AuthNotices;
  navigate: (to: string) => void;
  /** Full-page navigation (the provider's pages, the end-session redirect). */
  assignLocation?: (url: string) => void;
  now?: () => number;
  /**
   * The session ends (sign-out, expiry, a 401): what this browser keeps of the learner's data goes (issue 26: the
   * offline bundles). Run first, before any network step, so an offline or failed sign-out drops it too.
   */
  onSessionEnded?: () => Promise<void>;
};

/** fetch rejects (TypeError) when there is no connection; the browser may also just say it is offline. */
export const isConnectionLost = (error: unknown) =>
  error instanceof TypeError || (typeof navigator !== 'undefined' && navigator.onLine === false);

/** Spec §4: logout redirects to / after 100 ms. */
export const LOGOUT_REDIRECT_DELAY_MS = 100;

export const toStoredSession = (userId: string, tokens: TokenSet): StoredSession => ({
  userId,
  accessToken: tokens.accessToken,
  expiresAt: tokens.expiresAt,
  refreshToken: tokens.refreshToken,
  idToken: tokens.idToken,
});
