import type { AnsweredQuestion, PracticeProgress, QuizQuestion } from '../../entities/progress';

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
 * next unanswered one after it (else the first unanswered one, else the saved question itself).
 */
export function resumeIndex(
  questions: readonly Pick<QuizQuestion, 'id'>[],
  answers: Record<string, unknown>,
  savedIndex: number,
): number {
  if (!questions[savedIndex] || !answers[questions[savedIndex].id]) return savedIndex;
  const unanswered = (index: number) => !answers[(questions[index] as { id: string }).id];
  for (let index = savedIndex + 1; index < questions.length; index += 1) if (unanswered(index)) return index;
  for (let index = 0; index < savedIndex; index += 1) if (unanswered(index)) return index;
  return savedIndex;
}
