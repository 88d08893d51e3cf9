export { AUTH_EXPIRED_EVENT, broadcastAuthExpired, handleUnauthorized } from './auth-expired';
export type { AuthState } from './auth-slice';
export { authActions, authSlice, selectAuthUser } from './auth-slice';
export {
  clearAccountData,
  clearActiveSession,
  clearPendingSignIns,
  forgetSession,
  readAccounts,
  readActiveSession,
  readActiveUserId,
  readMismatchMemory,
  readSession,
  readTokenExpiryDays,
  STORAGE_KEYS,
  saveActiveSession,
  savePendingSignIn,
  takePendingSignIn,
  writeAccounts,
  writeMismatchMemory,
  writeTokenExpiryDays,
} from './auth-storage';
export {
  addPendingSignOut,
  askPasswordNext,
  type PendingSignOut,
  passwordAskedNext,
  passwordGiven,
  readPendingSignOuts,
  removePendingSignOut,
} from './sign-out-storage';
export type { StoredAccount } from './stored-accounts';
export { recordSignIn, setAutoLogin, sortByLastLogin } from './stored-accounts';
export { parseTokenExpiryDays, TOKEN_EXPIRY_CHOICES } from './token-expiry';
export type { AuthUser, IdentityConfig, StoredSession } from './types';
export type { Learner } from './use-learner';
export { useLearner } from './use-learner';
export { useLearnerTimeZone } from './use-learner-time-zone';
