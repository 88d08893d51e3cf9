import { optionLabel } from '@exam/domain/rules';
import type { QuizQuestion } from '../../entities/progress';

type WireQuestion = {
  id: string;
  number?: number;
  orderIndex?: number;
  text?: string;
  question?: string;
  questionType?: string;
  options?: Array<{ id: string; text: string; label?: string }>;
  locked?: boolean;
};

/**
 * The set's questions as the quiz uses them: in order, numbered from 1, options lettered A, B, C...
 * A question without `locked` (older servers) counts as open; `text` falls back to `question` (spec §3).
 */
export function toQuizQuestions(raw: readonly WireQuestion[] | null | undefined): QuizQuestion[] {
  const ordered = [...(raw ?? [])].sort((a, b) => (a.orderIndex ?? 0) - (b.orderIndex ?? 0));
  return ordered.map((question, index) => {
    const number = question.number ?? index + 1;
    const orderIndex = question.orderIndex ?? index;
    if (question.locked === true) return { id: question.id, number, orderIndex, locked: true };
    return {
      id: question.id,
      number,
      orderIndex,
      text: question.text ?? question.question ?? '',
      questionType: question.questionType === 'multiple' ? 'multiple' : 'single',
      options: (question.options ?? []).map((option, optionIndex) => ({
        id: option.id,
        text: option.text,
        label: option.label || optionLabel(optionIndex),
      })),
      locked: false,
    };
  });
}

/**
 * Wrong-answer practice and the learning path's sessions keep only the listed questions, in the set's order,
 * numbered by their place in the session (issue 22: the set's own numbers read "4 / 1" over the session's length).
 */
export function onlyListedQuestions(
  questions: QuizQuestion[],
  ids: readonly string[] | null,
): QuizQuestion[] {
  if (ids === null) return questions;
  const wanted = new Set(ids);
  return questions
    .filter((question) => wanted.has(question.id))
    .map((question, index) => ({ ...question, number: index + 1 }));
}
