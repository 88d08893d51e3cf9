import { addDays, localDate } from '@exam/domain';
import { createTestIssuer, loadConfig } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';
import { InMemoryDirectory } from './test-support/in-memory-directory.js';
import { rebuildEveryGroup } from './test-support/rebuild-all.js';

const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });
const REFUSAL = 'タイムゾーンは IANA の名前（例: Asia/Tokyo）で指定してください';

/** The learner's saved time zone: kept on the profile, used for their days when a request names none. */
describe('the time zone saved in the profile', () => {
  let harness: Harness;
  let learner: Record<string, string>;
  let other: Record<string, string>;
  let setId: string;
  const head = () => harness.standalone.eventStore.headPosition();
  /** Reads after every write so far (the users read model and the learning read models). */
  const read = async (path: string, who: Record<string, string>) => {
    const response = await harness.http
      .get(path)
      .set(who)
      .set('X-Min-Position', String(await head()));
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    const issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({
      localJwks: issuer.jwks,
      directory: new InMemoryDirectory(),
      env: { ADMIN_EMAILS: 'zone_boss@example.com' },
    });
    const boss = await issuer.bearer('sub-zone-boss', 'zone_boss');
    learner = await issuer.bearer('sub-traveller', 'traveller');
    other = await issuer.bearer('sub-stay-home', 'stay_home');
    for (const who of [boss, learner, other])
      expect((await harness.http.get('/api/users/me').set(who)).status).toBe(200);
    const created = await harness.http
      .post('/api/question-sets')
      .set(boss)
      .send({
        title: '時差の問題集',
        category: 'ソフトウェア工学',
        questions: [
          {
            text: '正しいものはどれか。',
            explanation: '<p>正しいものが正解です。</p>',
            questionType: 'single',
            options: [
              { text: '正しい', isCorrect: true },
              { text: '誤り', isCorrect: false },
            ],
          },
        ],
      });
    expect(created.status, created.text).toBe(201);
    setId = created.body.data.id;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a learner with no saved zone, then /users/me says null and the learning path counts Tokyo days', async () => {
    expect((await read('/api/users/me', learner)).timeZone).toBeNull();
    expect(await read('/api/learning-path', learner)).toMatchObject({ timeZone: 'Asia/Tokyo' });
  });

  it('given a learner who saves America/Los_Angeles, then their profile, learning path and new study plan use it', async () => {
    const saved = await harness.http
      .put('/api/users/me/time-zone')
      .set(learner)
      .send({ timeZone: 'America/Los_Angeles' });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      data: { id: 'sub-traveller', timeZone: 'America/Los_Angeles' },
      message: 'タイムゾーンを変更しました',
    });

    expect((await read('/api/users/me', learner)).timeZone).toBe('America/Los_Angeles');
    const path = await read('/api/learning-path', learner);
    expect(path).toMatchObject({
      timeZone: 'America/Los_Angeles',
      today: localDate(new Date(), 'America/Los_Angeles'),
    });
    // `?tz=` still wins for one request (a learner abroad on another device).
    expect(await read('/api/learning-path?tz=Asia/Tokyo', learner)).toMatchObject({ timeZone: 'Asia/Tokyo' });
    // Another learner keeps the default.
    expect(await read('/api/learning-path', other)).toMatchObject({ timeZone: 'Asia/Tokyo' });

    const examDate = addDays(localDate(new Date(), 'America/Los_Angeles'), 30);
    const plan = await harness.http
      .put('/api/study-plan')
      .set(learner)
      .send({ questionSetId: setId, examDate });
    expect(plan.status, plan.text).toBe(200);
    expect(plan.body.data).toMatchObject({ timeZone: 'America/Los_Angeles', examDate });
  });

  it('given the same zone saved again, then 200 and nothing is appended', async () => {
    const before = await head();
    const again = await harness.http
      .put('/api/users/me/time-zone')
      .set(learner)
      .send({ timeZone: 'America/Los_Angeles' });
    expect(again.status).toBe(200);
    expect(await head()).toBe(before);
  });

  it.each([
    ['a made-up zone', { timeZone: 'Mars/Olympus_Mons' }],
    ['an offset', { timeZone: '+09:00' }],
    ['a number', { timeZone: 9 }],
    ['no zone', {}],
    ['an extra field', { timeZone: 'Asia/Tokyo', language: 'en' }],
  ])('given %s, when saved, then 400 in the words of ?tz= and nothing is appended', async (_case, body) => {
    const before = await head();
    const refused = await harness.http.put('/api/users/me/time-zone').set(learner).send(body);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    if ('timeZone' in body && !('language' in body)) expect(refused.body.message).toBe(REFUSAL);
    expect(await head()).toBe(before);
    expect((await read('/api/users/me', learner)).timeZone).toBe('America/Los_Angeles');
  });

  it('given Accept-Language en, when refused, then the refusal is in English', async () => {
    const refused = await harness.http
      .put('/api/users/me/time-zone')
      .set(learner)
      .set('Accept-Language', 'en')
      .send({ timeZone: 'Nowhere/Land' });
    expect(refused.body.message).toBe('The time zone must be an IANA name (e.g. Asia/Tokyo)');
  });

  it('given a visitor, when a zone is saved, then 401', async () => {
    expect((await harness.http.put('/api/users/me/time-zone').send({ timeZone: 'Asia/Tokyo' })).status).toBe(
      401,
    );
  });

  it('given the saved zones, then the users read model rebuilt from the log equals the live one', async () => {
    expect(await harness.standalone.usersRunner.waitForPosition(await head(), 5_000)).toBe(true);
    const snapshot = async () =>
      (
        await harness.standalone.documentStore
          .collection<{ id: string; _position?: number }>('users')
          .find({})
      )
        .map(({ _position, ...user }) => user)
        .sort((a, b) => a.id.localeCompare(b.id));
    const live = await snapshot();
    expect(live.find((user) => user.id === 'sub-traveller')).toMatchObject({
      timeZone: 'America/Los_Angeles',
    });
    await rebuildEveryGroup(harness.standalone, { spilled: true });
    expect(await snapshot()).toEqual(live);
    await rebuildEveryGroup(harness.standalone);
    expect(await snapshot()).toEqual(live);
  });
});
