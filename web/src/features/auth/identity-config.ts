import type { IdentityConfig } from '../../entities/session';
import { unwrapEnvelope } from '../../shared/api/envelope';

let cached: Promise<IdentityConfig> | null = null;

/** GET /api/config once per page: the issuer and client the browser signs in with. */
export function loadIdentityConfig(): Promise<IdentityConfig> {
  cached ??= fetch('/api/config', { headers: { Accept: 'application/json' } })
    .then(async (response) => {
      const unwrapped = unwrapEnvelope<{ identity?: IdentityConfig }>(await response.json(), response.status);
      if (!response.ok || !unwrapped.ok || !unwrapped.data.identity?.issuer) {
        throw new Error('identity configuration unavailable');
      }
      return unwrapped.data.identity;
    })
    .catch((error: unknown) => {
      cached = null; // try again next time
      throw error;
    });
  return cached;
}
