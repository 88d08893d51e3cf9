import { createTestIssuer, loadConfig, type TestIssuer } from '@exam/platform';
import { USERS, type UserDocument } from '@exam/projections';
import { io as connect } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, startStandalone } from './test-support/harness.js';
import { InMemoryDirectory } from './test-support/in-memory-directory.js';

/** The defaults the harness's config has (PUBLIC_URL http://localhost:3000). */
const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });

const BOSS = 'sub-boss';
const LEARNER = 'sub-learner';

describe('standalone users: sign-in sync, administration, profile', () => {
  let harness: Harness;
  let issuer: TestIssuer;
  const directory = new InMemoryDirectory();
  let boss: Record<string, string>;
  let learner: Record<string, string>;

  beforeAll(async () => {
    issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      directory,
      env: { ADMIN_EMAILS: 'Boss@Example.com', DEV_MAILBOX: '1' },
    });
    boss = await issuer.bearer(BOSS, 'boss');
    learner = await issuer.bearer(LEARNER, 'learner', { name: '学習 太郎' });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a first sign-in, when /users/me is called, then the user is registered from the token and answered at once', async () => {
    const response = await harness.http.get('/api/users/me').set(learner);
    expect(response.status).toBe(200);
    expect(response.headers['x-read-model-stale']).toBeUndefined();
    expect(response.body).toMatchObject({
      success: true,
      message: 'ユーザー情報を取得しました',
      data: {
        id: LEARNER,
        username: 'learner',
        email: 'learner@example.com',
        isAdmin: false,
        name: '学習 太郎',
        phone_number: null,
      },
    });
    expect(response.body.data.lastLogin).toEqual(expect.any(String));
  });

  it('given the same token again, when /users/me is called, then nothing new is recorded', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    expect((await harness.http.get('/api/users/me').set(learner)).status).toBe(200);
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given a verified e-mail listed in ADMIN_EMAILS, when that user first signs in, then they are an administrator', async () => {
    const me = await harness.http.get('/api/users/me').set(boss);
    expect(me.body.data).toMatchObject({ id: BOSS, isAdmin: true });
    expect((await harness.http.get('/api/users').set(boss)).status).toBe(200);
  });

  it('given a listed e-mail that is not verified, when first signing in, then the user is a learner', async () => {
    const unverified = await issuer.bearer('sub-impostor', 'impostor', {
      email: 'boss@example.com',
      email_verified: false,
    });
    expect((await harness.http.get('/api/users/me').set(unverified)).body.data.isAdmin).toBe(false);
    expect((await harness.http.get('/api/users').set(unverified)).status).toBe(403);
  });

  it('given a learner, when an administrator call is made, then 403 and a learner cannot edit another user', async () => {
    expect((await harness.http.get('/api/users').set(learner)).status).toBe(403);
    const other = await harness.http.put(`/api/users/${BOSS}`).set(learner).send({ name: 'x' });
    expect(other.status).toBe(403);
  });

  it('given an expired token, when /users/me is called, then 401 in the envelope', async () => {
    const expired = await issuer.accessToken(
      { sub: LEARNER, preferred_username: 'learner' },
      { expiresIn: Math.floor(Date.now() / 1000) - 60 },
    );
    const response = await harness.http.get('/api/users/me').set('Authorization', `Bearer ${expired}`);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it.each([
    ['no username', { username: '' }, 'ユーザー名を入力してください'],
    ['an invalid e-mail', { email: 'nope' }, '有効なメールアドレスを入力してください'],
    [
      'a short password',
      { password: '123', confirmPassword: '123' },
      'パスワードは6文字以上で入力してください',
    ],
    ['a different confirmation', { confirmPassword: 'other-secret' }, '確認用パスワードが一致しません'],
  ])(
    'given a create-user form with %s, when posted, then 400 with the spec message',
    async (_, change, message) => {
      const form = {
        username: 'hanako',
        email: 'hanako@example.com',
        password: 'secret-1',
        confirmPassword: 'secret-1',
      };
      const response = await harness.http
        .post('/api/users')
        .set(boss)
        .send({ ...form, ...change });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, message });
    },
  );

  it('given an administrator, when a user is created, then the sign-in exists, the user is listed and a second one with the same e-mail is refused', async () => {
    const form = {
      username: 'hanako',
      email: 'hanako@example.com',
      password: 'secret-1',
      confirmPassword: 'secret-1',
      isAdmin: false,
    };
    const created = await harness.http.post('/api/users').set(boss).send(form);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      success: true,
      message: 'ユーザーを作成しました',
      data: { username: 'hanako' },
    });
    expect(await directory.findAccount('hanako@example.com')).toMatchObject({ emailVerified: true });

    const listed = await harness.http
      .get('/api/users?search=HANAKO')
      .set(boss)
      .set('X-Min-Position', String(created.body.position));
    expect(listed.body.data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(listed.body.data.list[0]).toMatchObject({ id: created.body.data.id, email: 'hanako@example.com' });

    const again = await harness.http
      .post('/api/users')
      .set(boss)
      .send({ ...form, username: 'hanako2' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      success: false,
      message: '登録できませんでした。このメールアドレスは既に登録されている可能性があります',
    });
    const sameName = await harness.http
      .post('/api/users')
      .set(boss)
      .send({ ...form, email: 'h2@example.com' });
    expect(sameName.body).toMatchObject({ success: false, message: 'このユーザー名は既に使われています' });
  });

  it('given users, when listed a page at a time, then total and pages are consistent', async () => {
    const first = await harness.http.get('/api/users?page=1&pageSize=2').set(boss);
    const second = await harness.http.get('/api/users?page=2&pageSize=2').set(boss);
    expect(first.body.data.total).toBe(4);
    expect(first.body.data.list).toHaveLength(2);
    expect(second.body.data.list).toHaveLength(2);
    const ids = [...first.body.data.list, ...second.body.data.list].map((user: { id: string }) => user.id);
    expect(new Set(ids).size).toBe(4);
  });

  it('given a page size out of range or not a number, when listed, then 400 (refused, not clamped)', async () => {
    for (const query of ['pageSize=501', 'pageSize=0', 'pageSize=abc', 'page=-1']) {
      const response = await harness.http.get(`/api/users?${query}`).set(boss);
      expect(response.status, query).toBe(400);
      expect(response.body, query).toMatchObject({ success: false, code: 'OUT_OF_RANGE' });
    }
    expect((await harness.http.get('/api/users?pageSize=500').set(boss)).status).toBe(200);
  });

  it('given a learner connected with their access token, when an administrator changes them, then their socket is told', async () => {
    const baseUrl = await harness.listen();
    const token = learner.Authorization?.replace('Bearer ', '') ?? '';
    const socket = connect(baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    try {
      const hello = await new Promise<{ authenticated: boolean }>((resolve) =>
        socket.once('server:hello', resolve),
      );
      expect(hello.authenticated).toBe(true);
      const told = new Promise<{ tags: Array<{ type: string; id?: string }> }>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no invalidate for the user within 5 s')), 5_000);
        socket.on('invalidate', (payload: { tags: Array<{ type: string; id?: string }> }) => {
          if (!payload.tags.some((tag) => tag.type === 'User' && tag.id === LEARNER)) return;
          clearTimeout(timer);
          resolve(payload);
        });
      });
      const changed = await harness.http.put(`/api/users/${LEARNER}`).set(boss).send({ family_name: '学習' });
      expect(changed.status).toBe(200);
      expect((await told).tags).toContainEqual({ type: 'User', id: LEARNER });
    } finally {
      socket.disconnect();
    }
  });

  it('given an administrator, when they demote themself or delete themself, then 403 with the rule', async () => {
    const demote = await harness.http.put(`/api/users/${BOSS}/role`).set(boss).send({ isAdmin: false });
    expect(demote.status).toBe(403);
    expect(demote.body.message).toBe('自分の管理者権限は変更できません');
    const remove = await harness.http.delete(`/api/users/${BOSS}`).set(boss);
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('自分自身は削除できません');
  });

  it('given a learner promoted by an administrator, when they call an administrator route, then it answers', async () => {
    const promoted = await harness.http.put(`/api/users/${LEARNER}/role`).set(boss).send({ isAdmin: true });
    expect(promoted.status).toBe(200);
    await harness.standalone.progress.waitForPosition(promoted.body.position, 2_000);
    expect((await harness.http.get('/api/users').set(learner)).status).toBe(200);
    const demoted = await harness.http.put(`/api/users/${LEARNER}/role`).set(boss).send({ isAdmin: false });
    await harness.standalone.progress.waitForPosition(demoted.body.position, 2_000);
    expect((await harness.http.get('/api/users').set(learner)).status).toBe(403);
  });

  it('given a user, when they send fields other than the profile’s, then 400 names them and nothing changes', async () => {
    const before = await harness.standalone.eventStore.headPosition();
    const refused = await harness.http
      .put(`/api/users/${LEARNER}`)
      .set(learner)
      .send({ phone_number: '09012345678', isAdmin: true, username: 'hacker' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('受け付けられない項目があります: isAdmin, username');
    expect(await harness.standalone.eventStore.headPosition()).toBe(before);
  });

  it('given a user, when they change their own profile, then the profile fields change', async () => {
    const response = await harness.http
      .put(`/api/users/${LEARNER}`)
      .set(learner)
      .send({ phone_number: '09012345678' });
    expect(response.status).toBe(200);
    await harness.standalone.progress.waitForPosition(response.body.position, 2_000);
    const row = await harness.standalone.documentStore.collection<UserDocument>(USERS).get(LEARNER);
    expect(row).toMatchObject({ phoneNumber: '09012345678', isAdmin: false, username: 'learner' });
  });

  it('given a deleted user, when they use their token, then 401, and the directory account is disabled', async () => {
    const hanako = await directory.findAccount('hanako');
    const removed = await harness.http.delete(`/api/users/${hanako?.sub}`).set(boss);
    expect(removed.body).toMatchObject({ success: true, message: 'ユーザーを削除しました' });
    expect((await directory.findAccount('hanako'))?.disabled).toBe(true);

    const removedLearner = await harness.http.delete(`/api/users/${LEARNER}`).set(boss);
    await harness.standalone.progress.waitForPosition(removedLearner.body.position, 2_000);
    expect((await harness.http.get('/api/users/me').set(learner)).status).toBe(401);
    const listed = await harness.http.get('/api/users').set(boss);
    expect(listed.body.data.list.map((user: { id: string }) => user.id)).not.toContain(LEARNER);
  });

  it('given the operator token, when /users/me is called, then it is described without being recorded', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    const response = await harness.http.get('/api/users/me').set(admin);
    expect(response.body.data).toMatchObject({ id: 'operator', isAdmin: true });
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given anyone, when /config is read, then the sign-in settings of the embedded issuer come back', async () => {
    const response = await harness.http.get('/api/config');
    expect(response.body.data.identity).toEqual({
      issuer: OIDC_ISSUER,
      clientId: 'exam-web',
      scopes: 'openid email phone profile offline_access',
      embedded: true,
      mailboxUrl: '/oidc/dev/mailbox',
    });
  });
});

