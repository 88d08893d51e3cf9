import type { NumberedQuestion, QuestionSetListing } from '@exam/projections';
import { describe, expect, it } from 'vitest';
import { presentQuestionSet, presentQuestionSetDetail } from './presenters.js';

const listing = (overrides: Partial<QuestionSetListing> = {}): QuestionSetListing => ({
  id: 'set-1',
  title: 'データベース基礎',
  description: 'SQLの基本',
  category: 'データベース',
  icon: '🗄️',
  cardImage: null,
  isPaid: false,
  price: 0,
  trialQuestions: 0,
  validityPeriod: 180,
  isFeatured: false,
  featuredCategory: null,
  questionCount: 2,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  _position: 7,
  ...overrides,
});

const question = (id: string, orderIndex: number): NumberedQuestion => ({
  id,
  questionSetId: 'set-1',
  rank: `a${orderIndex}`,
  orderIndex,
  text: `問題 ${id}`,
  questionType: 'single',
  options: [
    { id: `${id}-a`, text: '正解', isCorrect: true, label: 'A' },
    { id: `${id}-b`, text: '誤り', isCorrect: false, label: 'B' },
  ],
  explanation: '<p>解説</p>',
  keepOptionOrder: false,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  _position: 7,
});

const FREE = {
  hasAccess: true,
  accessType: 'free',
  remainingDays: null,
  expiresAt: null,
  trialLimit: 0,
} as const;
const TRIAL_OF_ONE = {
  hasAccess: false,
  accessType: 'trial',
  remainingDays: null,
  expiresAt: null,
  trialLimit: 1,
} as const;

describe('presentQuestionSet', () => {
  it('given a free listing, when presented, then the storage guard is gone and the access fields are added', () => {
    const presented = presentQuestionSet(listing(), FREE);
    expect(presented).not.toHaveProperty('_position');
    expect(presented).toMatchObject({
      id: 'set-1',
      hasAccess: true,
      accessType: 'free',
      remainingDays: null,
      expiresAt: null,
      trialLimit: 0,
    });
  });
});

const optionIds = (detail: ReturnType<typeof presentQuestionSetDetail>) =>
  detail.questions.map((item) => ('options' in item ? (item.options ?? []).map((option) => option.id) : []));

describe('presentQuestionSetDetail', () => {
  it('given a set that shuffles, when two learners read it, then each gets a stable order of their own, lettered from A', () => {
    const many = Array.from({ length: 30 }, (_, index) => question(`q${index}`, index));
    const forA = presentQuestionSetDetail(listing(), many, FREE, { userId: 'a', isAdmin: false });
    const forAAgain = presentQuestionSetDetail(listing(), many, FREE, { userId: 'a', isAdmin: false });
    const forB = presentQuestionSetDetail(listing(), many, FREE, { userId: 'b', isAdmin: false });
    expect(optionIds(forAAgain)).toEqual(optionIds(forA));
    expect(optionIds(forB)).not.toEqual(optionIds(forA));
    for (const item of forA.questions)
      if ('options' in item) expect(item.options?.map((option) => option.label)).toEqual(['A', 'B']);
  });

  it('given an administrator, when the set is read, then the written order and each question’s flag come back', () => {
    const detail = presentQuestionSetDetail(listing(), [question('q1', 0)], FREE, {
      userId: 'x',
      isAdmin: true,
    });
    expect(optionIds(detail)).toEqual([['q1-a', 'q1-b']]);
    expect(detail.questions[0]).toMatchObject({ keepOptionOrder: false });
  });

  it('given questions out of order and access, when presented, then they are ordered, numbered and carry no answers and no explanations', () => {
    const detail = presentQuestionSetDetail(
      listing({ keepOptionOrder: true }),
      [question('q2', 1), question('q1', 0)],
      FREE,
    );
    expect(detail.questions.map((item) => item.id)).toEqual(['q1', 'q2']);
    expect(detail.questions[0]).toEqual({
      id: 'q1',
      number: 1,
      orderIndex: 0,
      text: '問題 q1',
      questionType: 'single',
      options: [
        { id: 'q1-a', text: '正解', label: 'A' },
        { id: 'q1-b', text: '誤り', label: 'B' },
      ],
      locked: false,
    });
  });

  it('given a trial of one question, when presented, then the second question is a locked stub without content', () => {
    const detail = presentQuestionSetDetail(
      listing({ isPaid: true, price: 800, trialQuestions: 1 }),
      [question('q1', 0), question('q2', 1)],
      TRIAL_OF_ONE,
    );
    expect(detail.questions[0]).toMatchObject({ id: 'q1', locked: false });
    expect(detail.questions[1]).toEqual({ id: 'q2', number: 2, orderIndex: 1, locked: true });
  });
});
