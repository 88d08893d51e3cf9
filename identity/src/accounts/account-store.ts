import type { IdentityDatabase } from '../storage/identity-database.js';
import type { Account } from './account.js';

type AccountRow = {
  sub: string;
  username: string;
  email: string;
  password_hash: string;
  phone_number: string | null;
  name: string | null;
  family_name: string | null;
  given_name: string | null;
  email_verified: number;
  disabled: number;
  totp_secret: string | null;
  totp_enabled: number;
  created_at: string;
  last_login_at: string | null;
};

const toAccount = (row: AccountRow): Account => ({
  sub: row.sub,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  phoneNumber: row.phone_number,
  name: row.name,
  familyName: row.family_name,
  givenName: row.given_name,
  emailVerified: row.email_verified === 1,
  disabled: row.disabled === 1,
  totpSecret: row.totp_secret,
  totpEnabled: row.totp_enabled === 1,
  createdAt: row.created_at,
  lastLoginAt: row.last_login_at,
});

/** Usernames and e-mails are unique regardless of case: the key columns hold the lower-cased value. */
export const lookupKey = (value: string): string => value.trim().toLowerCase();

export type InsertResult = 'inserted' | 'username-taken' | 'email-taken';

/** The `accounts` table. Pure persistence: rules and hashing live in AccountService. */
export class AccountStore {
  constructor(private readonly db: IdentityDatabase) {}

  insert(account: Account): InsertResult {
    // Checked and written in one transaction so the answer names the column that clashed.
    return this.db.transaction((): InsertResult => {
      if (this.db.prepare('SELECT 1 FROM accounts WHERE username_key = ?').get(lookupKey(account.username)))
        return 'username-taken';
      if (this.db.prepare('SELECT 1 FROM accounts WHERE email_key = ?').get(lookupKey(account.email)))
        return 'email-taken';
      this.db
        .prepare(
          `INSERT INTO accounts (sub, username, username_key, email, email_key, password_hash, phone_number, name,
             family_name, given_name, email_verified, disabled, totp_secret, totp_enabled, created_at, last_login_at)
           VALUES (@sub, @username, @usernameKey, @email, @emailKey, @passwordHash, @phoneNumber, @name, @familyName,
             @givenName, @emailVerified, @disabled, @totpSecret, @totpEnabled, @createdAt, @lastLoginAt)`,
        )
        .run({
          ...account,
          usernameKey: lookupKey(account.username),
          emailKey: lookupKey(account.email),
          emailVerified: account.emailVerified ? 1 : 0,
          disabled: account.disabled ? 1 : 0,
          totpEnabled: account.totpEnabled ? 1 : 0,
        });
      return 'inserted';
    })();
  }

  findBySub(sub: string): Account | null {
    const row = this.db.prepare<[string], AccountRow>('SELECT * FROM accounts WHERE sub = ?').get(sub);
    return row ? toAccount(row) : null;
  }

  /** By e-mail when the input contains @, otherwise by username; both case-insensitive. */
  findByUsernameOrEmail(identifier: string): Account | null {
    const key = lookupKey(identifier);
    const column = key.includes('@') ? 'email_key' : 'username_key';
    const row = this.db.prepare<[string], AccountRow>(`SELECT * FROM accounts WHERE ${column} = ?`).get(key);
    return row ? toAccount(row) : null;
  }

  setEmailVerified(sub: string): void {
    this.db.prepare('UPDATE accounts SET email_verified = 1 WHERE sub = ?').run(sub);
  }

  setDisabled(sub: string, disabled: boolean): boolean {
    return (
      this.db.prepare('UPDATE accounts SET disabled = ? WHERE sub = ?').run(disabled ? 1 : 0, sub).changes > 0
    );
  }

  setPasswordHash(sub: string, passwordHash: string): void {
    this.db.prepare('UPDATE accounts SET password_hash = ? WHERE sub = ?').run(passwordHash, sub);
  }

  enableTotp(sub: string, encryptedSecret: string): void {
    this.db
      .prepare('UPDATE accounts SET totp_secret = ?, totp_enabled = 1 WHERE sub = ?')
      .run(encryptedSecret, sub);
  }

  recordLogin(sub: string, at: string): void {
    this.db.prepare('UPDATE accounts SET last_login_at = ? WHERE sub = ?').run(at, sub);
  }
}
