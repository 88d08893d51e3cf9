import type { Dispatch } from '@reduxjs/toolkit';
import { authActions } from './auth-slice';
import { clearActiveSession } from './auth-storage';

/** The window event a 401 broadcasts (spec §4: a 401 ... broadcasts an auth-expired event, reason token_expired). */
export const AUTH_EXPIRED_EVENT = 'auth-expired';
export type AuthExpiredDetail = { reason: 'token_expired' };

export function broadcastAuthExpired(): void {
  window.dispatchEvent(
    new CustomEvent<AuthExpiredDetail>(AUTH_EXPIRED_EVENT, { detail: { reason: 'token_expired' } }),
  );
}

/**
 * Spec §8 transport: a 401 clears the stored token and the active user id at once, then tells the
 * app (AuthProvider shows the toast and goes home).
 */
export function handleUnauthorized(dispatch: Dispatch): void {
  clearActiveSession({ forgetTokens: true });
  dispatch(authActions.sessionExpired());
  broadcastAuthExpired();
}
