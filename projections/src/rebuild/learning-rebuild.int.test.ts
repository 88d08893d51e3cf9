import { randomUUID } from 'node:crypto';
import type { PracticeEvent } from '@exam/domain';
import type { EventStore } from '@exam/platform';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEARNING_CHECKPOINT, learningProjections } from '../learning.js';
import { PROGRESS, PROGRESS_RECORDS } from '../read-models/progress/types.js';
import { WRONG_ANSWERS } from '../read-models/wrong-answers/types.js';
import { collectionsOf } from '../runner/projection.js';
import { ProjectionRunner } from '../runner/projection-runner.js';
import { catalogueHistory } from '../test-support/catalogue-history.js';
import {
  appendQuestionSetEvents,
  openSqliteStores,
  recordingLogger,
} from '../test-support/sqlite-fixture.js';
import { rebuildProjections } from './rebuild-projections.js';

const appendPractice = async (eventStore: EventStore, events: PracticeEvent[]): Promise<number> => {
  let position = 0;
  for (const event of events) {
    const { userId, questionSetId } = event.data;
    const result = await eventStore.append(`practice-${userId}-${questionSetId}`, [
      {
        id: randomUUID(),
        type: event.type,
        data: event.data,
        metadata: { at: '2025-03-02T09:00:00.000Z', userId },
      },
    ]);
    position = result.position;
  }
  return position;
};

const answer = (
  userId: string,
  set: number,
  question: number,
  correct: boolean,
  answeredAt?: string,
): PracticeEvent => ({
  type: 'AnswerRecorded',
  data: {
    userId,
    questionSetId: `l-set-${set}`,
    questionId: `l-q-${set}-${question}`,
    questionIndex: question - 1,
    selectedOptionIds: [`l-q-${set}-${question}-o${correct ? 0 : 1}`],
    isCorrect: correct,
    timeSpentMs: 1000 * question,
    mode: 'normal',
    ...(answeredAt ? { clientId: `c-${userId}-${set}-${question}-${answeredAt}`, answeredAt } : {}),
  },
});

describe('rebuild of the learning group on SQLite', () => {
  let stores: Awaited<ReturnType<typeof openSqliteStores>>;
  beforeEach(async () => {
    stores = await openSqliteStores();
  });
  afterEach(async () => {
    await stores.close();
  });

  const snapshot = async () => {
    const all: Record<string, unknown[]> = {};
    for (const { name } of collectionsOf(learningProjections))
      all[name] = await stores.documentStore.collection(name).find({}, { sort: [['id', 1]] });
    return all;
  };

  it('given practice, a reset, catalogue edits, a removed question and a deleted set live, when the group is rebuilt, then every document equals the live one', async () => {
    const catalogue = catalogueHistory('l');
    // The sets and their questions first, then practice, then the edits and deletions of the history.
    const firstEdit = catalogue.findIndex((event) => event.type === 'QuestionSetFeatured');
    await appendQuestionSetEvents(stores.eventStore, catalogue.slice(0, firstEdit));
    const practice: PracticeEvent[] = [];
    for (const userId of ['u1', 'u2', 'u3'])
      for (const set of [1, 3, 4])
        for (const question of [1, 2, 3, 4]) practice.push(answer(userId, set, question, question % 2 === 0));
    practice.push({ type: 'PracticeReset', data: { userId: 'u1', questionSetId: 'l-set-3' } });
    await appendPractice(stores.eventStore, practice);
    await appendQuestionSetEvents(stores.eventStore, catalogue.slice(firstEdit));
    const head = await appendPractice(stores.eventStore, [
      answer('u2', 1, 5, false),
      answer('u3', 3, 1, true),
      // Sent late from an offline outbox, older than the answers above: the newest answer stays the record.
      answer('u2', 1, 2, false, '2025-03-01T08:00:00.000Z'),
      answer('u3', 1, 1, true, '2025-03-01T08:00:00.000Z'),
    ]);

    const runner = new ProjectionRunner({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      notificationBus: stores.notificationBus,
      projections: learningProjections,
      checkpointName: LEARNING_CHECKPOINT,
      logger: recordingLogger().logger,
      batchSize: 4,
    });
    await runner.start();
    expect(await runner.waitForPosition(head, 10_000)).toBe(true);
    await runner.stop();
    const live = await snapshot();
    // The deleted set's learner documents are gone; the others' remain (with the reset learner's records gone).
    expect(live[PROGRESS]?.length).toBe(6);
    expect(
      live[PROGRESS_RECORDS]?.some((doc) => (doc as { questionSetId: string }).questionSetId === 'l-set-4'),
    ).toBe(false);
    expect(live[WRONG_ANSWERS]?.length).toBeGreaterThan(0);

    await rebuildProjections({
      eventStore: stores.eventStore,
      documentStore: stores.documentStore,
      projections: learningProjections,
      checkpointName: LEARNING_CHECKPOINT,
      pageSize: 7,
    });

    expect(await snapshot()).toEqual(live);
  });
});
