import { describe, expect, it } from 'vitest';
import { fold } from '../decider/index.js';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import type { PracticeCommand, RecordAnswer } from './commands.js';
import { practiceDecider } from './decider.js';
import type { AnswerRecorded, PracticeEvent } from './events.js';

const owner = { userId: 'u1', questionSetId: 's1' };

const { given } = deciderSpec(practiceDecider);

/** Question q<i> sits at orderIndex i; option a is correct (and c too for multiple choice). */
const answer = (
  index: number,
  selected: string[],
  options: { hasAccess?: boolean; trialLimit?: number; multiple?: boolean } = {},
): RecordAnswer => ({
  type: 'RecordAnswer',
  data: {
    ...owner,
    questionId: `q${index}`,
    selectedOptionIds: selected,
    timeSpentMs: 1500,
    mode: 'normal',
    question: {
      orderIndex: index,
      questionType: options.multiple ? 'multiple' : 'single',
      optionIds: ['a', 'b', 'c'],
      correctOptionIds: options.multiple ? ['a', 'c'] : ['a'],
    },
    access: { hasAccess: options.hasAccess ?? true, trialLimit: options.trialLimit ?? 0 },
  },
});

const recorded = (index: number, selected: string[], isCorrect: boolean): AnswerRecorded => ({
  type: 'AnswerRecorded',
  data: {
    ...owner,
    questionId: `q${index}`,
    questionIndex: index,
    selectedOptionIds: selected,
    isCorrect,
    timeSpentMs: 1500,
    mode: 'normal',
  },
});

describe('RecordAnswer', () => {
  it('given access, when the correct option is chosen, then a correct answer is recorded at the server index', () => {
    expect(given().when(answer(4, ['a']))).toEqual([recorded(4, ['a'], true)]);
  });

  it('given a multiple-choice question, when a subset or a superset is chosen, then it is recorded wrong', () => {
    expect(given().when(answer(0, ['a'], { multiple: true }))[0]).toMatchObject({
      data: { isCorrect: false },
    });
    expect(given().when(answer(0, ['a', 'b', 'c'], { multiple: true }))[0]).toMatchObject({
      data: { isCorrect: false },
    });
    expect(given().when(answer(0, ['c', 'a', 'a'], { multiple: true }))[0]).toMatchObject({
      data: { isCorrect: true, selectedOptionIds: ['c', 'a'] },
    });
  });

  it('given no option chosen, then it is refused with the spec text', () => {
    expect(refusal(() => given().when(answer(0, [])))).toEqual({
      status: 400,
      code: 'ANSWER_REQUIRED',
      message: '少なくとも1つの選択肢を選んでください',
    });
  });

  it('given an option of another question, then it is refused', () => {
    expect(refusal(() => given().when(answer(0, ['zz']))).code).toBe('OPTION_NOT_IN_QUESTION');
  });

  describe('given no access and a trial of 2 questions', () => {
    const trial = { hasAccess: false, trialLimit: 2 };
    it('when a trial question is answered, then it is recorded', () => {
      expect(given(recorded(0, ['a'], true)).when(answer(1, ['b'], trial))).toEqual([
        recorded(1, ['b'], false),
      ]);
    });
    it('when a question past the trial is answered, then TRIAL_ENDED (403)', () => {
      expect(refusal(() => given().when(answer(2, ['a'], trial)))).toEqual({
        status: 403,
        code: 'TRIAL_ENDED',
        message: '試用期間が終了しました。続けるには購入してください',
      });
    });
    it('when two distinct questions were answered and a new one comes (reordered set), then TRIAL_ENDED', () => {
      const history = [recorded(5, ['a'], true), recorded(6, ['a'], true)];
      expect(refusal(() => given(...history).when(answer(0, ['a'], trial))).code).toBe('TRIAL_ENDED');
    });
    it('when an answered trial question is answered again, then it is recorded again', () => {
      const history = [recorded(0, ['a'], true), recorded(1, ['a'], true)];
      expect(given(...history).when(answer(1, ['b'], trial))).toEqual([recorded(1, ['b'], false)]);
    });
    it('when the practice was reset, then the trial counts again from zero', () => {
      const history: PracticeEvent[] = [
        recorded(0, ['a'], true),
        recorded(1, ['a'], true),
        { type: 'PracticeReset', data: owner },
      ];
      expect(given(...history).when(answer(0, ['a'], trial))).toHaveLength(1);
    });
  });

  it('given a trial of 0 questions and no access, then the first question is refused', () => {
    expect(refusal(() => given().when(answer(0, ['a'], { hasAccess: false, trialLimit: 0 }))).code).toBe(
      'TRIAL_ENDED',
    );
  });
});

