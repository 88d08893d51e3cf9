import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';

/** A sign-in session that ended at the provider: `sid` is the access tokens' claim (the sign-in's grant). */
export type SessionEnded = { sub: string; sid: string };

export type SessionRevocationOptions = {
  publicJwks: JSONWebKeySet;
  issuer: string;
  audience: string;
  /** Told of every session that ended here (sign-out, revocation, a replayed refresh token). */
  onSessionEnded?: (ended: SessionEnded) => void;
};

const accountOf = (ctx: KoaContextWithOIDC): string | undefined => {
  const { session, entities } = ctx.oidc;
  return session?.accountId ?? entities.RefreshToken?.accountId ?? entities.AccessToken?.accountId;
};

const isUnsupportedTokenType = (ctx: KoaContextWithOIDC) =>
  ctx.status === 400 && (ctx.body as { error?: unknown } | undefined)?.error === 'unsupported_token_type';

/**
 * Sign-out ends the session everywhere (issue 37). oidc-provider refuses to revoke a JWT access token
 * (`unsupported_token_type`: it keeps no record of one); here the token is verified and its whole sign-in ends
 * instead: the grant named by its `sid` and every token of it, answered 200 as RFC 7009 asks. Every ended grant (this
 * way, by sign-out at /session/end, by revoking the refresh token, or a replayed refresh token) is reported, so the
 * APIs can refuse the session's access tokens too.
 */
export const endSessionsOnRevocation = (provider: Provider, options: SessionRevocationOptions): void => {
  const keys = createLocalJWKSet(options.publicJwks);

  provider.on('grant.revoked', (ctx: KoaContextWithOIDC, grantId: string) => {
    const sub = accountOf(ctx);
    if (sub) options.onSessionEnded?.({ sub, sid: grantId });
  });

  provider.use(async (ctx, next) => {
    await next();
    const oidcCtx = ctx as unknown as KoaContextWithOIDC;
    if (oidcCtx.oidc?.route !== 'revocation' || !isUnsupportedTokenType(oidcCtx)) return;
    const token = oidcCtx.oidc.params?.token;
    const client = oidcCtx.oidc.client;
    ctx.status = 200;
    ctx.body = '';
    if (typeof token !== 'string' || !client) return;
    const verified = await jwtVerify(token, keys, {
      issuer: options.issuer,
      audience: options.audience,
    }).catch(() => null);
    const { sub, sid, client_id: tokenClient } = verified?.payload ?? {};
    // Only the client the token was issued to may end its session; anything else is a token that is not ours.
    if (typeof sub !== 'string' || typeof sid !== 'string' || tokenClient !== client.clientId) return;
    const grant = await provider.Grant.find(sid);
    if (!grant || grant.accountId !== sub) return;
    await Promise.all([
      provider.AccessToken.revokeByGrantId(sid),
      provider.RefreshToken.revokeByGrantId(sid),
      provider.AuthorizationCode.revokeByGrantId(sid),
    ]);
    await grant.destroy();
    options.onSessionEnded?.({ sub, sid });
  });
};
