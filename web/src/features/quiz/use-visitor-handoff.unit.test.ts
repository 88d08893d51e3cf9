import { describe, expect, it } from 'vitest';
import type { AnsweredQuestion } from '../../entities/progress';
import { questionsToHandOff } from './use-visitor-handoff';

const answer: AnsweredQuestion = {
  selectedOptionIds: ['a'],
  isCorrect: true,
  correctOptionIds: ['a'],
  explanation: '',
  timeSpentMs: 1_000,
};
const questions = [
  { id: 'q1', locked: false },
  { id: 'q2', locked: false },
  { id: 'q3', locked: false },
  { id: 'q4', locked: true },
];

describe('questionsToHandOff', () => {
  it('given a visitor’s trial answers, when they sign in, then those the server lacks go, in question order', () => {
    const sent = questionsToHandOff(questions, { q2: answer, q1: answer }, {});
    expect(sent.map((question) => question.id)).toEqual(['q1', 'q2']);
  });

  it('given answers the server already holds or locked questions, then they are not sent again', () => {
    const sent = questionsToHandOff(questions, { q1: answer, q2: answer, q4: answer }, { q1: answer });
    expect(sent.map((question) => question.id)).toEqual(['q2']);
    expect(questionsToHandOff(questions, {}, {})).toEqual([]);
  });
});
