import type {
  AnswerOutcome,
  LockedQuestion,
  OpenQuestionWithOptions,
  PracticeResume,
  RecordAnswerBodyInput,
  SetProgressView,
  WrongAnswer,
} from '@exam/domain/schemas';
import type { QuestionSet } from '../catalogue';

/** A question the caller may answer, as the quiz receives it: always with its options. */
export type OpenQuestion = OpenQuestionWithOptions;

export type { LockedQuestion };
/** A list session's question that left the set after the list was made: nothing to show or answer, and no wall. */
export type RemovedQuestion = LockedQuestion & { removed: true };
export type QuizQuestion = OpenQuestion | LockedQuestion | RemovedQuestion;

export const isRemovedQuestion = (question: QuizQuestion | undefined): question is RemovedQuestion =>
  question !== undefined && 'removed' in question && question.removed;

/** GET /api/question-sets/:id as the quiz reads it. */
export type QuizSet = QuestionSet & { questions: QuizQuestion[] };

/** review: due cards of the learning path; unseen: questions never answered (both a list of questions). */
export type PracticeMode = 'normal' | 'trial' | 'wrong-answers' | 'review' | 'unseen';

/** POST /api/practice/:setId/answers */
/** POST /practice/{setId}/answers: the set, and the body the server validates (domain recordAnswerBody). */
export type AnswerRequest = { setId: string } & RecordAnswerBodyInput & { mode: PracticeMode };

/** POST /api/practice/:setId/answers: the judgement (sanitised explanation: sanitised again before rendering). */
export type AnswerResult = AnswerOutcome;

/** One answered question of a quiz session (from this session, the server or local storage). */
export type AnsweredQuestion = {
  selectedOptionIds: string[];
  isCorrect: boolean;
  correctOptionIds: string[];
  explanation: string;
  timeSpentMs: number;
};

/** GET /api/practice/:setId/progress */
export type PracticeProgress = PracticeResume;

/** GET /api/practice/:setId/progress?view=summary: zero-based places answered right and wrong, ascending. */
export type ProgressSummary = {
  answeredCount: number;
  correctCount: number;
  lastQuestionIndex: number;
  correct: number[];
  wrong: number[];
};

/** GET /api/user-progress/stats: one entry per set. */
export type SetProgressStats = SetProgressView;

export type ProgressStats = Record<string, SetProgressStats>;

/** GET /api/wrong-answers */
export type { WrongAnswer };

/** GET /api/wrong-answers?page=&pageSize=: one page of the book, newest first, with the total. */
export type WrongAnswerPage = { list: WrongAnswer[]; total: number; page: number; pageSize: number };

/** The profile's filter (open or resolved), optionally one set, and the page it shows. */
export type WrongAnswerPageArgs = {
  status: 'unresolved' | 'resolved';
  questionSetId?: string;
  page: number;
  pageSize: number;
};
