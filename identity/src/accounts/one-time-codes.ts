import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { IdentityDatabase } from '../storage/identity-database.js';

export type CodePurpose = 'verify-email' | 'reset-password';

/** Spec: a code is valid for 15 minutes (验证码已过期 after that). */
export const CODE_TTL_MS = 15 * 60_000;
/** Wrong guesses allowed per code before it is voided (a new one must be sent): 6 digits stay unguessable. */
export const CODE_MAX_ATTEMPTS = 5;

export type CodeCheck = 'valid' | 'mismatch' | 'expired';

type CodeRow = { code_hash: string; expires_at: number; attempts: number };

/** Six-digit one-time codes, stored as HMACs, one live code per account and purpose. */
export class OneTimeCodes {
  constructor(
    private readonly db: IdentityDatabase,
    private readonly hmacKey: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  private digest(sub: string, purpose: CodePurpose, code: string): string {
    return createHmac('sha256', this.hmacKey).update(`${purpose}:${sub}:${code}`).digest('base64url');
  }

  issue(sub: string, purpose: CodePurpose): string {
    const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
    this.db
      .prepare(
        `INSERT INTO one_time_codes (sub, purpose, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)
         ON CONFLICT (sub, purpose) DO UPDATE SET code_hash = excluded.code_hash, expires_at = excluded.expires_at,
           attempts = 0`,
      )
      .run(sub, purpose, this.digest(sub, purpose, code), this.now() + CODE_TTL_MS);
    return code;
  }

  /** A valid code is consumed; a wrong one counts against the code, which is voided after CODE_MAX_ATTEMPTS. */
  check(sub: string, purpose: CodePurpose, code: string): CodeCheck {
    const row = this.db
      .prepare<[string, string], CodeRow>(
        'SELECT code_hash, expires_at, attempts FROM one_time_codes WHERE sub = ? AND purpose = ?',
      )
      .get(sub, purpose);
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return 'mismatch';
    const expected = Buffer.from(row.code_hash);
    const given = Buffer.from(this.digest(sub, purpose, code.trim()));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
      this.db
        .prepare('UPDATE one_time_codes SET attempts = attempts + 1 WHERE sub = ? AND purpose = ?')
        .run(sub, purpose);
      return 'mismatch';
    }
    if (row.expires_at <= this.now()) return 'expired';
    this.db.prepare('DELETE FROM one_time_codes WHERE sub = ? AND purpose = ?').run(sub, purpose);
    return 'valid';
  }
}
