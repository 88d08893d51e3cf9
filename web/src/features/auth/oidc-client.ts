import type * as Oidc from 'openid-client';
import type { IdentityConfig } from '../../entities/session';
import { CALLBACK_PATH } from './callback-url';
import { loadIdentityConfig } from './identity-config';

/** Tokens as the rest of the app keeps them. */
export type TokenSet = {
  accessToken: string;
  /** Epoch ms. */
  expiresAt: number;
  refreshToken?: string;
  idToken?: string;
  claims?: Record<string, unknown>;
};

/** Spec §9: access tokens live an hour unless the provider says otherwise. */
const DEFAULT_EXPIRES_IN_S = 3_600;

type Loaded = { config: Oidc.Configuration; identity: IdentityConfig; oidc: typeof Oidc };
let configuration: Promise<Loaded> | null = null;

/**
 * Discovery once per page: a public client (PKCE, no secret); plain http only where the issuer is http. The
 * OpenID library loads here, on the first sign-in step, not with the home page.
 */
export function oidcConfiguration(): Promise<Loaded> {
  configuration ??= loadIdentityConfig()
    .then(async (identity) => {
      const oidc = await import('openid-client');
      const issuer = new URL(identity.issuer);
      const config = await oidc.discovery(
        issuer,
        identity.clientId,
        undefined,
        oidc.None(),
        issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      return { config, identity, oidc };
    })
    .catch((error: unknown) => {
      configuration = null;
      throw error;
    });
  return configuration;
}

export const redirectUri = () => `${window.location.origin}${CALLBACK_PATH}`;
export const postLogoutRedirectUri = () => `${window.location.origin}/`;

export type AuthorizationRequest = {
  url: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
};

/** The authorization URL of a PKCE (S256) code flow, with the account manager's token lifetime. */
export async function buildAuthorizationRequest(options: {
  tokenExpiryDays: number;
  prompt?: 'login';
}): Promise<AuthorizationRequest> {
  const { config, identity, oidc } = await oidcConfiguration();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const parameters: Record<string, string> = {
    redirect_uri: redirectUri(),
    scope: identity.scopes,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
    ui_locales: 'ja',
    token_expiry_days: String(options.tokenExpiryDays),
  };
  if (options.prompt) parameters.prompt = options.prompt;
  return { url: oidc.buildAuthorizationUrl(config, parameters), state, nonce, codeVerifier };
}

const toTokenSet = (
  response: Awaited<ReturnType<typeof Oidc.refreshTokenGrant>>,
  now: number,
  previous?: TokenSet,
): TokenSet => ({
  accessToken: response.access_token,
  expiresAt: now + (response.expiresIn() ?? DEFAULT_EXPIRES_IN_S) * 1000,
  // A renewal may or may not rotate the refresh token or return a new ID token.
  refreshToken: response.refresh_token ?? previous?.refreshToken,
  idToken: response.id_token ?? previous?.idToken,
  claims: (response.claims() as Record<string, unknown> | undefined) ?? previous?.claims,
});

/** Exchanges the code of a callback URL (state, nonce and PKCE verifier checked by openid-client). */
export async function exchangeCode(
  currentUrl: URL,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<TokenSet> {
  const { config, oidc } = await oidcConfiguration();
  const response = await oidc.authorizationCodeGrant(config, currentUrl, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
  });
  return toTokenSet(response, Date.now());
}

export async function renewTokens(refreshToken: string, previous?: TokenSet): Promise<TokenSet> {
  const { config, oidc } = await oidcConfiguration();
  const response = await oidc.refreshTokenGrant(config, refreshToken);
  return toTokenSet(response, Date.now(), previous);
}

/** Best effort: a provider without revocation, or a slow one, does not hold the logout up. */
export async function revokeTokens(tokens: { accessToken?: string; refreshToken?: string }): Promise<void> {
  try {
    const { config, oidc } = await oidcConfiguration();
    if (!config.serverMetadata().revocation_endpoint) return;
    const revoke = (token: string | undefined, hint: string) =>
      token
        ? oidc.tokenRevocation(config, token, { token_type_hint: hint }).catch(() => undefined)
        : undefined;
    await Promise.race([
      Promise.all([revoke(tokens.refreshToken, 'refresh_token'), revoke(tokens.accessToken, 'access_token')]),
      new Promise((resolve) => setTimeout(resolve, 3_000)),
    ]);
  } catch {
    // logout goes on regardless
  }
}

/** The provider's end-session URL (back to / afterwards), or / when it has none. */
export async function endSessionUrl(idToken?: string): Promise<string> {
  try {
    const { config, identity, oidc } = await oidcConfiguration();
    if (!config.serverMetadata().end_session_endpoint) return '/';
    const parameters: Record<string, string> = {
      post_logout_redirect_uri: postLogoutRedirectUri(),
      client_id: identity.clientId,
    };
    if (idToken) parameters.id_token_hint = idToken;
    return oidc.buildEndSessionUrl(config, parameters).href;
  } catch {
    return '/';
  }
}
