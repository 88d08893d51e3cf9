import { describe, expect, it } from 'vitest';
import { fold } from '../decider/index.js';
import { questionSetDecider } from './decider.js';
import type { QuestionSetEvent } from './events.js';
import {
  questionAdded,
  SET_ID,
  setCreated,
  setDeleted,
  storedQuestion,
} from './test-support/given-when-then.js';

const ids = (events: QuestionSetEvent[]) => {
  const state = fold(questionSetDecider, events);
  return state.status === 'active' ? state.questions.map((question) => question.id) : state.status;
};

describe('evolveQuestionSet', () => {
  it('given no events, then the set is absent', () => {
    expect(fold(questionSetDecider, [])).toEqual({ status: 'absent' });
  });

  it('given a created set with details, pricing and featuring, then the state holds them', () => {
    const state = fold(questionSetDecider, [
      setCreated({ isPaid: true, price: 800 }),
      { type: 'QuestionSetFeatured', data: { questionSetId: SET_ID, featuredCategory: '人気' } },
    ]);
    expect(state).toMatchObject({
      status: 'active',
      questionSetId: SET_ID,
      details: { title: 'ネットワーク基礎', cardImage: null },
      pricing: { isPaid: true, price: 800, trialQuestions: 0, validityPeriod: 180 },
      featuredCategory: '人気',
      questions: [],
    });
  });

  it('given questions added at chosen positions, then the order follows the positions', () => {
    expect(ids([setCreated(), questionAdded('a', 0), questionAdded('b', 0), questionAdded('c', 1)])).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('given changes, removals and a reorder, then the state follows them', () => {
    const events: QuestionSetEvent[] = [
      setCreated(),
      questionAdded('a', 0),
      questionAdded('b', 1),
      questionAdded('c', 2),
      { type: 'QuestionRemoved', data: { questionSetId: SET_ID, questionId: 'b' } },
      { type: 'QuestionsReordered', data: { questionSetId: SET_ID, questionIds: ['c', 'a'] } },
      {
        type: 'QuestionChanged',
        data: { questionSetId: SET_ID, question: storedQuestion('a', { text: 'changed' }) },
      },
      { type: 'QuestionSetUnfeatured', data: { questionSetId: SET_ID } },
    ];
    const state = fold(questionSetDecider, events);
    expect(ids(events)).toEqual(['c', 'a']);
    expect(state).toMatchObject({
      featuredCategory: null,
      questions: [{ id: 'c' }, { id: 'a', text: 'changed' }],
    });
  });

  it('given details and pricing changes, then the latest values win', () => {
    const state = fold(questionSetDecider, [
      setCreated(),
      {
        type: 'QuestionSetDetailsChanged',
        data: {
          questionSetId: SET_ID,
          title: 'T',
          description: 'D',
          category: 'C',
          icon: 'I',
          cardImage: 'x.png',
        },
      },
      {
        type: 'QuestionSetPricingChanged',
        data: { questionSetId: SET_ID, isPaid: true, price: 100, trialQuestions: 2, validityPeriod: 30 },
      },
    ]);
    expect(state).toMatchObject({
      details: { title: 'T', description: 'D', category: 'C', icon: 'I', cardImage: 'x.png' },
      pricing: { isPaid: true, price: 100, trialQuestions: 2, validityPeriod: 30 },
    });
  });

  it('given a deleted set, then the state is deleted and later events are ignored', () => {
    expect(fold(questionSetDecider, [setCreated(), setDeleted, questionAdded('a', 0)])).toEqual({
      status: 'deleted',
      questionSetId: SET_ID,
    });
  });
});