describe('standalone users with an external issuer (IDENTITY=external)', () => {
  const EXTERNAL_ISSUER = 'http://127.0.0.1:9/pool';
  let harness: Harness;
  let issuer: TestIssuer;

  beforeAll(async () => {
    issuer = await createTestIssuer({ issuer: EXTERNAL_ISSUER });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      env: { IDENTITY: 'external', OIDC_ISSUER: EXTERNAL_ISSUER, OIDC_CLIENT_ID: 'pool-client' },
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given an administrator, when a user is created, then 400 saying accounts live at the issuer', async () => {
    const response = await harness.http
      .post('/api/users')
      .set(admin)
      .send({ username: 'x', email: 'x@example.com', password: 'secret-1', confirmPassword: 'secret-1' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: 'EXTERNAL_IDENTITY' });
    expect(response.body.message).toMatch(/外部の認証サービス/);
  });

  it('given an access token for our client (no audience), when /users/me is called, then the user is registered', async () => {
    const token = await issuer.accessToken({
      sub: 'ext-1',
      preferred_username: 'ext',
      email: 'ext@example.com',
      client_id: 'pool-client',
    });
    const response = await harness.http.get('/api/users/me').set('Authorization', `Bearer ${token}`);
    expect(response.body.data).toMatchObject({ id: 'ext-1', username: 'ext', isAdmin: false });
    const otherClient = await issuer.accessToken({
      sub: 'ext-2',
      preferred_username: 'x',
      client_id: 'someone-else',
    });
    expect(
      (await harness.http.get('/api/users/me').set('Authorization', `Bearer ${otherClient}`)).status,
    ).toBe(401);
  });

  it('given anyone, when /config is read, then the external issuer and no mailbox come back', async () => {
    const { identity } = (await harness.http.get('/api/config')).body.data;
    expect(identity).toMatchObject({ issuer: EXTERNAL_ISSUER, clientId: 'pool-client', embedded: false });
    expect(identity.mailboxUrl).toBeUndefined();
  });
});
