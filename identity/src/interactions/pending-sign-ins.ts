import type { IdentityDatabase } from '../storage/identity-database.js';

/** What a half-finished sign-in waits for: the TOTP code, or the first code of a new TOTP enrolment. */
export type PendingPurpose = 'totp' | 'totp-setup';

const PENDING_TTL_MS = 10 * 60_000;

/** The account a password already proved, per interaction, until the second step completes. */
export class PendingSignIns {
  constructor(private readonly db: IdentityDatabase) {}

  put(interactionUid: string, sub: string, purpose: PendingPurpose, sealedTotpSecret?: string): void {
    this.db.prepare('DELETE FROM pending_sign_ins WHERE expires_at <= ?').run(Date.now());
    this.db
      .prepare(
        `INSERT INTO pending_sign_ins (interaction_uid, sub, purpose, totp_secret, expires_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (interaction_uid) DO UPDATE SET sub = excluded.sub, purpose = excluded.purpose,
           totp_secret = excluded.totp_secret, expires_at = excluded.expires_at`,
      )
      .run(interactionUid, sub, purpose, sealedTotpSecret ?? null, Date.now() + PENDING_TTL_MS);
  }

  get(
    interactionUid: string,
    purpose: PendingPurpose,
  ): { sub: string; sealedTotpSecret: string | null } | null {
    const row = this.db
      .prepare<[string, string, number], { sub: string; totp_secret: string | null }>(
        'SELECT sub, totp_secret FROM pending_sign_ins WHERE interaction_uid = ? AND purpose = ? AND expires_at > ?',
      )
      .get(interactionUid, purpose, Date.now());
    return row ? { sub: row.sub, sealedTotpSecret: row.totp_secret } : null;
  }

  delete(interactionUid: string): void {
    this.db.prepare('DELETE FROM pending_sign_ins WHERE interaction_uid = ?').run(interactionUid);
  }
}
