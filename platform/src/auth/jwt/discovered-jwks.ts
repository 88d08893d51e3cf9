import { createRemoteJWKSet, type JWTVerifyGetKey } from 'jose';

const DISCOVERY_TIMEOUT_MS = 5_000;

/**
 * The issuer's keys through OpenID discovery: `${issuer}/.well-known/openid-configuration` names jwks_uri.
 * Discovered on first use and remembered; a failed discovery is retried on the next token.
 */
export const discoveredKeySource = (issuer: string): JWTVerifyGetKey => {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const discover = async (): Promise<JWTVerifyGetKey> => {
    const url = `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`;
    const response = await fetch(url, { signal: AbortSignal.timeout(DISCOVERY_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`OpenID discovery at ${url} answered ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: unknown };
    if (typeof jwksUri !== 'string') throw new Error(`the discovery document at ${url} names no jwks_uri`);
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= discover().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
};
