import { expect } from 'vitest';
import { DomainError } from '../../errors/index.js';
import { deciderSpec } from '../../test-support/decider-spec.js';
import type { QuestionInput } from '../commands.js';
import { questionSetDecider } from '../decider.js';
import type { QuestionData, QuestionSetCreated, QuestionSetEvent } from '../events.js';

/** given(events).when(command) -> the decided events, as an array. */
export const { given } = deciderSpec(questionSetDecider);

/** Runs the decision and returns the DomainError it threw (fails the test when nothing was thrown). */
export const rejection = (decision: () => unknown): DomainError => {
  try {
    decision();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected the decision to be refused, but it was accepted');
};

export const expectRejected = (
  decision: () => unknown,
  expected: { status: number; code: string; message: string },
) => {
  const error = rejection(decision);
  expect({ status: error.status, code: error.code, message: error.message }).toEqual(expected);
};

export const SET_ID = '11111111-1111-4111-8111-111111111111';

export const singleQuestion = (id: string, overrides: Partial<QuestionInput> = {}): QuestionInput => ({
  id,
  text: `Question ${id}`,
  questionType: 'single',
  options: [
    { id: `${id}-a`, text: 'Alpha', isCorrect: true },
    { id: `${id}-b`, text: 'Beta', isCorrect: false },
  ],
  explanation: '<p>Because.</p>',
  ...overrides,
});

/** The stored form of singleQuestion (as QuestionAdded carries it). */
export const storedQuestion = (id: string, overrides: Partial<QuestionData> = {}): QuestionData => ({
  id,
  text: `Question ${id}`,
  questionType: 'single',
  options: [
    { id: `${id}-a`, text: 'Alpha', isCorrect: true },
    { id: `${id}-b`, text: 'Beta', isCorrect: false },
  ],
  explanation: '<p>Because.</p>',
  ...overrides,
});

export const setCreated = (overrides: Partial<QuestionSetCreated['data']> = {}): QuestionSetCreated => ({
  type: 'QuestionSetCreated',
  data: {
    questionSetId: SET_ID,
    title: 'ネットワーク基礎',
    description: 'TCP/IP',
    category: 'ネットワーク',
    icon: '🌐',
    cardImage: null,
    isPaid: false,
    price: 0,
    trialQuestions: 0,
    validityPeriod: 180,
    ...overrides,
  },
});

export const questionAdded = (id: string, position: number): QuestionSetEvent => ({
  type: 'QuestionAdded',
  data: { questionSetId: SET_ID, position, question: storedQuestion(id) },
});

export const setDeleted: QuestionSetEvent = { type: 'QuestionSetDeleted', data: { questionSetId: SET_ID } };
