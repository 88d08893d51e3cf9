import { isAnswerCorrect } from '../access/answer-correctness.js';
import type { QuestionType } from '../question-set/events.js';
import type { MockExamStarted } from './events.js';
import type { ExamAnswer } from './state.js';

export type GradingFacts = { questionType: QuestionType; correctOptionIds: string[] };

export type CategoryResult = {
  category: string;
  correct: number;
  total: number;
  score: number;
  passed: boolean;
};

export type ExamResult = {
  correct: number;
  total: number;
  /** Percent, one decimal. */
  score: number;
  passed: boolean;
  byCategory: CategoryResult[];
  /** The rules the result failed: `overall`, or `category:<name>`. */
  failedRules: string[];
  timeSpentMs: number;
  /** Per question, in exam order: was the learner's answer right (unanswered: false). */
  correctness: Array<{ questionId: string; answered: boolean; isCorrect: boolean }>;
};

const percent = (correct: number, total: number) =>
  total > 0 ? Math.round((correct / total) * 1000) / 10 : 0;

/**
 * Grades an ended exam by its pass rule: the overall score and every category's score must reach their
 * minimums (issue 17: default 60% overall, 30% per category). Unanswered questions count as wrong; a question
 * gone from the catalogue since the exam began counts as wrong too (it cannot be judged).
 */
export function gradeExam(
  exam: MockExamStarted['data'],
  answers: ReadonlyMap<string, ExamAnswer>,
  facts: ReadonlyMap<string, GradingFacts>,
  endedAt: string,
): ExamResult {
  const correctness = exam.questions.map(({ questionId }) => {
    const answer = answers.get(questionId);
    const fact = facts.get(questionId);
    const isCorrect =
      !!answer &&
      !!fact &&
      isAnswerCorrect(fact.questionType, answer.selectedOptionIds, fact.correctOptionIds);
    return { questionId, answered: !!answer && answer.selectedOptionIds.length > 0, isCorrect };
  });
  const categories = new Map<string, { correct: number; total: number }>();
  exam.questions.forEach((question, index) => {
    const entry = categories.get(question.category) ?? { correct: 0, total: 0 };
    entry.total += 1;
    entry.correct += correctness[index]?.isCorrect ? 1 : 0;
    categories.set(question.category, entry);
  });
  const byCategory = [...categories].map(([category, { correct, total }]) => {
    const score = percent(correct, total);
    return { category, correct, total, score, passed: score >= exam.passRule.categoryMinimum };
  });
  const correct = correctness.filter((entry) => entry.isCorrect).length;
  const score = percent(correct, exam.questions.length);
  const failedRules = [
    ...(score >= exam.passRule.overall ? [] : ['overall']),
    ...byCategory.filter((category) => !category.passed).map((category) => `category:${category.category}`),
  ];
  return {
    correct,
    total: exam.questions.length,
    score,
    passed: failedRules.length === 0,
    byCategory,
    failedRules,
    timeSpentMs: Math.max(0, Date.parse(endedAt) - Date.parse(exam.startedAt)),
    correctness,
  };
}
