import type { PracticeEvent, QuestionSetEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { learningProjections } from '../../learning.js';
import { applyEvents } from '../../test-support/apply-events.js';
import { question, setCreated } from '../../test-support/events.js';
import {
  LEARNING_QUESTIONS,
  LEARNING_SETS,
  type LearningQuestion,
  type LearningSet,
} from '../learning-catalogue/types.js';
import { WRONG_ANSWERS, type WrongAnswerDocument } from '../wrong-answers/types.js';
import {
  answeredQuestionsOf,
  PROGRESS,
  PROGRESS_RECORDS,
  type ProgressDocument,
  type ProgressRecord,
} from './types.js';

/** A mixed log (catalogue and practice events), positions from 1, one minute apart. */
const log = () => {
  const events: RecordedEvent[] = [];
  const atOf = (position: number) => new Date(Date.UTC(2025, 0, 1) + position * 60_000).toISOString();
  const record = (event: PracticeEvent | QuestionSetEvent) => {
    const position = events.length + 1;
    events.push({
      id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
      type: event.type,
      data: event.data,
      metadata: { at: atOf(position) },
      streamName: 'userId' in event.data ? `practice-${event.data.userId}-s1` : 'questionSet-s1',
      revision: position - 1,
      position,
    });
  };
  return { events, record, atOf };
};

const owner = { userId: 'u1', questionSetId: 's1' };
const answered = (
  questionId: string,
  questionIndex: number,
  selected: string[],
  isCorrect: boolean,
  timeSpentMs = 1000,
) =>
  ({
    type: 'AnswerRecorded',
    data: {
      ...owner,
      questionId,
      questionIndex,
      selectedOptionIds: selected,
      isCorrect,
      timeSpentMs,
      mode: 'normal',
    },
  }) as const;

const setWithQuestions = (l: ReturnType<typeof log>, count: number) => {
  l.record(setCreated('s1', { title: 'ネットワーク' }));
  for (let index = 0; index < count; index++)
    l.record({
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: index, question: question(`q${index}`) },
    });
};

