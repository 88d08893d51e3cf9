import type { QuestionSetEvent } from '@exam/domain';
import { question, setCreated } from './events.js';

/**
 * A varied catalogue history: several sets, questions inserted at the front and in the middle, changed,
 * removed and reordered, featuring, pricing, and one deleted set.
 */
export const catalogueHistory = (prefix = 'h'): QuestionSetEvent[] => {
  const set = (n: number) => `${prefix}-set-${n}`;
  const q = (s: number, n: number) => `${prefix}-q-${s}-${n}`;
  const events: QuestionSetEvent[] = [];
  for (let s = 1; s <= 4; s += 1) {
    events.push(
      setCreated(set(s), {
        category: s % 2 === 0 ? 'クラウド' : 'データベース',
        isPaid: s === 3,
        price: s === 3 ? 1500 : 0,
      }),
    );
    for (let n = 1; n <= 6; n += 1) {
      events.push({
        type: 'QuestionAdded',
        data: { questionSetId: set(s), position: n % 3 === 0 ? 0 : n - 1, question: question(q(s, n)) },
      });
    }
  }
  events.push(
    { type: 'QuestionSetFeatured', data: { questionSetId: set(1), featuredCategory: '人気' } },
    { type: 'QuestionChanged', data: { questionSetId: set(1), question: question(q(1, 2), 'reworded', 4) } },
    { type: 'QuestionRemoved', data: { questionSetId: set(1), questionId: q(1, 3) } },
    {
      type: 'QuestionsReordered',
      data: { questionSetId: set(2), questionIds: [q(2, 6), q(2, 5), q(2, 4), q(2, 3), q(2, 2), q(2, 1)] },
    },
    { type: 'QuestionMoved', data: { questionSetId: set(2), questionId: q(2, 1), position: 1 } },
    { type: 'QuestionMoved', data: { questionSetId: set(2), questionId: q(2, 2), position: 4 } },
    {
      type: 'QuestionSetPricingChanged',
      data: { questionSetId: set(2), isPaid: true, price: 800, trialQuestions: 2, validityPeriod: 30 },
    },
    {
      type: 'QuestionSetDetailsChanged',
      data: {
        questionSetId: set(3),
        title: 'ネットワーク',
        description: 'd',
        category: 'ネットワーク',
        icon: '🌐',
        cardImage: null,
      },
    },
    { type: 'QuestionSetDeleted', data: { questionSetId: set(4) } },
    { type: 'QuestionSetUnfeatured', data: { questionSetId: set(1) } },
    { type: 'QuestionAdded', data: { questionSetId: set(1), position: 1, question: question(q(1, 7)) } },
  );
  return events;
};
