import { DEFAULT_TOKEN_EXPIRY_DAYS, type TokenExpiryDays } from '@exam/domain';
import type { IdentityDatabase } from '../storage/identity-database.js';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The refresh-token lifetime a user chose (authorization parameter token_expiry_days), remembered per grant: the
 * token endpoint, where refresh tokens are minted, no longer sees the authorization request's parameters.
 */
export class TokenExpiryStore {
  constructor(private readonly db: IdentityDatabase) {}

  remember(grantId: string, days: TokenExpiryDays): void {
    const expiresAt = Math.floor(Date.now() / 1000) + days * DAY_SECONDS + DAY_SECONDS;
    this.db
      .prepare(
        `INSERT INTO grant_token_expiry (grant_id, days, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (grant_id) DO UPDATE SET days = excluded.days, expires_at = excluded.expires_at`,
      )
      .run(grantId, days, expiresAt);
    this.db
      .prepare('DELETE FROM grant_token_expiry WHERE expires_at <= ?')
      .run(Math.floor(Date.now() / 1000));
  }

  /** Seconds a new refresh token of the grant lives. */
  refreshTokenSeconds(grantId: string | undefined): number {
    const row = grantId
      ? this.db
          .prepare<[string], { days: number }>('SELECT days FROM grant_token_expiry WHERE grant_id = ?')
          .get(grantId)
      : undefined;
    return (row?.days ?? DEFAULT_TOKEN_EXPIRY_DAYS) * DAY_SECONDS;
  }
}