describe('the learning read models', () => {
  it('given answers with a re-answer, then stats count the latest answer per question and a record per question', async () => {
    const l = log();
    setWithQuestions(l, 3);
    l.record(answered('q0', 0, ['q0-o1'], false, 2000));
    l.record(answered('q0', 0, ['q0-o0'], true, 1000));
    l.record(answered('q1', 1, ['q1-o0'], true, 3000));

    for (const batchSize of [1, Number.POSITIVE_INFINITY]) {
      const { store, notifications } = await applyEvents(learningProjections, l.events, { batchSize });
      const [progress] = store.all<ProgressDocument>(PROGRESS);
      expect(progress).toMatchObject({
        id: 'u1:s1',
        completedQuestions: 2,
        correctAnswers: 2,
        // Every answer's time counts (issue 40: the total never goes down after more practice).
        totalTimeSpent: 6000,
        averageTimeSpent: 2000,
        accuracy: 100,
        lastQuestionIndex: 1,
        lastAccessed: l.atOf(7),
      });
      expect(
        store.all<ProgressRecord>(PROGRESS_RECORDS).find((record) => record.questionId === 'q0'),
      ).toMatchObject({
        id: 'u1:q0',
        questionIndex: 0,
        selectedOption: ['q0-o0'],
        isCorrect: true,
        createdAt: l.atOf(5),
        updatedAt: l.atOf(6),
      });
      // The document keeps counts only; the answers are the records of the set, in set order. The set's
      // title and total are joined at query time, never copied.
      expect(progress).not.toHaveProperty('answeredQuestions');
      expect(progress).not.toHaveProperty('title');
      expect(progress).not.toHaveProperty('totalQuestions');
      expect(answeredQuestionsOf(store.all<ProgressRecord>(PROGRESS_RECORDS).reverse())).toEqual([
        { questionId: 'q0', questionIndex: 0, isCorrect: true, selectedOptionIds: ['q0-o0'] },
        { questionId: 'q1', questionIndex: 1, isCorrect: true, selectedOptionIds: ['q1-o0'] },
      ]);
      expect(notifications.at(-1)).toEqual({
        event: 'invalidate',
        payload: {
          tags: [
            { type: 'Progress', id: 's1' },
            { type: 'WrongAnswer', id: 'LIST' },
          ],
          position: 7,
        },
        rooms: ['user:u1'],
      });
    }
  });

  it('given a wrong answer, a memo and then a right answer, then the entry stays resolved with its memo and the answered options', async () => {
    const l = log();
    setWithQuestions(l, 1);
    l.record(answered('q0', 0, ['q0-o2'], false));
    l.record({ type: 'WrongAnswerMemoChanged', data: { ...owner, questionId: 'q0', memo: '復習する' } });
    l.record(answered('q0', 0, ['q0-o0'], true));

    const { store } = await applyEvents(learningProjections, l.events);

    expect(store.all<WrongAnswerDocument>(WRONG_ANSWERS)).toEqual([
      expect.objectContaining({
        id: 'u1:q0',
        questionSetId: 's1',
        questionId: 'q0',
        selectedOptionIds: ['q0-o2'],
        memo: '復習する',
        resolved: true,
        createdAt: l.atOf(3),
      }),
    ]);
  });

  it('given a right answer marked 自信なし, then it enters the book marked guessedRight; a sure right answer resolves it', async () => {
    const l = log();
    setWithQuestions(l, 2);
    const unsure = answered('q0', 0, ['q0-o0'], true);
    l.record({ ...unsure, data: { ...unsure.data, guessed: true } });
    l.record(answered('q1', 1, ['q1-o0'], true));

    const { store } = await applyEvents(learningProjections, l.events);
    expect(store.all<WrongAnswerDocument>(WRONG_ANSWERS)).toEqual([
      expect.objectContaining({
        id: 'u1:q0',
        selectedOptionIds: ['q0-o0'],
        resolved: false,
        guessedRight: true,
      }),
    ]);

    l.record(answered('q0', 0, ['q0-o0'], true));
    const after = await applyEvents(learningProjections, l.events);
    expect(after.store.all<WrongAnswerDocument>(WRONG_ANSWERS)).toEqual([
      expect.objectContaining({ id: 'u1:q0', resolved: true }),
    ]);
  });

  it('given a reset, then stats and records of the set are cleared and the wrong-answer book stays', async () => {
    const l = log();
    setWithQuestions(l, 2);
    l.record(answered('q0', 0, ['q0-o1'], false));
    l.record({ type: 'ProgressSaved', data: { ...owner, lastQuestionIndex: 1, timeSpentMs: 5000 } });
    l.record({ type: 'PracticeReset', data: owner });

    const { store } = await applyEvents(learningProjections, l.events, { batchSize: 1 });

    expect(store.all<ProgressDocument>(PROGRESS)[0]).toMatchObject({
      completedQuestions: 0,
      correctAnswers: 0,
      accuracy: 0,
      lastQuestionIndex: 0,
    });
    expect(store.all(PROGRESS_RECORDS)).toEqual([]);
    expect(store.all(WRONG_ANSWERS)).toHaveLength(1);
  });

  it('given a question answered before and after a reset, then the later answer counts as a first answer', async () => {
    const l = log();
    setWithQuestions(l, 2);
    l.record(answered('q0', 0, ['q0-o0'], true, 4000));
    l.record(answered('q1', 1, ['q1-o1'], false, 2000));
    l.record({ type: 'PracticeReset', data: owner });
    l.record(answered('q1', 1, ['q1-o0'], true, 1000));

    const { store } = await applyEvents(learningProjections, l.events, { batchSize: 2 });

    expect(store.all<ProgressDocument>(PROGRESS)[0]).toMatchObject({
      completedQuestions: 1,
      correctAnswers: 1,
      totalTimeSpent: 1000,
      averageTimeSpent: 1000,
      accuracy: 100,
    });
    expect(store.all<ProgressRecord>(PROGRESS_RECORDS)).toEqual([
      expect.objectContaining({ id: 'u1:q1', isCorrect: true, createdAt: l.atOf(7) }),
    ]);
  });

  it('given catalogue edits after practice, then no learner document is rewritten: the set document changes and one notification reaches the set room; removal empties the book', async () => {
    const l = log();
    setWithQuestions(l, 2);
    l.record(answered('q1', 1, ['q1-o1'], false));
    const answeredAt = l.events.length;
    l.record({
      type: 'QuestionSetDetailsChanged',
      data: { ...setCreated('s1').data, title: '新しい題名' } as never,
    });
    l.record({ type: 'QuestionAdded', data: { questionSetId: 's1', position: 2, question: question('q2') } });
    l.record({
      type: 'QuestionChanged',
      data: { questionSetId: 's1', question: question('q1', '改訂された問題') },
    });

    const { store, notifications } = await applyEvents(learningProjections, l.events, { batchSize: 4 });
    expect(store.all<ProgressDocument>(PROGRESS)[0]?._position).toBe(answeredAt);
    expect(store.all<WrongAnswerDocument>(WRONG_ANSWERS)[0]?._position).toBe(answeredAt);
    expect(store.all<LearningSet>(LEARNING_SETS)).toEqual([
      expect.objectContaining({ id: 's1', title: '新しい題名', questionCount: 3 }),
    ]);
    expect(store.all<LearningQuestion>(LEARNING_QUESTIONS).find((q) => q.id === 'q1')).toMatchObject({
      text: '改訂された問題',
    });
    expect(notifications.at(-1)).toEqual({
      event: 'invalidate',
      payload: {
        tags: [
          { type: 'Progress', id: 's1' },
          { type: 'WrongAnswer', id: 'LIST' },
        ],
        position: l.events.length,
      },
      rooms: ['set:s1'],
    });

    l.record({ type: 'QuestionRemoved', data: { questionSetId: 's1', questionId: 'q1' } });
    const after = await applyEvents(learningProjections, l.events);
    expect(after.store.all(WRONG_ANSWERS)).toEqual([]);
    expect(after.store.all<LearningSet>(LEARNING_SETS)[0]).toMatchObject({ questionCount: 2 });
  });

  it('given a practised set deleted, then its learner documents go in filtered deletes, not one delete each', async () => {
    const l = log();
    setWithQuestions(l, 3);
    for (const userId of ['u1', 'u2', 'u3'])
      for (const index of [0, 1, 2]) {
        const answer = answered(`q${index}`, index, [`q${index}-o1`], false);
        l.record({ ...answer, data: { ...answer.data, userId } });
      }
    l.record({ type: 'QuestionSetDeleted', data: { questionSetId: 's1' } });
    const { store } = await applyEvents(learningProjections, l.events, { batchSize: 4 });

    for (const collection of [PROGRESS, PROGRESS_RECORDS, WRONG_ANSWERS, LEARNING_QUESTIONS, LEARNING_SETS])
      expect(store.all(collection)).toEqual([]);
    const lastBatch = store.batches.at(-1)?.operations ?? [];
    expect(lastBatch.filter((operation) => operation.kind === 'delete')).toEqual([
      expect.objectContaining({ collection: LEARNING_SETS, id: 's1' }),
    ]);
    expect(lastBatch.filter((operation) => operation.kind === 'deleteMany').length).toBeGreaterThanOrEqual(4);
  });

  it('given the history replayed onto the store that holds it, then nothing changes', async () => {
    const l = log();
    setWithQuestions(l, 2);
    l.record(answered('q0', 0, ['q0-o1'], false));
    l.record(answered('q1', 1, ['q1-o0'], true));
    l.record({ type: 'WrongAnswerRemoved', data: { ...owner, questionId: 'q0' } });
    const { store } = await applyEvents(learningProjections, l.events);
    const before = [store.all(PROGRESS), store.all(PROGRESS_RECORDS), store.all(WRONG_ANSWERS)];
    await applyEvents(learningProjections, l.events, { store, batchSize: 2 });
    expect([store.all(PROGRESS), store.all(PROGRESS_RECORDS), store.all(WRONG_ANSWERS)]).toEqual(before);
  });
});
