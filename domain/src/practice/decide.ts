import { isAnswerCorrect } from '../access/answer-correctness.js';
import { isQuestionReachable } from '../access/trial-limit.js';
import { DomainError } from '../errors/index.js';
import type {
  ChangeWrongAnswerMemo,
  PracticeCommand,
  RecordAnswer,
  RecordAnswers,
  SaveProgress,
  SaveWrongAnswer,
} from './commands.js';
import type { PracticeEvent } from './events.js';
import {
  answerNotJudgedWrong,
  answerRequired,
  MEMO_MAX_LENGTH,
  memoTooLong,
  optionNotInQuestion,
  trialEnded,
  wrongAnswerNotFound,
} from './messages.js';
import { evolvePractice, type PracticeState, selectionKey } from './state.js';

const unique = (ids: readonly string[]) => [...new Set(ids)];

/**
 * Learner spec §4 "Access per set" and "Question card", enforced by the server: without access only
 * questions inside the trial can be answered, and the trial is counted here — once as many distinct
 * questions as the trial allows were answered since the last reset, a question not answered before is
 * refused (a reordered set cannot stretch the trial). Answering an answered question again is allowed.
 */
const recordAnswer = ({ data }: RecordAnswer, state: PracticeState): PracticeEvent[] => {
  // A resend of an answer already recorded (the offline outbox sent it twice): nothing to append.
  if (data.clientId !== undefined && state.clientAnswers.has(data.clientId)) return [];
  const selectedOptionIds = unique(data.selectedOptionIds);
  if (selectedOptionIds.length === 0) throw answerRequired();
  const { hasAccess, trialLimit } = data.access;
  if (!hasAccess) {
    if (!isQuestionReachable({ orderIndex: data.question.orderIndex, hasAccess, trialLimit }))
      throw trialEnded();
    const isNewQuestion = !state.answers.has(data.questionId);
    if (isNewQuestion && state.answers.size >= trialLimit) throw trialEnded();
  }
  // After the trial check: a caller without access never saw a locked question's option ids.
  const optionIds = new Set(data.question.optionIds);
  if (!selectedOptionIds.every((id) => optionIds.has(id))) throw optionNotInQuestion();
  return [
    {
      type: 'AnswerRecorded',
      data: {
        userId: data.userId,
        questionSetId: data.questionSetId,
        questionId: data.questionId,
        questionIndex: data.question.orderIndex,
        selectedOptionIds,
        isCorrect: isAnswerCorrect(
          data.question.questionType,
          selectedOptionIds,
          data.question.correctOptionIds,
        ),
        timeSpentMs: data.timeSpentMs,
        mode: data.mode,
        // Only when marked: answers recorded before the mark existed read the same.
        ...(data.guessed ? { guessed: true } : {}),
        ...(data.clientId === undefined ? {} : { clientId: data.clientId }),
        ...(data.answeredAt === undefined ? {} : { answeredAt: data.answeredAt }),
      },
    },
  ];
};

/**
 * A batch's refusal names the answer it refuses (1-based in the text, 0-based in details.answerIndex), so the
 * client can tell a refusal of one answer from one of the whole set. Anything but a DomainError passes unchanged.
 */
export const refusalOfAnswer = (index: number, error: unknown): unknown =>
  error instanceof DomainError
    ? new DomainError(`${index + 1}件目の解答: ${error.message}`, error.status, error.code, {
        ...error.details,
        answerIndex: index,
      })
    : error;

const withAnswerIndex = <T>(index: number, decide: () => T): T => {
  try {
    return decide();
  } catch (error) {
    throw refusalOfAnswer(index, error);
  }
};

/**
 * Many answers of one set in one request (the offline outbox): each decided as a single RecordAnswer on the
 * state left by the ones before it (so the trial counts them all, and a resend inside the batch is a no-op).
 * One refusal refuses the whole batch: all are appended or none.
 */
const recordAnswers = ({ data, metadata }: RecordAnswers, state: PracticeState): PracticeEvent[] => {
  const { userId, questionSetId } = data;
  const events: PracticeEvent[] = [];
  let current = state;
  for (const [index, answer] of data.answers.entries()) {
    const decided = withAnswerIndex(index, () =>
      recordAnswer(
        {
          type: 'RecordAnswer',
          data: { userId, questionSetId, ...answer },
          ...(metadata ? { metadata } : {}),
        },
        current,
      ),
    );
    current = decided.reduce(evolvePractice, current);
    events.push(...decided);
  }
  return events;
};

/** The same resume point and clock again is a no-op, so a client's periodic save costs nothing. */
const saveProgress = ({ data }: SaveProgress, state: PracticeState): PracticeEvent[] => {
  const lastQuestionIndex = data.lastQuestionIndex ?? state.lastQuestionIndex;
  const timeSpentMs = data.timeSpentMs ?? state.timeSpentMs;
  if (lastQuestionIndex === state.lastQuestionIndex && timeSpentMs === state.timeSpentMs) return [];
  const { userId, questionSetId } = data;
  return [{ type: 'ProgressSaved', data: { userId, questionSetId, lastQuestionIndex, timeSpentMs } }];
};

/** Confirms an entry only; never resurrects one the learner deleted after that answer (see SaveWrongAnswer). */
const saveWrongAnswer = ({ data }: SaveWrongAnswer, state: PracticeState): PracticeEvent[] => {
  if (!state.judgedWrong.get(data.questionId)?.has(selectionKey(data.selectedOptionIds)))
    throw answerNotJudgedWrong();
  return [];
};

const changeMemo = ({ data }: ChangeWrongAnswerMemo, state: PracticeState): PracticeEvent[] => {
  const entry = state.wrongAnswers.get(data.questionId);
  if (!entry) throw wrongAnswerNotFound();
  if (data.memo.length > MEMO_MAX_LENGTH) throw memoTooLong();
  if (entry.memo === data.memo) return [];
  return [{ type: 'WrongAnswerMemoChanged', data: { ...data } }];
};

export const decidePractice = (command: PracticeCommand, state: PracticeState): PracticeEvent[] => {
  const owner = { userId: command.data.userId, questionSetId: command.data.questionSetId };
  switch (command.type) {
    case 'RecordAnswer':
      return recordAnswer(command, state);
    case 'RecordAnswers':
      return recordAnswers(command, state);
    case 'SaveProgress':
      return saveProgress(command, state);
    case 'ResetPractice':
      // Nothing to clear is a no-op: reset twice, or reset a set never practised, appends nothing.
      return state.answers.size === 0 && state.lastQuestionIndex === 0 && state.timeSpentMs === 0
        ? []
        : [{ type: 'PracticeReset', data: owner }];
    case 'SaveWrongAnswer':
      return saveWrongAnswer(command, state);
    case 'ChangeWrongAnswerMemo':
      return changeMemo(command, state);
    case 'RemoveWrongAnswer':
      if (!state.wrongAnswers.has(command.data.questionId)) throw wrongAnswerNotFound();
      return [{ type: 'WrongAnswerRemoved', data: { ...owner, questionId: command.data.questionId } }];
  }
};
