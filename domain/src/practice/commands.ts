import type { Command } from '../decider/index.js';
import type { QuestionType } from '../question-set/events.js';
import type { PracticeMode } from './events.js';

type Owner = { userId: string; questionSetId: string };

/** The facts of the answered question, read by the handler from the catalogue (the client sends none). */
export type AnsweredQuestionFacts = {
  orderIndex: number;
  questionType: QuestionType;
  /** Every option id of the question. */
  optionIds: string[];
  correctOptionIds: string[];
};

/** The caller's access to the set, computed by the handler with accessForSet / serverTrialLimit. */
export type PracticeAccess = { hasAccess: boolean; trialLimit: number };

export type RecordAnswer = Command<
  'RecordAnswer',
  Owner & {
    questionId: string;
    selectedOptionIds: string[];
    timeSpentMs: number;
    mode: PracticeMode;
    /** The learner marked the answer 自信なし (not sure). */
    guessed?: boolean;
    /** The client's id of the answer (uuid): an answer with an id already recorded on the stream is a no-op. */
    clientId?: string;
    /** ISO time the learner answered (checked against the bounds by the handler). */
    answeredAt?: string;
    question: AnsweredQuestionFacts;
    access: PracticeAccess;
  }
>;

/** One request of many answers of a set (the offline outbox): decided in order, all appended or none. */
export type RecordAnswers = Command<
  'RecordAnswers',
  Owner & { answers: Array<Omit<RecordAnswer['data'], 'userId' | 'questionSetId'>> }
>;

/** Absent fields keep their current value (a client may save only its clock, or only its place). */
export type SaveProgress = Command<
  'SaveProgress',
  Owner & { lastQuestionIndex?: number; timeSpentMs?: number }
>;

export type ResetPractice = Command<'ResetPractice', Owner>;

/**
 * POST /wrong-answers: the client's "save wrong answer" after it showed a wrong answer. The server already
 * put the entry in the book when it judged the answer, so this only confirms (no event); it refuses an answer
 * the server did not judge wrong.
 */
export type SaveWrongAnswer = Command<
  'SaveWrongAnswer',
  Owner & { questionId: string; selectedOptionIds: string[] }
>;

export type ChangeWrongAnswerMemo = Command<
  'ChangeWrongAnswerMemo',
  Owner & { questionId: string; memo: string }
>;

export type RemoveWrongAnswer = Command<'RemoveWrongAnswer', Owner & { questionId: string }>;

export type PracticeCommand =
  | RecordAnswer
  | RecordAnswers
  | SaveProgress
  | ResetPractice
  | SaveWrongAnswer
  | ChangeWrongAnswerMemo
  | RemoveWrongAnswer;
