import { describe, expect, it } from 'vitest';
import { applyEvents } from '../../test-support/apply-events.js';
import { eventLog, question } from '../../test-support/events.js';
import { InMemoryDocumentStore } from '../../test-support/in-memory-document-store.js';
import { SET_QUESTION_COUNTS, SET_QUESTIONS, type SetQuestion, type SetQuestionCount } from '../types.js';
import { setQuestionsProjection } from './projection.js';

const projections = [setQuestionsProjection];

const added = (questionSetId: string, id: string, position: number) =>
  ({ type: 'QuestionAdded', data: { questionSetId, position, question: question(id) } }) as const;

/** The ids of a set's questions in rank order, and whether no two share a rank (the order is total). */
const orderOf = (questions: SetQuestion[], questionSetId: string) => {
  const ofSet = questions
    .filter((q) => q.questionSetId === questionSetId)
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  const ranks = ofSet.map((q) => q.rank);
  return { ids: ofSet.map((q) => q.id), distinct: new Set(ranks).size === ranks.length };
};

describe('setQuestionsProjection', () => {
  it('given a question added, then it is stored with lettered options and the event time', async () => {
    const log = eventLog();
    log.record(added('s1', 'q1', 0));

    const { store, notifications } = await applyEvents(projections, log.events);

    expect(store.all<SetQuestion>(SET_QUESTIONS)).toEqual([
      {
        id: 'q1',
        questionSetId: 's1',
        rank: 'a0',
        slot: 0,
        text: 'question q1',
        questionType: 'single',
        options: [
          { id: 'q1-o0', text: 'option 0', isCorrect: true, label: 'A' },
          { id: 'q1-o1', text: 'option 1', isCorrect: false, label: 'B' },
          { id: 'q1-o2', text: 'option 2', isCorrect: false, label: 'C' },
        ],
        explanation: '<p>why q1</p>',
        keepOptionOrder: false,
        createdAt: log.atOf(1),
        updatedAt: log.atOf(1),
        _position: 1,
      },
    ]);
    expect(notifications).toEqual([
      { event: 'invalidate', payload: { tags: [{ type: 'QuestionSet', id: 's1' }], position: 1 } },
    ]);
  });

  it('given questions inserted at the front, in the middle and past the end, then the order is kept contiguous', async () => {
    const log = eventLog();
    log.record(added('s1', 'q1', 0));
    log.record(added('s1', 'q2', 0));
    log.record(added('s1', 'q3', 1));
    log.record(added('s1', 'q4', 99));
    log.record(added('s2', 'other', 0));

    for (const batchSize of [1, Number.POSITIVE_INFINITY]) {
      const { store } = await applyEvents(projections, log.events, { batchSize });
      expect(orderOf(store.all(SET_QUESTIONS), 's1')).toEqual({
        ids: ['q2', 'q3', 'q1', 'q4'],
        distinct: true,
      });
      expect(orderOf(store.all(SET_QUESTIONS), 's2')).toEqual({ ids: ['other'], distinct: true });
    }
  });

  it('given a set of many questions, when questions are appended at the end, then no other question is read or written', async () => {
    const log = eventLog();
    for (let index = 0; index < 200; index++) log.record(added('s1', `q${index}`, index));
    const store = new InMemoryDocumentStore();
    const finds: string[] = [];
    const collection = store.collection.bind(store);
    store.collection = ((name: string) => {
      const inner = collection(name);
      return {
        ...inner,
        find: (...args: Parameters<typeof inner.find>) => {
          finds.push(name);
          return inner.find(...args);
        },
      };
    }) as typeof store.collection;

    await applyEvents(projections, log.events, { store, batchSize: 50 });

    // The set's count document answers where the end is: one find when the set had no count yet (its
    // first question), then none; one write per question.
    expect(finds).toEqual([SET_QUESTIONS]);
    const writes = store.batches.flatMap((batch) => batch.operations);
    expect(writes.filter((operation) => operation.collection === SET_QUESTIONS)).toHaveLength(200);
    expect(orderOf(store.all<SetQuestion>(SET_QUESTIONS), 's1').distinct).toBe(true);
    expect(store.all<SetQuestionCount>(SET_QUESTION_COUNTS)).toEqual([
      expect.objectContaining({ id: 's1', count: 200 }),
    ]);
  });

  it('given a question changed, then its content and updatedAt change and its place and createdAt stay', async () => {
    const log = eventLog();
    log.record(added('s1', 'q1', 0));
    log.record(added('s1', 'q2', 1));
    log.record({
      type: 'QuestionChanged',
      data: {
        questionSetId: 's1',
        question: { ...question('q2', 'edited', 2), questionType: 'multiple', explanation: '<p>new</p>' },
      },
    });

    const { store } = await applyEvents(projections, log.events);

    expect(store.all<SetQuestion>(SET_QUESTIONS).find((q) => q.id === 'q2')).toEqual({
      id: 'q2',
      questionSetId: 's1',
      rank: 'a1',
      slot: 1,
      text: 'edited',
      questionType: 'multiple',
      options: [
        { id: 'q2-o0', text: 'option 0', isCorrect: true, label: 'A' },
        { id: 'q2-o1', text: 'option 1', isCorrect: false, label: 'B' },
      ],
      explanation: '<p>new</p>',
      keepOptionOrder: false,
      createdAt: log.atOf(2),
      updatedAt: log.atOf(3),
      _position: 3,
    });
  });

  it('given a question removed, then the gap is closed', async () => {
    const log = eventLog();
    for (const [index, id] of ['q1', 'q2', 'q3', 'q4'].entries()) log.record(added('s1', id, index));
    log.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q2' } });

    const { store } = await applyEvents(projections, log.events, { batchSize: 2 });

    expect(orderOf(store.all(SET_QUESTIONS), 's1')).toEqual({ ids: ['q1', 'q3', 'q4'], distinct: true });
  });

  it('given questions removed and moved, then the slots stay 0..n-1, one each, whatever the order', async () => {
    const log = eventLog();
    for (let index = 0; index < 6; index++) log.record(added('s1', `q${index}`, index));
    log.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q1' } });
    log.record({ type: 'QuestionMoved', data: { questionSetId: 's1', questionId: 'q4', position: 0 } });
    log.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q5' } });
    log.record(added('s1', 'q6', 1));

    for (const batchSize of [1, Number.POSITIVE_INFINITY]) {
      const { store } = await applyEvents(projections, log.events, { batchSize });
      const slots = Object.fromEntries(store.all<SetQuestion>(SET_QUESTIONS).map((q) => [q.id, q.slot]));

      // q5 took q1's slot when q1 went; then q5 went from it, and q4 (the last slot) took it.
      expect(slots).toEqual({ q0: 0, q4: 1, q2: 2, q3: 3, q6: 4 });
      expect(orderOf(store.all(SET_QUESTIONS), 's1').ids).toEqual(['q4', 'q6', 'q0', 'q2', 'q3']);
    }
  });

  it('given questions reordered, then the ranks follow the new order', async () => {
    const log = eventLog();
    for (const [index, id] of ['q1', 'q2', 'q3'].entries()) log.record(added('s1', id, index));
    log.record({
      type: 'QuestionsReordered',
      data: { questionSetId: 's1', questionIds: ['q3', 'q1', 'q2'] },
    });

    const { store } = await applyEvents(projections, log.events);

    expect(orderOf(store.all(SET_QUESTIONS), 's1')).toEqual({ ids: ['q3', 'q1', 'q2'], distinct: true });
    // A move is not an edit.
    expect(store.all<SetQuestion>(SET_QUESTIONS).find((q) => q.id === 'q3')?.updatedAt).toBe(log.atOf(3));
  });

  it('given a set deleted, then all its questions are gone and other sets keep theirs', async () => {
    const log = eventLog();
    log.record(added('s1', 'q1', 0));
    log.record(added('s1', 'q2', 1));
    log.record(added('s2', 'q3', 0));
    log.record({ type: 'QuestionSetDeleted', data: { questionSetId: 's1' } });

    const { store, notifications } = await applyEvents(projections, log.events, { batchSize: 1 });

    expect(store.all<SetQuestion>(SET_QUESTIONS).map((q) => q.id)).toEqual(['q3']);
    expect(notifications.at(-1)).toEqual({
      event: 'invalidate',
      payload: { tags: [{ type: 'QuestionSet', id: 's1' }], position: 4 },
    });
  });

  it('given a history replayed onto the store that already holds it, then nothing changes', async () => {
    const log = eventLog();
    log.record(added('s1', 'q1', 0));
    log.record(added('s1', 'q2', 0));
    log.record(added('s1', 'q3', 2));
    log.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q2' } });
    log.record({ type: 'QuestionsReordered', data: { questionSetId: 's1', questionIds: ['q3', 'q1'] } });
    log.record(added('s1', 'q4', 1));

    const { store } = await applyEvents(projections, log.events);
    const before = store.all(SET_QUESTIONS);
    for (const batchSize of [1, 3, Number.POSITIVE_INFINITY])
      await applyEvents(projections, log.events, { store, batchSize });

    expect(orderOf(before as SetQuestion[], 's1')).toEqual({ ids: ['q3', 'q4', 'q1'], distinct: true });
    expect(store.all(SET_QUESTIONS)).toEqual(before);
  });
});
