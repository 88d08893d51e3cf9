import { createTestIssuer, loadConfig, type TestIssuer } from '@exam/platform';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';
import { InMemoryDirectory } from './test-support/in-memory-directory.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';
import { recordEndedSessions } from './users.js';

const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });
const BOSS = 'sub-session-boss';

/** Polls until `check` holds, for at most `withinMs`; answers how long it took. */
const within = async (withinMs: number, check: () => Promise<boolean>) => {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
};

describe('sign-out, deletion, demotion and expiry end access on HTTP and the socket (issue 37)', () => {
  let harness: Harness;
  let issuer: TestIssuer;
  let baseUrl: string;
  let boss: Record<string, string>;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      directory: new InMemoryDirectory(),
      env: { ADMIN_EMAILS: 'session_boss@example.com' },
    });
    baseUrl = await harness.listen();
    boss = await issuer.bearer(BOSS, 'session_boss', { sid: 'boss-session' });
    expect((await harness.http.get('/api/users/me').set(boss)).body.data.isAdmin).toBe(true);
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A signed-in user (synced through /users/me) with a token of the given session. */
  const signIn = async (sub: string, sid: string, extra: Record<string, unknown> = {}) => {
    const headers = await issuer.bearer(sub, sub.replace(/-/g, '_'), { sid, ...extra });
    const me = await harness.http.get('/api/users/me').set(headers);
    // GET /users/me records the user and answers once the read model has them.
    expect(me.status, me.text).toBe(200);
    return headers;
  };
  /** The identity group (users read model) has the write. */
  const settled = async (position: number, timeoutMs: number) =>
    expect(await harness.standalone.usersRunner.waitForPosition(position, timeoutMs)).toBe(true);
  const tokenOf = (headers: Record<string, string>) => (headers.Authorization ?? '').replace('Bearer ', '');

  const openSocket = async (headers: Record<string, string>) => {
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token: tokenOf(headers) },
      reconnection: false,
    });
    sockets.push(socket);
    const hello = await new Promise<{ authenticated: boolean }>((resolve) =>
      socket.once('server:hello', resolve),
    );
    expect(hello.authenticated).toBe(true);
    return socket;
  };
  const roomsOf = async (socket: Socket) => {
    const [server] = await harness.standalone.io.in(socket.id ?? '').fetchSockets();
    return server ? [...server.rooms] : null;
  };

  it('given a signed-in learner, when they sign out, then that session token is refused within 5 s on HTTP and its socket is closed, while another session of theirs goes on', async () => {
    const phone = await signIn('sub-leaver', 'phone-session');
    const laptop = await issuer.bearer('sub-leaver', 'sub_leaver', { sid: 'laptop-session' });
    const socket = await openSocket(phone);
    const ended = new Promise<{ reason: string }>((resolve) => socket.once('session:ended', resolve));

    const signedOut = await harness.http.post('/api/users/me/sign-out').set(phone);
    expect(signedOut.status, signedOut.text).toBe(200);
    expect(signedOut.body).toMatchObject({ success: true, message: 'ログアウトしました' });

    const tookMs = await within(
      5_000,
      async () => (await harness.http.get('/api/users/me').set(phone)).status === 401,
    );
    expect(tookMs).toBeLessThan(5_000);
    expect(await ended).toMatchObject({ reason: 'signed-out' });
    await within(5_000, async () => socket.disconnected);
    // A token of the same session refreshed later is refused too; the other device is still signed in.
    const refreshed = await issuer.bearer('sub-leaver', 'sub_leaver', { sid: 'phone-session' });
    expect((await harness.http.get('/api/users/me').set(refreshed)).status).toBe(401);
    expect((await harness.http.get('/api/users/me').set(laptop)).status).toBe(200);
  });

  it('given the embedded provider reporting a session it ended (revoked tokens), then that session is refused within 5 s', async () => {
    const revoked = await signIn('sub-revoked', 'revoked-session');
    recordEndedSessions(
      harness.standalone.eventStore,
      harness.standalone.logger,
    )({
      sub: 'sub-revoked',
      sid: 'revoked-session',
    });
    await within(5_000, async () => (await harness.http.get('/api/users/me').set(revoked)).status === 401);
  });

  it('given the operator token, when it signs out, then 400: there is no sign-in session to end', async () => {
    const response = await harness.http
      .post('/api/users/me/sign-out')
      .set({ Authorization: 'Bearer admin-token-for-standalone-tests' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'NO_SESSION' });
  });

  it('given a deleted user with a socket open, then the socket is closed (no progress:* can follow) and the token refused', async () => {
    const doomed = await signIn('sub-doomed', 'doomed-session');
    const socket = await openSocket(doomed);
    const removed = await harness.http.delete('/api/users/sub-doomed').set(boss);
    expect(removed.status, removed.text).toBe(200);
    await within(5_000, async () => socket.disconnected);
    expect((await harness.http.get('/api/users/me').set(doomed)).status).toBe(401);
  });

  it('given an administrator demoted while a socket is open, then the socket leaves the admins room and stays a learner', async () => {
    const deputy = await signIn('sub-deputy', 'deputy-session');
    const promoted = await harness.http.put('/api/users/sub-deputy/role').set(boss).send({ isAdmin: true });
    expect(promoted.status, promoted.text).toBe(200);
    await settled(promoted.body.position, 5_000);
    const socket = await openSocket(deputy);
    expect(await roomsOf(socket)).toContain('admins');
    const demoted = await harness.http.put('/api/users/sub-deputy/role').set(boss).send({ isAdmin: false });
    expect(demoted.status, demoted.text).toBe(200);
    await within(5_000, async () => !(await roomsOf(socket))?.includes('admins'));
    expect(await roomsOf(socket)).toContain('user:sub-deputy');
    expect(socket.connected).toBe(true);
  });

  it('given a token that expires while its socket is open, then the socket is closed at its expiry', async () => {
    const headers = await signIn('sub-brief', 'brief-session');
    const brief = await issuer.accessToken(
      { sub: 'sub-brief', preferred_username: 'sub_brief', sid: 'brief-session' },
      { expiresIn: Math.floor(Date.now() / 1000) + 2 },
    );
    expect((await harness.http.get('/api/users/me').set(headers)).status).toBe(200);
    const socket = await openSocket({ Authorization: `Bearer ${brief}` });
    const ended = new Promise<{ reason: string }>((resolve) => socket.once('session:ended', resolve));
    expect(await ended).toMatchObject({ reason: 'expired' });
    await within(1_000, async () => socket.disconnected);
  });

  it('given the sign-outs, deletion and role changes above, then the users read model rebuilt from the log equals the live one', async () => {
    await within(5_000, async () =>
      harness.standalone.usersRunner.waitForPosition(await harness.standalone.eventStore.headPosition(), 100),
    );
    const snapshot = async () =>
      (
        await harness.standalone.documentStore
          .collection<{ id: string; _position?: number }>('users')
          .find({})
      )
        .map(({ _position, ...user }) => user)
        .sort((a, b) => a.id.localeCompare(b.id));
    const live = await snapshot();
    expect(live.find((user) => user.id === 'sub-leaver')).toMatchObject({ endedSessions: ['phone-session'] });
    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await snapshot()).toEqual(live);
    await rebuildEveryGroup(harness.standalone);
    expect(await snapshot()).toEqual(live);
  });
});
