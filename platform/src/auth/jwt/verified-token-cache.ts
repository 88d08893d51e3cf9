import type { JWTPayload } from 'jose';

/**
 * Tokens whose signature and claims were verified, until they expire: a learner answering sends the same access
 * token hundreds of times, and verifying it (key import and signature check) was most of an answer's cost. Bounded
 * (the oldest entries go first); an entry is never served past its `exp`. What can change while a token is valid
 * (the user deleted, the role) is not cached: the authenticator reads it every time.
 */
export class VerifiedTokenCache {
  private readonly entries = new Map<string, { payload: JWTPayload; expiresAtMs: number }>();

  constructor(
    private readonly maxEntries = 10_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): JWTPayload | null {
    const entry = this.entries.get(token);
    if (!entry) return null;
    if (this.now() >= entry.expiresAtMs) {
      this.entries.delete(token);
      return null;
    }
    return entry.payload;
  }

  set(token: string, payload: JWTPayload): void {
    if (typeof payload.exp !== 'number') return;
    this.entries.delete(token);
    this.entries.set(token, { payload, expiresAtMs: payload.exp * 1000 });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
