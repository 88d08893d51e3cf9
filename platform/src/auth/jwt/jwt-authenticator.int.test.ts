import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { exportJWK, generateKeyPair, type JSONWebKeySet, type JWTPayload, SignJWT } from 'jose';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from '../../http/index.js';
import { createLogger } from '../../logging/index.js';
import { chainAuthenticators } from '../chain.js';
import { createAuthGuards } from '../guards.js';
import { staticTokenAuthenticator } from '../static-token.js';
import { jwtAuthenticator, type ResolvedUser } from './jwt-authenticator.js';

const ISSUER = 'http://127.0.0.1/oidc';
const AUDIENCE = 'http://127.0.0.1/api';

const keyPair = async (kid: string) => {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { privateKey, jwk, kid };
};

type Key = Awaited<ReturnType<typeof keyPair>>;

const sign = (key: Key, claims: JWTPayload, { expiresIn = '5m' as string | number, issuer = ISSUER } = {}) =>
  new SignJWT({ preferred_username: 'taro', email: 'taro@example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid })
    .setIssuer(issuer)
    .setSubject((claims.sub as string | undefined) ?? 'sub-1')
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(key.privateKey);

describe('jwtAuthenticator', () => {
  let key: Key;
  let otherKey: Key;
  let jwks: JSONWebKeySet;
  const users = new Map<string, ResolvedUser>();
  const authenticate = (options: { audience?: string; clientId?: string } = { audience: AUDIENCE }) =>
    jwtAuthenticator({
      issuer: ISSUER,
      ...options,
      jwks: { local: async () => jwks },
      resolveUser: async (sub) => users.get(sub) ?? null,
    });

  beforeAll(async () => {
    key = await keyPair('k1');
    otherKey = await keyPair('k2');
    jwks = { keys: [key.jwk] };
    users.set('admin-sub', { isAdmin: true, deleted: false });
    users.set('gone-sub', { isAdmin: true, deleted: true });
  });

  it('given a valid access token of a new subject, then a learner principal carrying the claims', async () => {
    const principal = await authenticate()(await sign(key, { aud: AUDIENCE }));
    expect(principal).toMatchObject({ userId: 'sub-1', username: 'taro', isAdmin: false });
    expect(principal?.claims).toMatchObject({ email: 'taro@example.com', iss: ISSUER });
  });

  it('given a token claiming a role, then the role still comes only from our records', async () => {
    expect(
      await authenticate()(await sign(key, { aud: AUDIENCE, isAdmin: true, 'cognito:groups': ['admin'] })),
    ).toMatchObject({ isAdmin: false });
    expect(await authenticate()(await sign(key, { aud: AUDIENCE, sub: 'admin-sub' }))).toMatchObject({
      userId: 'admin-sub',
      isAdmin: true,
    });
  });

  it('given a deleted user, then the token is refused', async () => {
    expect(await authenticate()(await sign(key, { aud: AUDIENCE, sub: 'gone-sub' }))).toBeNull();
  });

  it.each([
    [
      'expired beyond the tolerance',
      () => sign(key, { aud: AUDIENCE }, { expiresIn: Math.floor(Date.now() / 1000) - 10 }),
    ],
    ['from another issuer', () => sign(key, { aud: AUDIENCE }, { issuer: 'http://127.0.0.1/evil' })],
    ['for another audience', () => sign(key, { aud: 'http://127.0.0.1/other' })],
    ['signed by an unknown key', () => sign(otherKey, { aud: AUDIENCE })],
    ['not a JWT at all', async () => 'admin-token-like-string'],
  ])('given a token %s, then null', async (_, token) => {
    expect(await authenticate()(await token())).toBeNull();
  });

  it('given a token expired within the 5 s clock tolerance, then it is accepted', async () => {
    const token = await sign(key, { aud: AUDIENCE }, { expiresIn: Math.floor(Date.now() / 1000) - 2 });
    expect(await authenticate()(token)).not.toBeNull();
  });

  it('given no audience but a client id (Cognito), then client_id is checked and ID tokens are refused', async () => {
    const cognito = authenticate({ clientId: 'web-client' });
    expect(await cognito(await sign(key, { client_id: 'web-client', token_use: 'access' }))).not.toBeNull();
    expect(await cognito(await sign(key, { client_id: 'other-client', token_use: 'access' }))).toBeNull();
    expect(await cognito(await sign(key, { aud: 'web-client', token_use: 'id' }))).toBeNull();
  });

  describe('with the issuer keys served over HTTP', () => {
    let server: Server;
    let jwksUrl: string;
    let base: string;
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.setHeader('Content-Type', 'application/json');
        if (req.url === '/oidc/.well-known/openid-configuration') {
          res.end(JSON.stringify({ issuer: `${base}/oidc`, jwks_uri: `${base}/oidc/jwks` }));
        } else res.end(JSON.stringify(jwks));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      jwksUrl = `${base}/jwks`;
    });
    afterAll(async () => {
      await new Promise((resolve) => server.close(resolve));
    });

    it('given a remote JWKS, then tokens verify against it', async () => {
      const remote = jwtAuthenticator({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwks: { url: jwksUrl },
        resolveUser: async () => null,
      });
      expect(await remote(await sign(key, { aud: AUDIENCE }))).toMatchObject({ userId: 'sub-1' });
      expect(await remote(await sign(otherKey, { aud: AUDIENCE }))).toBeNull();
    });

    it('given only the issuer, then the keys are found through its discovery document', async () => {
      const discovered = jwtAuthenticator({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwks: { discover: `${base}/oidc` },
        resolveUser: async () => null,
      });
      expect(await discovered(await sign(key, { aud: AUDIENCE }))).toMatchObject({ userId: 'sub-1' });
    });

    it('given an issuer that is not reachable, then tokens are refused, not thrown', async () => {
      const unreachable = jwtAuthenticator({
        issuer: ISSUER,
        audience: AUDIENCE,
        jwks: { discover: 'http://127.0.0.1:9/oidc' },
        resolveUser: async () => null,
      });
      expect(await unreachable(await sign(key, { aud: AUDIENCE }))).toBeNull();
    });
  });

  describe('behind the guards, chained with the operator token', () => {
    const app = () => {
      const guards = createAuthGuards(
        chainAuthenticators(authenticate(), staticTokenAuthenticator('operator-token-for-tests')),
      );
      const server = express();
      server.get('/user', guards.requireUser, (req, res) => res.json({ userId: req.principal?.userId }));
      server.get('/admin', guards.requireAdmin, (_req, res) => res.json({ ok: true }));
      server.use(errorHandler(createLogger({ LOG_LEVEL: 'silent' })));
      return request(server);
    };

    it('given an expired token, then 401 in the envelope', async () => {
      const token = await sign(key, { aud: AUDIENCE }, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
      const response = await app().get('/user').set('Authorization', `Bearer ${token}`);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    });

    it('given a learner token, then user routes pass and administrator routes answer 403', async () => {
      const auth = { Authorization: `Bearer ${await sign(key, { aud: AUDIENCE })}` };
      expect((await app().get('/user').set(auth)).body).toEqual({ userId: 'sub-1' });
      expect((await app().get('/admin').set(auth)).status).toBe(403);
    });

    it('given the operator token, then it is still an administrator', async () => {
      const response = await app().get('/admin').set('Authorization', 'Bearer operator-token-for-tests');
      expect(response.status).toBe(200);
    });
  });
});
