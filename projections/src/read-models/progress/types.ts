import type { ProgressAnswer } from '@exam/domain/schemas';

export const PROGRESS = 'progress';
export const PROGRESS_RECORDS = 'progress_records';

/** The latest answer of one question (learner spec §3 "Answered record"): the progress routes' contract. */
export type { ProgressAnswer };

/**
 * Learner spec §3 "Progress per question set", one per learner and set (id `${userId}:${questionSetId}`),
 * counting answers since the learner's last reset. Re-answering a question replaces its earlier answer:
 * completedQuestions counts distinct questions and correctAnswers the latest answers that are correct,
 * so accuracy never passes 100. Times are milliseconds; totalTimeSpent sums every answer's time (never less
 * after more practice), averageTimeSpent divides it by the answers given.
 * The answers themselves are the learner's progress records of the set (answeredQuestionsOf): the document
 * keeps only counts, so recording an answer costs the same whatever the size of the set. The set's title and
 * question total are not copied here: the query joins them from the set's `learning_sets` document, so a
 * catalogue change rewrites no learner's document.
 */
export type ProgressDocument = {
  id: string;
  userId: string;
  questionSetId: string;
  completedQuestions: number;
  correctAnswers: number;
  /** Every answer's time since the last reset (issue 40: 学習時間 never goes down; re-answers add to it). */
  totalTimeSpent: number;
  /** totalTimeSpent per answer given. */
  averageTimeSpent: number;
  /** Answers given since the last reset, re-answers included (absent on older documents: completedQuestions). */
  answersGiven?: number;
  accuracy: number;
  lastAccessed: string;
  lastQuestionIndex: number;
  _position?: number;
};

/**
 * Learner spec §3 "Progress record": one per learner and question (id `${userId}:${questionId}`), the latest
 * answer since the learner's last reset of the set (a reset deletes them).
 */
export type ProgressRecord = {
  id: string;
  userId: string;
  questionId: string;
  questionSetId: string;
  /** Where the question was in the set when answered (resume goes back there). */
  questionIndex: number;
  selectedOption: string[];
  isCorrect: boolean;
  /** Milliseconds spent on the latest answer. */
  timeSpent: number;
  createdAt: string;
  updatedAt: string;
  _position?: number;
};

export const progressDocumentId = (userId: string, questionSetId: string) => `${userId}:${questionSetId}`;
export const progressRecordId = (userId: string, questionId: string) => `${userId}:${questionId}`;

/** The answered questions of one set, in set order, from the learner's records of that set. */
export const answeredQuestionsOf = (records: readonly ProgressRecord[]): ProgressAnswer[] =>
  records
    .map((record) => ({
      questionId: record.questionId,
      // Records written before questionIndex was kept: rebuild the projections to fill it in.
      questionIndex: record.questionIndex ?? 0,
      isCorrect: record.isCorrect,
      selectedOptionIds: record.selectedOption,
    }))
    .sort((a, b) => a.questionIndex - b.questionIndex);
