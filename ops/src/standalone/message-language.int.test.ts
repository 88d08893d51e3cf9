import { createTestIssuer, loadConfig, type TestIssuer } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';
import { InMemoryDirectory } from './test-support/in-memory-directory.js';

const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });

/** The admin create-user form's refusals and success, as each language says them (zh: the spec's quotes). */
const CREATE_USER = {
  ja: {
    usernameRequired: 'ユーザー名を入力してください',
    passwordTooShort: 'パスワードは6文字以上で入力してください',
    mismatch: '確認用パスワードが一致しません',
    created: 'ユーザーを作成しました',
  },
  zh: {
    usernameRequired: '请输入用户名',
    passwordTooShort: '密码长度至少为6个字符',
    mismatch: '两次输入的密码不一致',
    created: '用户创建成功',
  },
  en: {
    usernameRequired: 'Please enter a username',
    passwordTooShort: 'The password must be at least 6 characters',
    mismatch: 'The two passwords do not match',
    created: 'User created',
  },
} as const;

describe('server messages in the caller’s language', () => {
  let harness: Harness;
  let issuer: TestIssuer;
  let boss: Record<string, string>;
  let learner: Record<string, string>;
  const form = {
    username: 'taro',
    email: 'taro@example.com',
    password: 'secret-1',
    confirmPassword: 'secret-1',
  };

  beforeAll(async () => {
    issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      directory: new InMemoryDirectory(),
      env: { ADMIN_EMAILS: 'boss@example.com' },
    });
    boss = await issuer.bearer('sub-boss', 'boss');
    learner = await issuer.bearer('sub-polyglot', 'polyglot');
    expect((await harness.http.get('/api/users/me').set(boss)).status).toBe(200);
    expect((await harness.http.get('/api/users/me').set(learner)).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const language of ['ja', 'zh', 'en'] as const) {
    const expected = CREATE_USER[language];
    it(`given Accept-Language ${language}, when the admin create-user form is refused, then the same code in ${language}`, async () => {
      const post = (body: Record<string, unknown>) =>
        harness.http.post('/api/users').set(boss).set('Accept-Language', language).send(body);
      const noName = await post({ ...form, username: '' });
      expect(noName.status).toBe(400);
      expect(noName.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: expected.usernameRequired,
      });
      expect(noName.headers['content-language']).toBe(language);
      expect(noName.headers.vary).toMatch(/Accept-Language/);
      const short = await post({ ...form, password: 'abc', confirmPassword: 'abc' });
      expect(short.body.message).toBe(expected.passwordTooShort);
      const mismatch = await post({ ...form, confirmPassword: 'other-1' });
      expect(mismatch.body.message).toBe(expected.mismatch);

      const created = await post({
        ...form,
        username: `taro_${language}`,
        email: `taro-${language}@example.com`,
      });
      expect(created.status).toBe(201);
      expect(created.body.message).toBe(expected.created);
    });
  }

  it('given the redeem tab’s refusals, then zh keeps the spec’s words and ja/en say the same', async () => {
    const generate = (language: string) =>
      harness.http
        .post('/api/redeem-codes/generate')
        .set(boss)
        .set('Accept-Language', language)
        .send({ questionSetId: ' ', validityDays: 30, quantity: 1 });
    expect((await generate('zh-CN')).body.message).toBe('请选择题库');
    expect((await generate('ja-JP')).body.message).toBe('問題集を選択してください');
    expect((await generate('en-GB,en;q=0.9')).body.message).toBe('Please choose a question set');
  });

  it('given a learner who saves English, then answers without Accept-Language are English, and a header still wins', async () => {
    const before = await harness.http.delete('/api/wrong-answers/not-mine').set(learner);
    expect(before.status).toBe(404);
    expect(before.body.message).toBe('間違い問題が見つかりません');

    const chosen = await harness.http.put('/api/users/me/language').set(learner).send({ language: 'en' });
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatchObject({
      success: true,
      data: { language: 'en' },
      message: 'Display language changed',
    });
    await harness.standalone.progress.waitForPosition(chosen.body.position, 2_000);

    const me = await harness.http.get('/api/users/me').set(learner);
    expect(me.body.data.language).toBe('en');
    expect(me.body.message).toBe('User information loaded');

    const after = await harness.http.delete('/api/wrong-answers/not-mine').set(learner);
    expect(after.body).toMatchObject({ code: before.body.code, message: 'Wrong answer not found' });

    const asked = await harness.http.get('/api/users/me').set(learner).set('Accept-Language', 'zh');
    expect(asked.body.message).toBe('已获取用户信息');
  });

  it('given a language we do not speak, when saved, then 400 with the reason and nothing recorded', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    const refused = await harness.http.put('/api/users/me/language').set(learner).send({ language: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('The display language must be ja, zh or en');
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given a visitor, when the language is saved, then 401', async () => {
    const response = await harness.http.put('/api/users/me/language').send({ language: 'zh' });
    expect(response.status).toBe(401);
  });
});
