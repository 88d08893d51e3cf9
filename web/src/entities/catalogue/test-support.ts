import type { QuestionSet } from './types';

/** A listing with neutral defaults, for tests; pass only what the test is about. */
export function aSet(overrides: Partial<QuestionSet> & { id: string }): QuestionSet {
  return {
    title: `Set ${overrides.id}`,
    description: '',
    category: '基本情報',
    icon: '',
    cardImage: null,
    isPaid: false,
    price: 0,
    trialQuestions: 0,
    validityPeriod: 180,
    isFeatured: false,
    featuredCategory: null,
    questionCount: 10,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    hasAccess: true,
    accessType: 'free',
    remainingDays: null,
    expiresAt: null,
    trialLimit: 0,
    ...overrides,
  };
}
