import type { AnsweredQuestion } from '../../entities/progress';

/** Where a run begins: the question to show and the answers already given (QuizLoader decides, QuizRun starts there). */
export type QuizStart = { index: number; answers: Record<string, AnsweredQuestion> };
