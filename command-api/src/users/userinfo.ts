import { UnauthorizedError } from '@exam/domain/errors';

export type FetchUserinfo = (accessToken: string) => Promise<Record<string, unknown>>;

const USERINFO_TIMEOUT_MS = 5_000;

const fetchJson = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(USERINFO_TIMEOUT_MS) });
  if (response.status === 401 || response.status === 403) {
    throw new UnauthorizedError(undefined, 'USERINFO_REFUSED');
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as Record<string, unknown>;
};

/**
 * The issuer's userinfo endpoint (found by OpenID discovery, once), called with the caller's bearer token:
 * Cognito access tokens carry neither e-mail nor name, so the first sync asks the issuer for them.
 */
export const userinfoClient = (issuer: string): FetchUserinfo => {
  let endpoint: Promise<string> | undefined;
  const discover = async () => {
    const discovery = await fetchJson(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (typeof discovery.userinfo_endpoint !== 'string') {
      throw new Error(`the issuer ${issuer} publishes no userinfo_endpoint`);
    }
    return discovery.userinfo_endpoint;
  };
  return async (accessToken) => {
    endpoint ??= discover().catch((error: unknown) => {
      endpoint = undefined; // try the discovery again next time
      throw error;
    });
    return fetchJson(await endpoint, { Authorization: `Bearer ${accessToken}` });
  };
};
