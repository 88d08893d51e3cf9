import type { AnsweredQuestion, AnswerResult } from '../../entities/progress';
import { type OutcomesByWindow, withOutcome } from './question-source';
import { chooseOption } from './selection';
import type { SaveSnapshot } from './use-progress-save';

/** The state of one quiz run; pure, so every transition of spec §4 "Question card" is testable. */
export type QuizSession = {
  currentIndex: number;
  /** Options picked on the current question, not yet submitted. */
  selection: string[];
  /** Answers by question id: from this run, or restored from the server or local storage. */
  answers: Record<string, AnsweredQuestion>;
  /** This run's answers by place (issue 35: the sheet colours a page without its questions' ids). */
  outcomes: OutcomesByWindow;
  completed: boolean;
  trialEnded: boolean;
  /** Something changed since the last save (manual save is enabled only then). */
  unsaved: boolean;
  /** When the current question was shown, for the time spent on it. */
  shownAt: number;
  /** When the run began and ended: the summary's 合計時間 is the session, reading included (issue 40). */
  startedAt: number;
  completedAt: number | null;
};

export type QuizSessionAction =
  | { type: 'started'; index: number; answers: Record<string, AnsweredQuestion>; now: number }
  | { type: 'optionChosen'; optionId: string; questionType: 'single' | 'multiple' }
  | {
      type: 'answered';
      questionId: string;
      /** The question's place in the run. */
      index: number;
      selectedOptionIds: string[];
      result: AnswerResult;
      timeSpentMs: number;
    }
  /** Answers saved on the learner's other device (a realtime refetch of their progress). */
  | { type: 'answersArrived'; answers: Record<string, AnsweredQuestion> }
  | { type: 'movedTo'; index: number; now: number }
  | { type: 'completed'; now?: number }
  | { type: 'trialEnded' }
  | { type: 'saved' };

export const initialQuizSession = (now: number): QuizSession => ({
  currentIndex: 0,
  selection: [],
  answers: {},
  outcomes: {},
  completed: false,
  trialEnded: false,
  unsaved: false,
  shownAt: now,
  startedAt: now,
  completedAt: null,
});

export function quizSessionReducer(state: QuizSession, action: QuizSessionAction): QuizSession {
  switch (action.type) {
    case 'started':
      return { ...initialQuizSession(action.now), currentIndex: action.index, answers: action.answers };
    case 'optionChosen':
      if (state.completed) return state;
      return {
        ...state,
        selection: chooseOption(state.selection, action.optionId, action.questionType),
        unsaved: true,
      };
    case 'answered': {
      // Options lock after answering: a second answer to the same question is ignored.
      if (state.answers[action.questionId]) return state;
      const { isCorrect, correctOptionIds, explanation } = action.result;
      return {
        ...state,
        answers: {
          ...state.answers,
          [action.questionId]: {
            selectedOptionIds: action.selectedOptionIds,
            isCorrect,
            correctOptionIds,
            explanation,
            timeSpentMs: action.timeSpentMs,
          },
        },
        outcomes: withOutcome(state.outcomes, action.index, isCorrect),
        selection: [],
        unsaved: true,
      };
    }
    case 'answersArrived': {
      // Only questions this run has not answered: an answer given here is never replaced, and the learner is
      // not moved. Nothing becomes unsaved: these answers are already on the server.
      const added = Object.entries(action.answers).filter(([id]) => !state.answers[id]);
      if (added.length === 0) return state;
      return { ...state, answers: { ...state.answers, ...Object.fromEntries(added) } };
    }
    case 'movedTo':
      if (action.index === state.currentIndex) return state;
      return { ...state, currentIndex: action.index, selection: [], shownAt: action.now, unsaved: true };
    case 'completed':
      return { ...state, completed: true, completedAt: state.completedAt ?? action.now ?? null };
    case 'trialEnded':
      return { ...state, trialEnded: true };
    case 'saved':
      return { ...state, unsaved: false };
  }
}

export const answeredCount = (session: QuizSession) => Object.keys(session.answers).length;

/** What a manual save sends: the run's answers, where it stands, and the options picked on the current question. */
export const saveSnapshotOf = (
  session: QuizSession,
  run: { setId: string; currentId: string | undefined; total: number },
): SaveSnapshot => ({
  setId: run.setId,
  lastQuestionIndex: session.currentIndex,
  answeredQuestions: session.answers,
  selection:
    run.currentId !== undefined && session.selection.length > 0
      ? { questionId: run.currentId, optionIds: session.selection }
      : null,
  totalQuestions: run.total,
  timeSpentMs: Object.values(session.answers).reduce((sum, answer) => sum + answer.timeSpentMs, 0),
});
