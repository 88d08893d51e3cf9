import type { AnsweredQuestion, PracticeProgress } from '../../entities/progress';

/** The learner's saved answers of a set as the quiz keeps them (by question id). */
export const answersFromServer = (
  progress: PracticeProgress | undefined,
): Record<string, AnsweredQuestion> => {
  const answers: Record<string, AnsweredQuestion> = {};
  for (const answered of progress?.answeredQuestions ?? []) {
    answers[answered.questionId] = {
      selectedOptionIds: answered.selectedOptionIds ?? [],
      isCorrect: answered.isCorrect,
      correctOptionIds: answered.correctOptionIds ?? [],
      explanation: answered.explanation ?? '',
      timeSpentMs: 0,
    };
  }
  return answers;
};

/**
 * Where a resumed run starts (issue 22): the saved index is the last question answered, so the run goes on at the
 * next unanswered one after it (else the first unanswered one, else the saved question itself). Issue 35: asked
 * place by place (a big set's answered places come from the progress summary, not from its questions).
 */
export function resumeIndex(
  total: number,
  isAnswered: (index: number) => boolean,
  savedIndex: number,
): number {
  if (savedIndex < 0 || savedIndex >= total || !isAnswered(savedIndex)) return savedIndex;
  for (let index = savedIndex + 1; index < total; index += 1) if (!isAnswered(index)) return index;
  for (let index = 0; index < savedIndex; index += 1) if (!isAnswered(index)) return index;
  return savedIndex;
}
