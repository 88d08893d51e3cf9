import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type EventStore, openSqliteEventStore, type Principal } from '@exam/platform';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { userExecutor } from './execute.js';
import { currentUserSynchronizer } from './sync-current-user.js';
import { userinfoClient } from './userinfo.js';

/** A Cognito-like issuer on 127.0.0.1: discovery and a userinfo endpoint that wants the bearer token. */
const startIssuer = async () => {
  const calls: string[] = [];
  const server: Server = createServer((req, res) => {
    calls.push(`${req.url} ${req.headers.authorization ?? ''}`);
    res.setHeader('Content-Type', 'application/json');
    if (req.url === '/pool/.well-known/openid-configuration') {
      res.end(JSON.stringify({ userinfo_endpoint: `${base}/oauth2/userInfo` }));
    } else if (req.url === '/oauth2/userInfo' && req.headers.authorization === 'Bearer good-token') {
      res.end(
        JSON.stringify({
          sub: 'cognito-sub',
          username: 'taro',
          email: 'Boss@Example.com',
          email_verified: 'true',
        }),
      );
    } else {
      res.statusCode = 401;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer: `${base}/pool`, calls, close: () => new Promise((resolve) => server.close(resolve)) };
};

const cognitoPrincipal: Principal = {
  userId: 'cognito-sub',
  username: 'cognito-sub',
  isAdmin: false,
  claims: { sub: 'cognito-sub', client_id: 'web', token_use: 'access', username: 'cognito-sub' },
};

describe('currentUserSynchronizer', () => {
  let issuer: Awaited<ReturnType<typeof startIssuer>>;
  let eventStore: EventStore;

  beforeAll(async () => {
    issuer = await startIssuer();
  });
  afterAll(async () => {
    await issuer.close();
  });
  beforeEach(async () => {
    eventStore = await openSqliteEventStore({ file: ':memory:' });
    issuer.calls.length = 0;
  });
  afterEach(async () => {
    await eventStore.close();
  });

  const synchronizer = () =>
    currentUserSynchronizer({
      execute: userExecutor(eventStore),
      adminEmails: ['boss@example.com'],
      fetchUserinfo: userinfoClient(issuer.issuer),
      now: () => new Date('2025-04-01T09:00:00.000Z'),
    });

  it('given an access token without e-mail (Cognito), when synced, then the userinfo endpoint fills it in', async () => {
    const { position } = await synchronizer()(cognitoPrincipal, 'good-token');
    const [registered, signedIn] = await eventStore.readStream('user-cognito-sub');
    expect(signedIn).toMatchObject({ type: 'UserSignedIn', position });
    expect(registered).toMatchObject({
      type: 'UserRegistered',
      data: { userId: 'cognito-sub', username: 'Boss@Example.com', email: 'Boss@Example.com', isAdmin: true },
    });
    expect(issuer.calls).toEqual([
      '/pool/.well-known/openid-configuration ',
      '/oauth2/userInfo Bearer good-token',
    ]);
  });

  it('given a token the userinfo endpoint refuses, when synced, then 401 and nothing is recorded', async () => {
    await expect(synchronizer()(cognitoPrincipal, 'revoked-token')).rejects.toMatchObject({ status: 401 });
    expect(await eventStore.readStream('user-cognito-sub')).toEqual([]);
  });

  it('given a token that names the user, when synced, then the issuer is not asked', async () => {
    const principal = {
      ...cognitoPrincipal,
      claims: { sub: 'cognito-sub', preferred_username: 'taro', email: 't@example.com' },
    };
    await synchronizer()(principal, 'good-token');
    expect(issuer.calls).toEqual([]);
    const [registered] = await eventStore.readStream('user-cognito-sub');
    expect(registered?.data).toMatchObject({ username: 'taro', isAdmin: false });
  });

  it('given nothing changed, when synced again, then the position of the last event answers and nothing is appended', async () => {
    const sync = synchronizer();
    const first = await sync(cognitoPrincipal, 'good-token');
    const again = await sync(cognitoPrincipal, 'good-token');
    expect(again.position).toBe(first.position);
    expect(await eventStore.headPosition()).toBe(first.position);
  });
});
