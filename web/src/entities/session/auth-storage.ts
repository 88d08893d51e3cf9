import { parseStoredAccounts, type StoredAccount } from './stored-accounts';
import { parseTokenExpiryDays, type TokenExpiryDays } from './token-expiry';
import type { StoredSession } from './types';

/**
 * Spec §4/§6: the bearer token and the active user id live in local storage (a 401 clears both).
 * Each account's tokens are kept too, so the account manager can switch without signing in again.
 */
export const STORAGE_KEYS = {
  token: 'auth.token',
  activeUserId: 'auth.activeUserId',
  sessions: 'auth.sessions',
  accounts: 'auth.accounts',
  tokenExpiryDays: 'auth.tokenExpiryDays',
  pendingPrefix: 'auth.pending.',
  mismatch: 'auth.stateMismatch',
} as const;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const readJson = (key: string): unknown => {
  try {
    const raw = storage()?.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
};

const writeJson = (key: string, value: unknown) => {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or blocked: the session then lasts as long as the page
  }
};

const remove = (key: string) => {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to do
  }
};

const isSession = (value: unknown): value is StoredSession => {
  const v = value as StoredSession | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.userId === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.expiresAt === 'number'
  );
};

function readSessions(): Record<string, StoredSession> {
  const raw = readJson(STORAGE_KEYS.sessions);
  if (typeof raw !== 'object' || raw === null) return {};
  return Object.fromEntries(Object.entries(raw).filter(([, session]) => isSession(session))) as Record<
    string,
    StoredSession
  >;
}

export const readSession = (userId: string): StoredSession | null => readSessions()[userId] ?? null;

export const readActiveUserId = (): string | null => storage()?.getItem(STORAGE_KEYS.activeUserId) ?? null;

export function readActiveSession(): StoredSession | null {
  const userId = readActiveUserId();
  return userId ? readSession(userId) : null;
}

/** Saves an account's tokens and makes it the active one. */
export function saveActiveSession(session: StoredSession): void {
  writeJson(STORAGE_KEYS.sessions, { ...readSessions(), [session.userId]: session });
  storage()?.setItem(STORAGE_KEYS.activeUserId, session.userId);
  storage()?.setItem(STORAGE_KEYS.token, session.accessToken);
}

export function forgetSession(userId: string): void {
  const { [userId]: _dropped, ...rest } = readSessions();
  writeJson(STORAGE_KEYS.sessions, rest);
}

/** A 401 or a logout: the bearer token and the active user id go; `forgetTokens` drops the account's tokens too. */
export function clearActiveSession({ forgetTokens }: { forgetTokens: boolean }): void {
  const userId = readActiveUserId();
  if (userId && forgetTokens) forgetSession(userId);
  remove(STORAGE_KEYS.token);
  remove(STORAGE_KEYS.activeUserId);
}

export const readAccounts = (): StoredAccount[] => parseStoredAccounts(readJson(STORAGE_KEYS.accounts));
export const writeAccounts = (accounts: StoredAccount[]) => writeJson(STORAGE_KEYS.accounts, accounts);

/** Account manager "clear account data": the entry and its tokens. */
export function clearAccountData(userId: string): void {
  writeAccounts(readAccounts().filter((account) => account.userId !== userId));
  forgetSession(userId);
}

export const readTokenExpiryDays = (): TokenExpiryDays =>
  parseTokenExpiryDays(storage()?.getItem(STORAGE_KEYS.tokenExpiryDays));
export const writeTokenExpiryDays = (days: TokenExpiryDays) =>
  storage()?.setItem(STORAGE_KEYS.tokenExpiryDays, String(days));

/** One sign-in under way, keyed by its `state` parameter. */
export type PendingSignIn = {
  codeVerifier: string;
  nonce: string;
  returnTo: string;
  createdAt: number;
};

/** Spec §9: stale state age 15 minutes. */
export const PENDING_SIGN_IN_MAX_AGE_MS = 15 * 60_000;

export const savePendingSignIn = (state: string, pending: PendingSignIn) =>
  writeJson(`${STORAGE_KEYS.pendingPrefix}${state}`, pending);

/** Takes (reads and removes) the sign-in a callback answers; null = 'No matching state found'. */
export function takePendingSignIn(state: string, now = Date.now()): PendingSignIn | null {
  const key = `${STORAGE_KEYS.pendingPrefix}${state}`;
  const pending = readJson(key) as PendingSignIn | null;
  remove(key);
  if (!pending || typeof pending.codeVerifier !== 'string') return null;
  return now - pending.createdAt > PENDING_SIGN_IN_MAX_AGE_MS ? null : pending;
}

/** Spec §8 State mismatch: "stored oidc state is cleared". */
export function clearPendingSignIns(): void {
  const store = storage();
  if (!store) return;
  const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter(
    (key): key is string => key?.startsWith(STORAGE_KEYS.pendingPrefix) ?? false,
  );
  for (const key of keys) store.removeItem(key);
}

export const readMismatchMemory = (): unknown => readJson(STORAGE_KEYS.mismatch);
export const writeMismatchMemory = (memory: unknown) => writeJson(STORAGE_KEYS.mismatch, memory);
