import { describe, expect, it } from 'vitest';
import type { QuestionSetCommand } from './commands.js';
import {
  expectRejected,
  given,
  questionAdded,
  SET_ID,
  setCreated,
  singleQuestion,
  storedQuestion,
} from './test-support/given-when-then.js';

const setOrder = (keepOptionOrder: unknown): QuestionSetCommand => ({
  type: 'ChangeQuestionSetOptionOrder',
  data: { questionSetId: SET_ID, keepOptionOrder: keepOptionOrder as boolean },
});
const orderChanged = (keepOptionOrder: boolean) => ({
  type: 'QuestionSetOptionOrderChanged' as const,
  data: { questionSetId: SET_ID, keepOptionOrder },
});

describe('keeping the written option order', () => {
  it('given a set, when the administrator keeps the written order, then the set records it', () => {
    expect(given(setCreated()).when(setOrder(true))).toEqual([orderChanged(true)]);
  });

  it('given a set that keeps the written order, when it is kept again, then nothing is appended', () => {
    expect(given(setCreated(), orderChanged(true)).when(setOrder(true))).toEqual([]);
  });

  it('given a set that keeps the written order, when learners get their own order back, then that is recorded', () => {
    expect(given(setCreated(), orderChanged(true)).when(setOrder(false))).toEqual([orderChanged(false)]);
  });

  it('given a new set, when its own order is asked for, then nothing is appended (shuffled is the default)', () => {
    expect(given(setCreated()).when(setOrder(false))).toEqual([]);
  });

  it('given a set, when the flag is not a boolean, then it is refused', () => {
    expectRejected(() => given(setCreated()).when(setOrder('yes')), {
      status: 400,
      code: 'OPTION_ORDER_FLAG_INVALID',
      message: '選択肢の並び順の設定は true または false で指定してください',
    });
  });

  it('given a set, when a question is added that keeps its written order, then the question carries the flag', () => {
    const added = given(setCreated()).when({
      type: 'AddQuestion',
      data: { questionSetId: SET_ID, question: { ...singleQuestion('q1'), keepOptionOrder: true } },
    });
    expect(added).toEqual([
      {
        type: 'QuestionAdded',
        data: {
          questionSetId: SET_ID,
          position: 0,
          question: { ...storedQuestion('q1'), keepOptionOrder: true },
        },
      },
    ]);
  });

  it('given a question without the flag, when only the flag changes, then the question changes with it', () => {
    const changed = given(setCreated(), questionAdded('q1', 0)).when({
      type: 'ChangeQuestion',
      data: { questionSetId: SET_ID, questionId: 'q1', question: { keepOptionOrder: true } },
    });
    expect(changed).toEqual([
      {
        type: 'QuestionChanged',
        data: { questionSetId: SET_ID, question: { ...storedQuestion('q1'), keepOptionOrder: true } },
      },
    ]);
  });

  it('given a question that keeps its order, when another field changes, then the flag stays', () => {
    const keeping = {
      type: 'QuestionAdded' as const,
      data: {
        questionSetId: SET_ID,
        position: 0,
        question: { ...storedQuestion('q1'), keepOptionOrder: true as const },
      },
    };
    const changed = given(setCreated(), keeping).when({
      type: 'ChangeQuestion',
      data: { questionSetId: SET_ID, questionId: 'q1', question: { text: '新しい問題文' } },
    });
    expect(changed[0]?.type === 'QuestionChanged' && changed[0].data.question.keepOptionOrder).toBe(true);
  });
});
