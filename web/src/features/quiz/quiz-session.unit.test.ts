import { describe, expect, it } from 'vitest';
import type { AnswerResult } from '../../entities/progress';
import {
  answeredCount,
  initialQuizSession,
  type QuizSession,
  quizSessionReducer,
  saveSnapshotOf,
} from './quiz-session';

const result = (overrides: Partial<AnswerResult> = {}): AnswerResult => ({
  isCorrect: true,
  correctOptionIds: ['a'],
  explanation: '<p>why</p>',
  answeredCount: 1,
  trialLimit: null,
  trialEnded: false,
  ...overrides,
});

const run = (state: QuizSession, ...actions: Parameters<typeof quizSessionReducer>[1][]) =>
  actions.reduce(quizSessionReducer, state);

describe('quizSessionReducer', () => {
  it('given a started session, when options are chosen on a multiple-choice question, then they toggle and the run is unsaved', () => {
    const state = run(
      initialQuizSession(0),
      { type: 'started', index: 2, answers: {}, now: 100 },
      { type: 'optionChosen', optionId: 'a', questionType: 'multiple' },
      { type: 'optionChosen', optionId: 'b', questionType: 'multiple' },
      { type: 'optionChosen', optionId: 'a', questionType: 'multiple' },
    );
    expect(state.currentIndex).toBe(2);
    expect(state.selection).toEqual(['b']);
    expect(state.unsaved).toBe(true);
  });

  it('given an answer, when recorded, then it is kept with its result and the selection clears', () => {
    const state = run(initialQuizSession(0), {
      type: 'answered',
      questionId: 'q1',
      index: 9_998,
      selectedOptionIds: ['b'],
      result: result({ isCorrect: false }),
      timeSpentMs: 4_000,
    });
    // Issue 35: the place's outcome sits in its window's record only.
    expect(state.outcomes).toEqual({ 9900: { 9998: false } });
    expect(state.answers.q1).toEqual({
      selectedOptionIds: ['b'],
      isCorrect: false,
      correctOptionIds: ['a'],
      explanation: '<p>why</p>',
      timeSpentMs: 4_000,
    });
    expect(state.selection).toEqual([]);
    expect(answeredCount(state)).toBe(1);
  });

  it('given an answered question, when answered again, then the first answer stays (options are locked)', () => {
    const answer = (isCorrect: boolean) => ({
      type: 'answered' as const,
      questionId: 'q1',
      index: 0,
      selectedOptionIds: ['a'],
      result: result({ isCorrect }),
      timeSpentMs: 1,
    });
    const state = run(initialQuizSession(0), answer(true), answer(false));
    expect(state.answers.q1?.isCorrect).toBe(true);
  });

  it('given a selection, when moving to another question, then the selection clears and the clock restarts', () => {
    const state = run(
      initialQuizSession(0),
      { type: 'optionChosen', optionId: 'a', questionType: 'single' },
      { type: 'movedTo', index: 1, now: 500 },
    );
    expect(state).toMatchObject({ currentIndex: 1, selection: [], shownAt: 500 });
  });

  it('given a completed quiz, when an option is chosen, then nothing changes', () => {
    const done = run(initialQuizSession(0), { type: 'completed' });
    expect(quizSessionReducer(done, { type: 'optionChosen', optionId: 'a', questionType: 'single' })).toBe(
      done,
    );
  });

  it('given unsaved changes, when saved, then the run is clean', () => {
    const state = run(
      initialQuizSession(0),
      { type: 'optionChosen', optionId: 'a', questionType: 'single' },
      { type: 'saved' },
    );
    expect(state.unsaved).toBe(false);
  });

  it('given restored answers, when started, then they are kept and nothing is unsaved', () => {
    const answers = {
      q9: {
        selectedOptionIds: ['x'],
        isCorrect: true,
        correctOptionIds: ['x'],
        explanation: '',
        timeSpentMs: 0,
      },
    };
    const state = run(
      initialQuizSession(0),
      { type: 'trialEnded' },
      { type: 'started', index: 0, answers, now: 7 },
    );
    expect(state).toMatchObject({ answers, unsaved: false, trialEnded: false, shownAt: 7 });
  });

  it('given answers from the other device, when they arrive, then only unanswered questions take them and nobody moves', () => {
    const answer = (optionId: string, isCorrect: boolean) => ({
      selectedOptionIds: [optionId],
      isCorrect,
      correctOptionIds: ['a'],
      explanation: '',
      timeSpentMs: 0,
    });
    const mine = answer('a', true);
    const state = run(
      initialQuizSession(0),
      { type: 'started', index: 2, answers: { q1: mine }, now: 1 },
      { type: 'answersArrived', answers: { q1: answer('b', false), q2: answer('b', false) } },
    );
    expect(state.answers).toEqual({ q1: mine, q2: answer('b', false) });
    expect(state).toMatchObject({ currentIndex: 2, unsaved: false });
    const same = run(state, { type: 'answersArrived', answers: { q2: answer('a', true) } });
    expect(same).toBe(state);
  });
});

describe('the run’s wall time (issue 40: 合計時間 counts the reading too)', () => {
  it('given a run started at 0 and completed 8 minutes later, then it ran 8 minutes', () => {
    const done = quizSessionReducer(initialQuizSession(0), { type: 'completed', now: 480_000 });
    expect([done.startedAt, done.completedAt]).toEqual([0, 480_000]);
    expect(quizSessionReducer(done, { type: 'completed', now: 999_999 }).completedAt).toBe(480_000);
  });
});

describe('the manual save’s snapshot', () => {
  it('given two answers and an option picked on the current question, when saved, then the snapshot holds both answers, the place, the pick and their summed time', () => {
    const answered = (questionId: string, index: number, timeSpentMs: number) =>
      ({
        type: 'answered',
        questionId,
        index,
        selectedOptionIds: ['a'],
        result: result(),
        timeSpentMs,
      }) as const;
    const state = run(
      initialQuizSession(0),
      { type: 'started', index: 0, answers: {}, now: 0 },
      answered('q1', 0, 4_000),
      answered('q2', 1, 6_500),
      { type: 'movedTo', index: 2, now: 10 },
      { type: 'optionChosen', optionId: 'c', questionType: 'single' },
    );
    const snapshot = saveSnapshotOf(state, { setId: 's1', currentId: 'q3', total: 10 });
    expect(snapshot).toMatchObject({
      setId: 's1',
      lastQuestionIndex: 2,
      totalQuestions: 10,
      timeSpentMs: 10_500,
    });
    expect(Object.keys(snapshot.answeredQuestions)).toEqual(['q1', 'q2']);
    expect(snapshot.selection).toEqual({ questionId: 'q3', optionIds: ['c'] });
  });

  it('given nothing picked on the current question, when saved, then the snapshot carries no selection', () => {
    const state = run(initialQuizSession(0), { type: 'started', index: 0, answers: {}, now: 0 });
    expect(saveSnapshotOf(state, { setId: 's1', currentId: 'q1', total: 1 }).selection).toBeNull();
  });
});
