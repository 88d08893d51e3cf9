import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWTPayload, SignJWT } from 'jose';

/**
 * An OpenID issuer for tests: a fresh key pair whose public half a composition can trust (local JWKS), and
 * access tokens shaped like the embedded provider's (iss, aud, sub, preferred_username, email,
 * email_verified). Never used outside tests: it has no sign-in, only signing.
 */
export const createTestIssuer = async ({
  issuer,
  audience,
}: {
  issuer: string;
  audience?: string | undefined;
}) => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const kid = `test-${randomUUID()}`;
  const jwks: JSONWebKeySet = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
  const accessToken = (
    claims: JWTPayload & { sub: string },
    options: { expiresIn?: string | number; audience?: string } = {},
  ) =>
    new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(issuer)
      .setSubject(claims.sub)
      .setAudience(options.audience ?? audience ?? 'none')
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '10m')
      .sign(privateKey);
  /** The `Authorization` header of a signed-in user named `username` (e-mail `<username>@example.com`). */
  const bearer = async (sub: string, username = sub, extra: JWTPayload = {}) => ({
    Authorization: `Bearer ${await accessToken({
      sub,
      preferred_username: username,
      email: `${username}@example.com`,
      ...extra,
    })}`,
  });
  return { jwks: async () => jwks, accessToken, bearer };
};

export type TestIssuer = Awaited<ReturnType<typeof createTestIssuer>>;
