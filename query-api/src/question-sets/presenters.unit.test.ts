import type { QuestionSetListing, SetQuestion } from '@exam/projections';
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

const question = (id: string, orderIndex: number): SetQuestion => ({
  id,
  questionSetId: 'set-1',
  orderIndex,
  text: `問題 ${id}`,
  questionType: 'single',
  options: [
    { id: `${id}-a`, text: '正解', isCorrect: true, label: 'A' },
    { id: `${id}-b`, text: '誤り', isCorrect: false, label: 'B' },
  ],
  explanation: '<p>解説</p>',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  _position: 7,
});

describe('presentQuestionSet', () => {
  it('given a free listing, when presented, then the storage guard is gone and access is free and unlimited', () => {
    const presented = presentQuestionSet(listing());
    expect(presented).not.toHaveProperty('_position');
    expect(presented).toMatchObject({
      id: 'set-1',
      hasAccess: true,
      accessType: 'free',
      remainingDays: null,
    });
  });

  it.each([
    ['flagged paid', { isPaid: true, price: 0 }],
    ['priced but not flagged', { isPaid: false, price: 500 }],
  ])('given a set %s, when presented, then the caller is in trial without access', (_, pricing) => {
    expect(presentQuestionSet(listing(pricing))).toMatchObject({
      hasAccess: false,
      accessType: 'trial',
      remainingDays: null,
    });
  });
});

describe('presentQuestionSetDetail', () => {
  it('given questions out of order, when presented, then they are ordered and carry no answers and no explanations', () => {
    const detail = presentQuestionSetDetail(listing(), [question('q2', 1), question('q1', 0)]);
    expect(detail.questions.map((item) => item.id)).toEqual(['q1', 'q2']);
    expect(detail.questions[0]).toEqual({
      id: 'q1',
      text: '問題 q1',
      questionType: 'single',
      orderIndex: 0,
      options: [
        { id: 'q1-a', text: '正解', label: 'A' },
        { id: 'q1-b', text: '誤り', label: 'B' },
      ],
    });
  });
});
