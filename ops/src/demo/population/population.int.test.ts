import { randomUUID } from 'node:crypto';
import { MOCK_EXAMS, type MockExamDocument } from '@exam/projections';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backtestReadiness, readCatalogue, readLearningLog } from '../../analytics/index.js';
import { type Harness, startStandalone } from '../../standalone/test-support/harness.js';
import { seedDemoContent } from '../seed.js';
import { seedDemoPopulation } from './seed.js';

/** The first start's learner population (issue 41): weeks of history, mock exams, and a backtest that means something. */
describe('demo population', () => {
  let harness: Harness;
  const caughtUp = async () =>
    harness.standalone.progress.waitForPosition(await harness.standalone.eventStore.headPosition(), 30_000);

  const learnerIds = Array.from({ length: 24 }, (_, index) => `population-learner-${index + 1}`);

  beforeAll(async () => {
    harness = await startStandalone();
    await seedDemoContent(harness.standalone.eventStore);
    await harness.standalone.eventStore.append('user-demo-learner-id', [
      {
        id: randomUUID(),
        type: 'UserRegistered',
        data: {
          userId: 'demo-learner-id',
          username: 'demo_learner',
          email: 'demo@example.com',
          isAdmin: false,
        },
      },
    ]);
    await caughtUp();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the demo sets, when the population is seeded twice, then it has at least 30 mock exams and the second run appends nothing', async () => {
    const seeded = await seedDemoPopulation(harness.standalone, {
      learnerIds,
      end: new Date('2026-03-01T00:00:00Z'),
    });
    expect(seeded.mockExams).toBeGreaterThanOrEqual(30);
    expect(seeded.learners).toBe(25);
    const head = await harness.standalone.eventStore.headPosition();
    await seedDemoPopulation(harness.standalone, { learnerIds, end: new Date('2026-03-01T00:00:00Z') });
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
    await caughtUp();
    const exams = await harness.standalone.documentStore
      .collection<MockExamDocument>(MOCK_EXAMS)
      .find({ userId: 'demo-learner-id' });
    expect(exams.length).toBeGreaterThan(0);
    expect(exams.every((exam) => exam.submittedAt !== null)).toBe(true);
  });

  it('given the seeded log, when backtested, then every exam is predicted and the model is scored against the baseline', async () => {
    const report = backtestReadiness(
      await readLearningLog(harness.standalone.eventStore),
      await readCatalogue(harness.standalone.documentStore),
    );
    expect(report.rows.length).toBeGreaterThanOrEqual(30);
    expect(report.brierModel).toBeLessThan(0.25);
    expect(Number.isFinite(report.brierBaseline)).toBe(true);
  });
});
