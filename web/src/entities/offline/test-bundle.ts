import type { OfflineBundle } from '@exam/domain/schemas';
import type { BatchReply, OutboxAnswer } from './outbox-sync';

/** A small bundle for the offline tests: q1 single (a correct), q2 multiple (a and c correct). */
export const testBundle = (overrides: Partial<OfflineBundle> = {}): OfflineBundle => ({
  questionSet: {
    id: 's1',
    title: '基本情報',
    category: 'IT',
    questionCount: 2,
    updatedAt: '2026-11-01T00:00:00.000Z',
  },
  accessType: 'paid',
  expiresAt: '2027-01-01T00:00:00.000Z',
  generatedAt: '2026-11-20T00:00:00.000Z',
  questions: [
    {
      id: 'q2',
      number: 2,
      orderIndex: 1,
      text: '二つ選ぶ',
      questionType: 'multiple',
      options: [
        { id: 'a', text: 'A', label: 'A', isCorrect: true },
        { id: 'b', text: 'B', label: 'B', isCorrect: false },
        { id: 'c', text: 'C', label: 'C', isCorrect: true },
      ],
      explanation: '<p>AとC</p>',
    },
    {
      id: 'q1',
      number: 1,
      orderIndex: 0,
      text: '一つ選ぶ',
      questionType: 'single',
      options: [
        { id: 'a', text: 'A', label: 'A', isCorrect: true },
        { id: 'b', text: 'B', label: 'B', isCorrect: false },
      ],
      explanation: '<p>A</p>',
    },
  ],
  ...overrides,
});

/** The n-th answer of a test outbox (minute n of one morning), in set `questionSetId`. */
export const outboxAnswer = (n: number, questionSetId = 's1'): OutboxAnswer => ({
  clientId: `c${n}`,
  questionSetId,
  questionId: `q${n}`,
  selectedOptionIds: ['a'],
  timeSpentMs: 1000,
  answeredAt: new Date(Date.UTC(2026, 10, 20, 8, n)).toISOString(),
});

/** The server's reply recording every answer of a batch as right. */
export const recordedAll = (answers: OutboxAnswer[]): BatchReply => ({
  kind: 'recorded',
  judgements: answers.map(({ clientId }) => ({ clientId, isCorrect: true })),
});
