import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, startStandalone } from '../standalone/test-support/harness.js';
import { seedDemoActivity } from './activity.js';
import { nameBasedUuid } from './ids.js';
import { seedDemoContent } from './seed.js';

const SAMPLE_IDS = Array.from({ length: 8 }, (_, index) => `sample-learner-${index + 1}`);

/** The first start's sample activity: the statistics tab, the purchases tab and the support view show data. */
describe('demo activity', () => {
  let harness: Harness;
  const caughtUp = async () =>
    harness.standalone.progress.waitForPosition(await harness.standalone.eventStore.headPosition(), 10_000);

  beforeAll(async () => {
    harness = await startStandalone();
    await seedDemoContent(harness.standalone.eventStore);
    // The demo learner and the sample learners, as the first start registers them.
    const register = (userId: string, username: string) =>
      harness.standalone.eventStore.append(`user-${userId}`, [
        {
          id: randomUUID(),
          type: 'UserRegistered',
          data: { userId, username, email: `${username}@example.com`, isAdmin: false },
        },
      ]);
    await register('demo-learner-id', 'demo_learner');
    for (const userId of SAMPLE_IDS) await register(userId, userId.replaceAll('-', '_'));
    await caughtUp();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the seeded catalogue, then sample learners and the demo learner practise and a code is redeemed', async () => {
    const result = await seedDemoActivity(harness.standalone, { sampleLearnerIds: SAMPLE_IDS });
    expect(result.answers).toBe(8 * 12 + 5);
    expect(result.redeemedCode).toMatch(/^[A-Z2-9]{16}$/);
    await caughtUp();

    const setId = nameBasedUuid('set:cloud-software-engineering');
    const statistics = await harness.http.get(`/api/admin/statistics/question-sets/${setId}`).set(admin);
    expect(statistics.body.data.learners).toBe(9);
    // Issue 23: every learner the statistics count is a user user management lists.
    const users = await harness.http.get('/api/users?pageSize=50').set(admin);
    const listed = new Set(users.body.data.list.map((user: { id: string }) => user.id));
    expect([...SAMPLE_IDS, 'demo-learner-id'].every((id) => listed.has(id))).toBe(true);
    const answered = statistics.body.data.questions.filter(
      (item: { firstAttempts: number }) => item.firstAttempts > 0,
    );
    expect(answered).toHaveLength(12);
    expect(answered.some((item: { discrimination: number | null }) => item.discrimination !== null)).toBe(
      true,
    );

    const purchases = await harness.http.get('/api/admin/purchases?user=demo_learner').set(admin);
    expect(purchases.body.data.purchases).toEqual([
      expect.objectContaining({ source: 'redeem', paymentMethod: 'redeem', status: 'active' }),
    ]);
    const history = await harness.http.get('/api/admin/users/demo-learner-id/history').set(admin);
    expect(history.body.data.progress).toHaveLength(1);
    expect(history.body.data.access).toHaveLength(1);
  });
});
