import type { Event } from '../decider/index.js';

/** How the quiz was opened when the answer was given (learner spec §2 quiz `mode`). */
/** review: due cards of the learning path; unseen: questions never answered (issue 17). */
export type PracticeMode = 'normal' | 'trial' | 'wrong-answers' | 'review' | 'unseen';
export const PRACTICE_MODES: readonly PracticeMode[] = [
  'normal',
  'trial',
  'wrong-answers',
  'review',
  'unseen',
];

/** Every practice event names its learner and set, so projections never parse stream names. */
type Owner = { userId: string; questionSetId: string };

/**
 * One answer, judged by the server (DESIGN.md item 3). `questionIndex` is the question's place in the set
 * when it was answered (the server's orderIndex, not the client's claim). Answering a question again records
 * again; the latest answer of a question is the one stats count.
 */
export type AnswerRecorded = Event<
  'AnswerRecorded',
  Owner & {
    questionId: string;
    questionIndex: number;
    selectedOptionIds: string[];
    isCorrect: boolean;
    timeSpentMs: number;
    mode: PracticeMode;
    /** Marked 自信なし (not sure) by the learner; absent = a confident answer. */
    guessed?: boolean;
    /** The client's id of an answer (offline outbox): also the event's id, so a resend appends nothing. */
    clientId?: string;
    /** ISO time the learner answered, when it differs from the recording (an offline answer sent later). */
    answeredAt?: string;
  }
>;

/** When the answer was given: its own time (offline answers), else the time it was recorded. */
export const answerTimeOf = (event: { data: { answeredAt?: string }; metadata: { at: string } }): string =>
  event.data.answeredAt ?? event.metadata.at;

/** Where the learner stands (resume point) and the quiz clock the client reports, in milliseconds. */
export type ProgressSaved = Event<
  'ProgressSaved',
  Owner & { lastQuestionIndex: number; timeSpentMs: number }
>;

/** Clears answers, resume point and clock of this set; the wrong-answer book is kept (see state.ts). */
export type PracticeReset = Event<'PracticeReset', Owner>;

/** The learner's note on a wrong answer (at most 1000 characters). */
export type WrongAnswerMemoChanged = Event<
  'WrongAnswerMemoChanged',
  Owner & { questionId: string; memo: string }
>;

/** The learner deleted the entry from the wrong-answer book (a later wrong answer adds it again). */
export type WrongAnswerRemoved = Event<'WrongAnswerRemoved', Owner & { questionId: string }>;

export type PracticeEvent =
  | AnswerRecorded
  | ProgressSaved
  | PracticeReset
  | WrongAnswerMemoChanged
  | WrongAnswerRemoved;

export const PRACTICE_EVENT_TYPES: readonly PracticeEvent['type'][] = [
  'AnswerRecorded',
  'ProgressSaved',
  'PracticeReset',
  'WrongAnswerMemoChanged',
  'WrongAnswerRemoved',
];

/**
 * One stream per learner and set. The wrong-answer book lives here too (not in a `wrongAnswers-<userId>`
 * stream): an entry is born from an AnswerRecorded of this stream, so "was this answer judged wrong" and the
 * entry's state are decided inside one consistency boundary, without reading a second stream.
 */
export const practiceStream = (userId: string, questionSetId: string) =>
  `practice-${userId}-${questionSetId}`;
