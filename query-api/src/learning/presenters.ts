import { nextUnansweredIndex } from '@exam/domain/rules';
import type { PracticeResume, ProgressRecordView, SetProgressView, WrongAnswer } from '@exam/domain/schemas';
import {
  answeredQuestionsOf,
  type LearningQuestion,
  type LearningSet,
  type NumberedQuestion,
  type ProgressDocument,
  type ProgressRecord,
  type WrongAnswerDocument,
} from '@exam/projections';
import { optionsFor } from '../question-sets/presenters.js';
import type { SetProgress } from './set-progress.js';

/**
 * Learner spec §3 "Progress per question set", as GET /user-progress/stats serves it (times in ms), with the
 * answers of the learner's records of the set, and the set's title and total joined from its document.
 */
export const presentProgress = (
  doc: ProgressDocument,
  records: readonly ProgressRecord[],
  set: LearningSet | undefined,
): SetProgressView => ({
  questionSetId: doc.questionSetId,
  title: set?.title ?? '',
  completedQuestions: doc.completedQuestions,
  totalQuestions: set?.questionCount ?? 0,
  correctAnswers: doc.correctAnswers,
  totalTimeSpent: doc.totalTimeSpent,
  averageTimeSpent: doc.averageTimeSpent,
  accuracy: doc.accuracy,
  lastAccessed: doc.lastAccessed,
  lastQuestionIndex: doc.lastQuestionIndex,
  answeredQuestions: answeredQuestionsOf(records),
});

export const presentRecord = (record: ProgressRecord, set: LearningSet | undefined): ProgressRecordView => ({
  id: record.id,
  questionId: record.questionId,
  questionSetId: record.questionSetId,
  selectedOption: record.selectedOption,
  isCorrect: record.isCorrect,
  timeSpent: record.timeSpent,
  createdAt: record.createdAt,
  updatedAt: record.updatedAt,
  progressQuestionSet: { title: set?.title ?? '' },
});

/** A wrong answer with its question's current content and its set's title, joined from their documents. */
export const presentWrongAnswer = (
  doc: WrongAnswerDocument,
  question: LearningQuestion,
  set: LearningSet | undefined,
): WrongAnswer => ({
  id: doc.id,
  questionSetId: doc.questionSetId,
  questionId: doc.questionId,
  question: question.text,
  // The learner's own order (issue 40), the letters they saw when they answered.
  options: optionsFor(question, { learnerId: doc.userId, setKeepsOrder: set?.keepOptionOrder === true }),
  questionType: question.questionType,
  correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
  selectedOptionIds: doc.selectedOptionIds,
  explanation: question.explanation,
  memo: doc.memo,
  resolved: doc.resolved,
  /** In the book for a right answer marked 自信なし (documents from before the mark read false). */
  guessedRight: doc.guessedRight === true,
  createdAt: doc.createdAt,
  updatedAt: doc.updatedAt,
  questionSet: { id: doc.questionSetId, title: set?.title ?? '' },
});

/**
 * The resume view of one set (GET /practice/{setId}/progress): the caller's answered questions with their
 * correct options and explanations — only questions this caller has answered, so nothing of a question they
 * never reached leaves the server.
 */
export const presentResume = (
  saved: SetProgress,
  questions: readonly NumberedQuestion[],
  questionCount: number,
): PracticeResume => {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return {
    answeredQuestions: saved.answeredQuestions.map((answer) => {
      const question = byId.get(answer.questionId);
      return {
        questionId: answer.questionId,
        questionIndex: answer.questionIndex,
        selectedOptionIds: answer.selectedOptionIds,
        isCorrect: answer.isCorrect,
        correctOptionIds:
          question?.options.filter((option) => option.isCorrect).map((option) => option.id) ?? [],
        explanation: question?.explanation ?? '',
      };
    }),
    lastQuestionIndex: saved.lastQuestionIndex,
    // Issue 40: after buying, "continue" opens the next question the learner has not answered, not question 1.
    nextQuestionIndex: nextUnansweredIndex(
      questionCount,
      questions.map((question) => question.orderIndex),
      saved.lastQuestionIndex,
    ),
  };
};
