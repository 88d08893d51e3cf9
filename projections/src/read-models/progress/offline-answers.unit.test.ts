import type { PracticeEvent, QuestionSetEvent } from '@exam/domain';
import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { learningProjections } from '../../learning.js';
import { applyEvents } from '../../test-support/apply-events.js';
import { question, setCreated } from '../../test-support/events.js';
import { LEARNING_CARDS, type LearningCard } from '../learning-cards/types.js';
import { WRONG_ANSWERS, type WrongAnswerDocument } from '../wrong-answers/types.js';
import { PROGRESS, PROGRESS_RECORDS, type ProgressDocument, type ProgressRecord } from './types.js';

const owner = { userId: 'u1', questionSetId: 's1' };
const recordedAt = (minute: number) => new Date(Date.UTC(2026, 10, 20, 12, minute)).toISOString();
/** Two days before the log: when the offline answers were given. */
const offlineAt = (minute: number) => new Date(Date.UTC(2026, 10, 18, 8, minute)).toISOString();

const recorded = (events: RecordedEvent[], event: PracticeEvent | QuestionSetEvent) => {
  const position = events.length + 1;
  events.push({
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    type: event.type,
    data: event.data,
    metadata: { at: recordedAt(position) },
    streamName: 'userId' in event.data ? 'practice-u1-s1' : 'questionSet-s1',
    revision: position - 1,
    position,
  });
};
const answer = (
  questionId: string,
  index: number,
  isCorrect: boolean,
  answeredAt?: string,
): PracticeEvent => ({
  type: 'AnswerRecorded',
  data: {
    ...owner,
    questionId,
    questionIndex: index,
    selectedOptionIds: [`${questionId}-o${isCorrect ? 0 : 1}`],
    isCorrect,
    timeSpentMs: 1000,
    mode: 'normal',
    ...(answeredAt ? { clientId: `client-${questionId}-${answeredAt}`, answeredAt } : {}),
  },
});

describe('answers given offline and recorded later', () => {
  it('given an online answer, then offline answers of two days before, then the read models see them when they were given', async () => {
    const events: RecordedEvent[] = [];
    recorded(events, setCreated('s1'));
    for (const index of [0, 1])
      recorded(events, {
        type: 'QuestionAdded',
        data: { questionSetId: 's1', position: index, question: question(`q${index}`) },
      });
    recorded(events, answer('q0', 0, false));
    recorded(events, answer('q1', 1, false, offlineAt(5)));
    recorded(events, answer('q0', 0, false, offlineAt(1)));

    const { store } = await applyEvents(learningProjections, events);

    const [progress] = store.all<ProgressDocument>(PROGRESS);
    expect(progress?.lastAccessed).toBe(recordedAt(4));
    const records = store.all<ProgressRecord>(PROGRESS_RECORDS);
    expect(records.find((record) => record.questionId === 'q1')).toMatchObject({
      createdAt: offlineAt(5),
      updatedAt: offlineAt(5),
    });
    expect(
      store.all<WrongAnswerDocument>(WRONG_ANSWERS).find((entry) => entry.questionId === 'q1'),
    ).toMatchObject({ createdAt: offlineAt(5) });
    const cards = store.all<LearningCard>(LEARNING_CARDS);
    expect(cards.find((card) => card.questionId === 'q1')?.lastReview).toBe(offlineAt(5));
    // q0 was reviewed online after the offline answer was given: its schedule never goes back in time.
    const q0 = cards.find((card) => card.questionId === 'q0');
    expect(q0?.lastReview).toBe(recordedAt(4));
    expect(q0?.reps).toBe(2);
  });

  it('given newer online answers, when older offline answers of the same questions arrive, then the newest answer stays the record', async () => {
    const events: RecordedEvent[] = [];
    recorded(events, setCreated('s1'));
    for (const index of [0, 1])
      recorded(events, {
        type: 'QuestionAdded',
        data: { questionSetId: 's1', position: index, question: question(`q${index}`) },
      });
    recorded(events, answer('q0', 0, true));
    recorded(events, answer('q1', 1, false));
    recorded(events, answer('q0', 0, false, offlineAt(1)));
    recorded(events, answer('q1', 1, true, offlineAt(2)));

    const { store } = await applyEvents(learningProjections, events);

    const [progress] = store.all<ProgressDocument>(PROGRESS);
    expect(progress).toMatchObject({ completedQuestions: 2, correctAnswers: 1 });
    const records = store.all<ProgressRecord>(PROGRESS_RECORDS);
    expect(records.find((record) => record.questionId === 'q0')).toMatchObject({
      isCorrect: true,
      createdAt: offlineAt(1),
      updatedAt: recordedAt(4),
    });
    expect(records.find((record) => record.questionId === 'q1')).toMatchObject({
      isCorrect: false,
      updatedAt: recordedAt(5),
    });
    const book = store.all<WrongAnswerDocument>(WRONG_ANSWERS);
    // The offline mistake on q0 happened, and was put right since: in the book, resolved.
    expect(book.find((entry) => entry.questionId === 'q0')).toMatchObject({
      resolved: true,
      createdAt: offlineAt(1),
    });
    // The older right answer on q1 does not resolve the newer mistake.
    expect(book.find((entry) => entry.questionId === 'q1')).toMatchObject({ resolved: false });
  });
});

describe('学習時間 after more practice (issue 40)', () => {
  it('given a faster re-answer and a late offline answer of a question answered since, then the total only grows', async () => {
    const events: RecordedEvent[] = [];
    recorded(events, setCreated('s1'));
    recorded(events, {
      type: 'QuestionAdded',
      data: { questionSetId: 's1', position: 0, question: question('q0') },
    });
    const totals: number[] = [];
    for (const next of [
      answer('q0', 0, false),
      answer('q0', 0, true),
      answer('q0', 0, false, offlineAt(1)),
    ]) {
      recorded(events, next);
      const { store } = await applyEvents(learningProjections, events);
      totals.push(store.all<ProgressDocument>(PROGRESS)[0]?.totalTimeSpent ?? -1);
    }
    expect(totals).toEqual([1000, 2000, 3000]);
  });
});
