import { describe, expect, it } from 'vitest';
import { fold } from '../decider/index.js';
import type { QuestionSetCommand } from './commands.js';
import { questionSetDecider } from './decider.js';
import type { QuestionSetEvent } from './events.js';
import { expectRejected, given, questionAdded, SET_ID, setCreated } from './test-support/given-when-then.js';

const withFour = [
  setCreated(),
  questionAdded('q1', 0),
  questionAdded('q2', 1),
  questionAdded('q3', 2),
  questionAdded('q4', 3),
];
const move = (questionId: string, position: number): QuestionSetCommand => ({
  type: 'MoveQuestion',
  data: { questionSetId: SET_ID, questionId, position },
});
const moved = (questionId: string, position: number): QuestionSetEvent => ({
  type: 'QuestionMoved',
  data: { questionSetId: SET_ID, questionId, position },
});
const order = (events: QuestionSetEvent[]) => {
  const state = fold(questionSetDecider, events);
  return state.status === 'active' ? state.questions.map((question) => question.id) : state.status;
};

describe('MoveQuestion', () => {
  it('given four questions, when the last moves to the front, then the event names only it and its place', () => {
    expect(given(...withFour).when(move('q4', 0))).toEqual([moved('q4', 0)]);
  });

  it('given four questions, when a question is moved to its own place, then nothing is recorded', () => {
    expect(given(...withFour).when(move('q2', 1))).toEqual([]);
  });

  it.each([
    ['before the first place', -1],
    ['past the last place', 4],
    ['not a whole number', 1.5],
  ])(
    'given four questions, when the place is %s, then it is refused with the range in the message',
    (_, position) => {
      expectRejected(() => given(...withFour).when(move('q1', position)), {
        status: 400,
        code: 'QUESTION_POSITION_INVALID',
        message: '移動先の番号は1〜4の整数で指定してください',
      });
    },
  );

  it('given four questions, when an unknown question is moved, then it is refused with 404', () => {
    expectRejected(() => given(...withFour).when(move('q9', 0)), {
      status: 404,
      code: 'QUESTION_NOT_FOUND',
      message: '問題が見つかりません',
    });
  });

  it('given moves down and up, then the others keep their relative order', () => {
    expect(order([...withFour, moved('q1', 2)])).toEqual(['q2', 'q3', 'q1', 'q4']);
    expect(order([...withFour, moved('q4', 1)])).toEqual(['q1', 'q4', 'q2', 'q3']);
    expect(order([...withFour, moved('q2', 3), moved('q3', 0)])).toEqual(['q3', 'q1', 'q4', 'q2']);
  });
});
