import { parseTokenExpiryDays, TOKEN_EXPIRY_DAY_CHOICES, TOKEN_EXPIRY_PARAM } from '@exam/domain';
import type { JWK } from 'jose';
import Provider, { type Configuration, errors, type KoaContextWithOIDC } from 'oidc-provider';
import { accountClaims } from '../accounts/account.js';
import type { AccountService } from '../accounts/account-service.js';
import { SIGNING_ALG } from '../secrets/signing-keys.js';
import type { IdentityDatabase } from '../storage/identity-database.js';
import { logoutPage, oidcErrorPage, signedOutPage } from './provider-pages.js';
import { sqliteAdapterFactory } from './sqlite-adapter.js';
import type { TokenExpiryStore } from './token-expiry-store.js';
import { ACCESS_TOKEN_TTL_SECONDS, API_SCOPE, SUPPORTED_SCOPES } from './token-settings.js';

const DAY_SECONDS = 24 * 60 * 60;

export type ProviderSettings = {
  issuer: string;
  /** `${PUBLIC_URL}/api`: the resource (aud) of every access token. */
  audience: string;
  publicUrl: string;
  clientId: string;
  /** Extra origins allowed to use the client (127.0.0.1 / localhost variants of PUBLIC_URL). */
  redirectOrigins: string[];
  privateJwks: { keys: JWK[] };
  cookieKeys: string[];
};

type Deps = { db: IdentityDatabase; accounts: AccountService; tokenExpiry: TokenExpiryStore };

/** The oidc-provider instance of the embedded profile: one public first-party client, JWT access tokens. */
export function createProvider(settings: ProviderSettings, deps: Deps): Provider {
  const { issuer, audience, clientId } = settings;
  const mountPath = new URL(issuer).pathname.replace(/\/$/, '');
  const isFirstParty = (client: { clientId: string } | undefined) => client?.clientId === clientId;

  const configuration: Configuration = {
    adapter: sqliteAdapterFactory(deps.db),
    clients: [
      {
        client_id: clientId,
        client_name: '問題集',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: settings.redirectOrigins.map((origin) => `${origin}/auth/callback`),
        post_logout_redirect_uris: settings.redirectOrigins.map((origin) => `${origin}/`),
        id_token_signed_response_alg: SIGNING_ALG,
      },
    ],
    clientDefaults: { id_token_signed_response_alg: SIGNING_ALG },
    jwks: settings.privateJwks as Configuration['jwks'],
    cookies: { keys: settings.cookieKeys },
    scopes: [...SUPPORTED_SCOPES],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      phone: ['phone_number'],
      profile: ['preferred_username', 'name', 'family_name', 'given_name'],
    },
    // The web reads the user's e-mail and name from the ID token, without a userinfo call.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    extraParams: {
      [TOKEN_EXPIRY_PARAM](_ctx, value) {
        if (parseTokenExpiryDays(value) === null)
          throw new errors.InvalidRequest(
            `${TOKEN_EXPIRY_PARAM} must be one of ${TOKEN_EXPIRY_DAY_CHOICES.join(', ')}`,
          );
      },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => logoutPage(ctx, form),
        postLogoutSuccessSource: (ctx) => signedOutPage(ctx, settings.publicUrl),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        // The token endpoint may omit `resource`: the granted API is the only one there is.
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_SCOPE,
            audience,
            accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: SIGNING_ALG } },
          };
        },
      },
    },
    async findAccount(_ctx, sub) {
      const account = deps.accounts.findBySub(sub);
      // A disabled account's sessions and refresh tokens stop working at once.
      if (!account || account.disabled) return undefined;
      return { accountId: account.sub, claims: () => accountClaims(account) };
    },
    // So the API can create or sync its user from the token alone.
    async extraTokenClaims(_ctx, token) {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? deps.accounts.findBySub(accountId) : null;
      if (!account) return undefined;
      return {
        preferred_username: account.username,
        email: account.email,
        email_verified: account.emailVerified,
      };
    },
    // The first-party web's tokens outlive the provider session: signing in as another account (which ends
    // the session) must not revoke the stored account's refresh token, or switching back would fail.
    async expiresWithSession(ctx: KoaContextWithOIDC, code) {
      return !code.scopes.has('offline_access') && !(ctx.oidc.client && isFirstParty(ctx.oidc.client));
    },
    // The first-party web gets refresh tokens even when a silent request dropped offline_access.
    async issueRefreshToken(_ctx, client, code) {
      return (
        client.grantTypeAllowed('refresh_token') &&
        (code.scopes.has('offline_access') || isFirstParty(client))
      );
    },
    // No consent screen for our own web app: its grant always covers every scope and the API.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, params } = ctx.oidc;
      const grantId = ctx.oidc.result?.consent?.grantId || (client && session?.grantIdFor(client.clientId));
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!client || !isFirstParty(client) || !session?.accountId) return grant;
      if (!grant || grant.accountId !== session.accountId) {
        grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      }
      grant.addOIDCScope(SUPPORTED_SCOPES.join(' '));
      grant.addResourceScope(audience, API_SCOPE);
      await grant.save();
      const days = parseTokenExpiryDays(params?.[TOKEN_EXPIRY_PARAM] as string | undefined);
      if (days !== null) deps.tokenExpiry.remember(grant.jti, days);
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY_SECONDS,
      // Outlives the longest refresh token a user can choose (90 days): the tokens die with their grant.
      Grant: 91 * DAY_SECONDS,
      RefreshToken(ctx, token) {
        // A rotated token keeps the original expiry, so rotation never extends the chosen lifetime.
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated) return rotated.remainingTTL;
        return deps.tokenExpiry.refreshTokenSeconds(token.grantId);
      },
    },
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris?.some((uri) => URL.parse(uri)?.origin === origin) ?? false,
    renderError: (ctx, out, error) => oidcErrorPage(ctx, out, error, settings.publicUrl),
  };

  const provider = new Provider(issuer, configuration);
  // Behind a TLS-offloading proxy (an https PUBLIC_URL served by plain http), trust X-Forwarded-*.
  provider.proxy = new URL(settings.publicUrl).protocol === 'https:';
  return provider;
}
