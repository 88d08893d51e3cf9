import type { JWTPayload } from 'jose';

/** How long a verification is trusted at most, whatever the token's exp: a key the issuer withdrew stops counting. */
export const VERIFIED_TOKEN_TTL_MS = 5 * 60_000;

/**
 * Tokens whose signature and claims were verified, keyed by the token string: a learner answering sends the same
 * access token hundreds of times, and verifying it (key import and signature check) was most of an answer's cost.
 * Bounded: the least recently used entries go first. An entry is never served past its token's `exp`, nor longer
 * than `ttlMs` after its verification (so the issuer's key rotation takes effect within that time).
 * Safe because a verification is a pure function of the token and the issuer's keys; what can change while a token
 * is valid (the user deleted, the role, the session signed out) is not cached here: the authenticator reads it
 * from the users read model on every request.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
    private readonly ttlMs = VERIFIED_TOKEN_TTL_MS,
  ) {}

  get(token: string): JWTPayload | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    this.entries.delete(token);
    if (this.now() >= entry.expiresAtMs) return null;
    this.entries.set(token, entry); // the most recently used goes last
    return entry.payload;
  }

  set(token: string, payload: JWTPayload): void {
    if (typeof payload.exp !== 'number') return;
    this.entries.delete(token);
    const expiresAtMs = Math.min(payload.exp * 1000, this.now() + this.ttlMs);
    this.entries.set(token, { payload, expiresAtMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
