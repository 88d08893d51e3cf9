/** Spec §3 "Stored account (local)": the accounts this browser has signed in with. */
export type StoredAccount = {
  userId: string;
  username: string;
  /** ISO time of the last sign-in or switch to this account. */
  lastLogin: string;
  /** Restore this account's session when the app opens. */
  autoLogin: boolean;
};

/** Newest sign-in first (spec §2 Account manager modal); ties keep the username order. */
export const sortByLastLogin = (accounts: readonly StoredAccount[]): StoredAccount[] =>
  [...accounts].sort(
    (a, b) => Date.parse(b.lastLogin) - Date.parse(a.lastLogin) || a.username.localeCompare(b.username),
  );

/** Records a sign-in: a new account is added with auto-login on; a known one keeps its choice. */
export function recordSignIn(
  accounts: readonly StoredAccount[],
  signIn: { userId: string; username: string; at: Date },
): StoredAccount[] {
  const known = accounts.find((account) => account.userId === signIn.userId);
  const updated: StoredAccount = {
    userId: signIn.userId,
    username: signIn.username,
    lastLogin: signIn.at.toISOString(),
    autoLogin: known?.autoLogin ?? true,
  };
  return sortByLastLogin([...accounts.filter((account) => account.userId !== signIn.userId), updated]);
}

export const setAutoLogin = (
  accounts: readonly StoredAccount[],
  userId: string,
  autoLogin: boolean,
): StoredAccount[] =>
  accounts.map((account) => (account.userId === userId ? { ...account, autoLogin } : account));

export const removeAccount = (accounts: readonly StoredAccount[], userId: string): StoredAccount[] =>
  accounts.filter((account) => account.userId !== userId);

/** Keeps only well-formed entries from storage (it may hold anything). */
export function parseStoredAccounts(raw: unknown): StoredAccount[] {
  if (!Array.isArray(raw)) return [];
  const valid = raw.filter(
    (entry): entry is StoredAccount =>
      typeof entry === 'object' &&
      entry !== null &&
      typeof entry.userId === 'string' &&
      entry.userId !== '' &&
      typeof entry.username === 'string' &&
      typeof entry.lastLogin === 'string' &&
      !Number.isNaN(Date.parse(entry.lastLogin)),
  );
  return sortByLastLogin(valid.map((entry) => ({ ...entry, autoLogin: entry.autoLogin !== false })));
}
