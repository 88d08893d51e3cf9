import type { AnswerRecorded, PracticeEvent } from './events.js';
import { PersistentMap } from './persistent-map.js';

/** The latest answer of one question since the last reset. */
export type AnsweredQuestion = { questionIndex: number; selectedOptionIds: string[]; isCorrect: boolean };

/**
 * One entry of the wrong-answer book. A later right answer does NOT remove it: it stays, marked
 * `resolved`, until the learner deletes it. Why: the book is a record of mistakes to review; one right
 * answer may be a guess, and removing the entry would silently throw away the learner's memo. A later wrong
 * answer updates the selection and clears `resolved` (the memo stays).
 */
export type WrongAnswerEntry = {
  selectedOptionIds: string[];
  resolved: boolean;
  memo: string;
  /** In the book for a right answer marked 自信なし (not sure), not for a mistake. */
  guessedRight?: boolean;
};

export type PracticeState = {
  /** Since the last reset, keyed by question id: the latest answer of each question. */
  answers: PersistentMap<AnsweredQuestion>;
  lastQuestionIndex: number;
  timeSpentMs: number;
  /** The wrong-answer book of this set; survives resets (resetting a quiz is not deleting one's mistakes). */
  wrongAnswers: PersistentMap<WrongAnswerEntry>;
  /** Selections the server ever judged wrong, per question (keys of sorted ids), for SaveWrongAnswer. */
  judgedWrong: PersistentMap<ReadonlySet<string>>;
  /**
   * Judgement of every answer recorded with a client id (survives resets: a resend is never recorded twice). It grows
   * with every offline answer: like the maps above, a PersistentMap, O(1) per answer where a Map copied per answer
   * made a cold fold O(k²).
   */
  clientAnswers: PersistentMap<boolean>;
};

export const initialPracticeState = (): PracticeState => ({
  answers: PersistentMap.empty(),
  lastQuestionIndex: 0,
  timeSpentMs: 0,
  wrongAnswers: PersistentMap.empty(),
  judgedWrong: PersistentMap.empty(),
  clientAnswers: PersistentMap.empty(),
});

/** A selection as one comparable key: order and repeats do not matter. */
export const selectionKey = (optionIds: readonly string[]): string =>
  JSON.stringify([...new Set(optionIds)].sort());

// Each event changes a fixed number of entries of persistent maps: O(1) per event, whatever the stream's length.
const withEntry = <V>(map: PersistentMap<V>, key: string, value: V) => map.with(key, value);

const recordAnswer = (
  state: PracticeState,
  data: Omit<AnswerRecorded['data'], 'clientId'>,
): PracticeState => {
  const { questionId, questionIndex, selectedOptionIds, isCorrect, guessed } = data;
  const answers = withEntry(state.answers, questionId, { questionIndex, selectedOptionIds, isCorrect });
  const entry = state.wrongAnswers.get(questionId);
  if (isCorrect && guessed) {
    // Right but not sure: into the book (or back to unresolved), marked, to be reviewed like a mistake.
    const wrongAnswers = withEntry(state.wrongAnswers, questionId, {
      selectedOptionIds,
      resolved: false,
      memo: entry?.memo ?? '',
      guessedRight: true,
    });
    return { ...state, answers, lastQuestionIndex: questionIndex, wrongAnswers };
  }
  if (isCorrect) {
    const wrongAnswers = entry
      ? withEntry(state.wrongAnswers, questionId, { ...entry, resolved: true })
      : state.wrongAnswers;
    return { ...state, answers, lastQuestionIndex: questionIndex, wrongAnswers };
  }
  const judged = new Set(state.judgedWrong.get(questionId) ?? []).add(selectionKey(selectedOptionIds));
  return {
    ...state,
    answers,
    lastQuestionIndex: questionIndex,
    wrongAnswers: withEntry(state.wrongAnswers, questionId, {
      selectedOptionIds,
      resolved: false,
      memo: entry?.memo ?? '',
    }),
    judgedWrong: withEntry(state.judgedWrong, questionId, judged),
  };
};

export const evolvePractice = (state: PracticeState, event: PracticeEvent): PracticeState => {
  switch (event.type) {
    case 'AnswerRecorded': {
      const { clientId, ...answer } = event.data;
      return recordAnswer(
        clientId
          ? { ...state, clientAnswers: withEntry(state.clientAnswers, clientId, answer.isCorrect) }
          : state,
        answer,
      );
    }
    case 'ProgressSaved':
      return {
        ...state,
        lastQuestionIndex: event.data.lastQuestionIndex,
        timeSpentMs: event.data.timeSpentMs,
      };
    case 'PracticeReset':
      return { ...state, answers: PersistentMap.empty(), lastQuestionIndex: 0, timeSpentMs: 0 };
    case 'WrongAnswerMemoChanged': {
      const entry = state.wrongAnswers.get(event.data.questionId);
      if (!entry) return state;
      return {
        ...state,
        wrongAnswers: withEntry(state.wrongAnswers, event.data.questionId, {
          ...entry,
          memo: event.data.memo,
        }),
      };
    }
    case 'WrongAnswerRemoved':
      return { ...state, wrongAnswers: state.wrongAnswers.without(event.data.questionId) };
    default:
      return state;
  }
};
