/**
 * Sign-outs this browser could not yet tell the servers (issue 37: the learner signed out offline). Everything local
 * went at once; these tokens wait here until there is a connection, then the tokens are revoked, the APIs told and
 * the provider's session ended. Until a sign-in succeeds, the provider is asked to want the password again.
 */
export type PendingSignOut = { accessToken: string; refreshToken?: string; idToken?: string };

const KEYS = { pending: 'auth.pendingSignOuts', passwordNext: 'auth.passwordNext' } as const;

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

const isPending = (value: unknown): value is PendingSignOut =>
  typeof value === 'object' && value !== null && typeof (value as PendingSignOut).accessToken === 'string';

export function readPendingSignOuts(): PendingSignOut[] {
  try {
    const raw: unknown = JSON.parse(storage()?.getItem(KEYS.pending) ?? '[]');
    return Array.isArray(raw) ? raw.filter(isPending) : [];
  } catch {
    return [];
  }
}

const writePendingSignOuts = (entries: PendingSignOut[]) => {
  try {
    if (entries.length === 0) storage()?.removeItem(KEYS.pending);
    else storage()?.setItem(KEYS.pending, JSON.stringify(entries));
  } catch {
    // storage full or blocked: the tokens expire by themselves
  }
};

export const addPendingSignOut = ({ accessToken, refreshToken, idToken }: PendingSignOut) =>
  writePendingSignOuts([
    ...readPendingSignOuts().filter((entry) => entry.accessToken !== accessToken),
    { accessToken, ...(refreshToken ? { refreshToken } : {}), ...(idToken ? { idToken } : {}) },
  ]);

export const removePendingSignOut = (accessToken: string) =>
  writePendingSignOuts(readPendingSignOuts().filter((entry) => entry.accessToken !== accessToken));

/** The next sign-in asks for the password (prompt=login), whatever session the provider may still hold. */
export const askPasswordNext = () => storage()?.setItem(KEYS.passwordNext, '1');
export const passwordAskedNext = (): boolean => storage()?.getItem(KEYS.passwordNext) === '1';
export const passwordGiven = () => storage()?.removeItem(KEYS.passwordNext);
