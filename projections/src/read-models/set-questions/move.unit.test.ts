import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { eventLog, question } from '../../test-support/events.js';
import { InMemoryDocumentStore } from '../../test-support/in-memory-document-store.js';
import { SET_QUESTIONS, type SetQuestion } from '../types.js';
import { setQuestionsProjection } from './projection.js';

const projections = [setQuestionsProjection];

const added = (questionSetId: string, id: string, position: number) =>
  ({ type: 'QuestionAdded', data: { questionSetId, position, question: question(id) } }) as const;
const moved = (questionSetId: string, questionId: string, position: number) =>
  ({ type: 'QuestionMoved', data: { questionSetId, questionId, position } }) as const;

const orderOf = (questions: SetQuestion[], questionSetId: string) => {
  const ofSet = questions
    .filter((q) => q.questionSetId === questionSetId)
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  const ranks = ofSet.map((q) => q.rank);
  return { ids: ofSet.map((q) => q.id), distinct: new Set(ranks).size === ranks.length };
};

const setOf = (size: number) => {
  const log = eventLog();
  for (let index = 0; index < size; index++) log.record(added('s1', `q${index}`, index));
  log.record(added('s2', 'other', 0));
  return log;
};

describe('setQuestionsProjection: QuestionMoved', () => {
  it('given five questions, when one moves up and another down, then the order is contiguous and the others keep theirs', async () => {
    const log = setOf(5);
    log.record(moved('s1', 'q4', 1));
    log.record(moved('s1', 'q0', 3));

    for (const batchSize of [1, Number.POSITIVE_INFINITY]) {
      const { store, notifications } = await applyEvents(projections, log.events, { batchSize });
      expect(orderOf(store.all(SET_QUESTIONS), 's1')).toEqual({
        ids: ['q4', 'q1', 'q2', 'q0', 'q3'],
        distinct: true,
      });
      expect(orderOf(store.all(SET_QUESTIONS), 's2')).toEqual({ ids: ['other'], distinct: true });
      expect(notifications.at(-1)).toEqual({
        event: 'invalidate',
        payload: expect.objectContaining({ position: log.events.length }),
      });
      expect(notifications.at(-1)?.payload).toMatchObject({
        tags: expect.arrayContaining([{ type: 'QuestionSet', id: 's1' }]),
      });
    }
  });

  it('given a set of 2,000 questions, when one moves to the neighbouring place, then only that question is written', async () => {
    const log = setOf(2000);
    const store = new InMemoryDocumentStore();
    await applyEvents(projections, log.events, { store });
    const batchesBefore = store.batches.length;

    log.record(moved('s1', 'q1500', 1499));
    await applyEvents(projections, log.events.slice(-1), { store });

    const writes = store.batches.slice(batchesBefore).flatMap((batch) => batch.operations);
    expect(writes.filter((operation) => operation.collection === SET_QUESTIONS)).toHaveLength(1);
    const ids = orderOf(store.all(SET_QUESTIONS), 's1').ids;
    expect(ids.slice(1498, 1502)).toEqual(['q1498', 'q1500', 'q1499', 'q1501']);
  });

  it('given a set of 2,000 questions, when questions move across the whole set, then each move writes at most two documents', async () => {
    const log = setOf(2000);
    const store = new InMemoryDocumentStore();
    await applyEvents(projections, log.events, { store });
    const moves = [
      moved('s1', 'q0', 1999),
      moved('s1', 'q1999', 0),
      moved('s1', 'q1000', 1),
      moved('s1', 'q1', 1998),
    ];

    for (const move of moves) {
      const batchesBefore = store.batches.length;
      log.record(move);
      await applyEvents(projections, log.events.slice(-1), { store });
      const writes = store.batches.slice(batchesBefore).flatMap((batch) => batch.operations);
      // The question itself, and the set's count document when it goes last: never the questions between.
      expect(writes.filter((operation) => operation.collection === SET_QUESTIONS)).toHaveLength(1);
      expect(writes.length).toBeLessThanOrEqual(2);
    }

    const { ids, distinct } = orderOf(store.all(SET_QUESTIONS), 's1');
    expect(distinct).toBe(true);
    expect(ids.slice(0, 3)).toEqual(['q1999', 'q1000', 'q2']);
    expect(ids.slice(-3)).toEqual(['q1998', 'q1', 'q0']);
    expect(ids).toHaveLength(2000);
  });

  it('given a question moved to where it already is, then nothing is written', async () => {
    const log = setOf(5);
    const store = new InMemoryDocumentStore();
    await applyEvents(projections, log.events, { store });
    const batchesBefore = store.batches.length;

    log.record(moved('s1', 'q2', 2));
    log.record(moved('s1', 'q4', 4));
    await applyEvents(projections, log.events.slice(-2), { store });

    const writes = store.batches.slice(batchesBefore).flatMap((batch) => batch.operations);
    expect(writes.filter((operation) => operation.collection === SET_QUESTIONS)).toEqual([]);
  });

  it('given a move past the end (an event the decider would not have made), then the question goes last', async () => {
    const log = setOf(3);
    log.record(moved('s1', 'q0', 99));

    const { store } = await applyEvents(projections, log.events);

    expect(orderOf(store.all(SET_QUESTIONS), 's1')).toEqual({ ids: ['q1', 'q2', 'q0'], distinct: true });
  });

  it('given the moves replayed onto the store that already holds them, then nothing changes', async () => {
    const log = setOf(4);
    log.record(moved('s1', 'q3', 0));
    log.record(moved('s1', 'q1', 3));
    const { store } = await applyEvents(projections, log.events);
    const before = store.all(SET_QUESTIONS);

    for (const batchSize of [1, 2, Number.POSITIVE_INFINITY])
      await applyEvents(projections, log.events, { store, batchSize });

    expect(orderOf(before as SetQuestion[], 's1').ids).toEqual(['q3', 'q0', 'q2', 'q1']);
    expect(store.all(SET_QUESTIONS)).toEqual(before);
  });
});