describe('SaveProgress and ResetPractice', () => {
  const save = (lastQuestionIndex: number, timeSpentMs: number): PracticeCommand => ({
    type: 'SaveProgress',
    data: { ...owner, lastQuestionIndex, timeSpentMs },
  });

  it('given a new resume point, then ProgressSaved; the same again is a no-op', () => {
    const saved: PracticeEvent = {
      type: 'ProgressSaved',
      data: { ...owner, lastQuestionIndex: 3, timeSpentMs: 9000 },
    };
    expect(given().when(save(3, 9000))).toEqual([saved]);
    expect(given(saved).when(save(3, 9000))).toEqual([]);
  });

  it('given a saved place, when only the clock is sent, then the place is kept', () => {
    const saved: PracticeEvent = {
      type: 'ProgressSaved',
      data: { ...owner, lastQuestionIndex: 3, timeSpentMs: 9000 },
    };
    expect(given(saved).when({ type: 'SaveProgress', data: { ...owner, timeSpentMs: 12000 } })).toEqual([
      { type: 'ProgressSaved', data: { ...owner, lastQuestionIndex: 3, timeSpentMs: 12000 } },
    ]);
  });

  it('given answers, when reset, then PracticeReset; reset again is a no-op', () => {
    const reset: PracticeEvent = { type: 'PracticeReset', data: owner };
    expect(given(recorded(0, ['a'], true)).when({ type: 'ResetPractice', data: owner })).toEqual([reset]);
    expect(given(recorded(0, ['a'], true), reset).when({ type: 'ResetPractice', data: owner })).toEqual([]);
  });
});

describe('the wrong-answer book', () => {
  const memo = (questionId: string, text: string): PracticeCommand => ({
    type: 'ChangeWrongAnswerMemo',
    data: { ...owner, questionId, memo: text },
  });

  it('given a wrong answer, when a memo is written, then it is recorded; too long is refused', () => {
    expect(given(recorded(0, ['b'], false)).when(memo('q0', 'subnet を復習'))).toEqual([
      { type: 'WrongAnswerMemoChanged', data: { ...owner, questionId: 'q0', memo: 'subnet を復習' } },
    ]);
    expect(refusal(() => given(recorded(0, ['b'], false)).when(memo('q0', 'x'.repeat(1001)))).code).toBe(
      'MEMO_TOO_LONG',
    );
  });

  it('given only right answers, when a memo is written, then the entry is not found', () => {
    expect(refusal(() => given(recorded(0, ['a'], true)).when(memo('q0', 'x'))).status).toBe(404);
  });

  it('given a wrong then a right answer, then the entry stays, resolved, with its memo', () => {
    const state = fold(practiceDecider, [
      recorded(0, ['b'], false),
      { type: 'WrongAnswerMemoChanged', data: { ...owner, questionId: 'q0', memo: 'm' } },
      recorded(0, ['a'], true),
      { type: 'PracticeReset', data: owner },
    ]);
    expect(state.wrongAnswers.get('q0')).toEqual({ selectedOptionIds: ['b'], resolved: true, memo: 'm' });
  });

  it('given a right answer marked 自信なし, then it is recorded guessed and enters the book, marked; a sure right answer resolves it', () => {
    const unsure: RecordAnswer = { ...answer(0, ['a']), data: { ...answer(0, ['a']).data, guessed: true } };
    const guessed = {
      ...recorded(0, ['a'], true),
      data: { ...recorded(0, ['a'], true).data, guessed: true },
    };
    expect(given().when(unsure)).toEqual([guessed]);
    expect(given(guessed).when(memo('q0', 'たまたま正解'))).toHaveLength(1);
    const state = fold(practiceDecider, [guessed]);
    expect(state.wrongAnswers.get('q0')).toEqual({
      selectedOptionIds: ['a'],
      resolved: false,
      memo: '',
      guessedRight: true,
    });
    expect(fold(practiceDecider, [guessed, recorded(0, ['a'], true)]).wrongAnswers.get('q0')).toMatchObject({
      resolved: true,
    });
  });

  it('given a wrong answer, when the client saves it, then it is confirmed without a new event', () => {
    const save = (selected: string[]): PracticeCommand => ({
      type: 'SaveWrongAnswer',
      data: { ...owner, questionId: 'q0', selectedOptionIds: selected },
    });
    expect(given(recorded(0, ['b', 'c'], false)).when(save(['c', 'b']))).toEqual([]);
    expect(refusal(() => given(recorded(0, ['a'], true)).when(save(['a']))).code).toBe(
      'ANSWER_NOT_JUDGED_WRONG',
    );
  });

  it('given an entry, when removed, then WrongAnswerRemoved; removing again is not found', () => {
    const removed: PracticeEvent = { type: 'WrongAnswerRemoved', data: { ...owner, questionId: 'q0' } };
    const remove: PracticeCommand = { type: 'RemoveWrongAnswer', data: { ...owner, questionId: 'q0' } };
    expect(given(recorded(0, ['b'], false)).when(remove)).toEqual([removed]);
    expect(refusal(() => given(recorded(0, ['b'], false), removed).when(remove)).code).toBe(
      'WRONG_ANSWER_NOT_FOUND',
    );
  });
});
