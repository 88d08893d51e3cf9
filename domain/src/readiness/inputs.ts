import type { PassRule } from '../mock-exam/events.js';
import { FIRST_RIGHT_STABILITY_DAYS } from './memory.js';
import type { ItemFigures, LearnerAnswer, QuestionMemory, ReadinessInput } from './readiness.js';

/** A mock exam the learner submitted: its questions of this set, each judged. */
export type JudgedExam = { startedAt: string; answers: LearnerAnswer[]; questionCount: number };

export type LearnerSetFacts = {
  userId: string;
  questionSetId: string;
  /** The set's questions and each one's field (the exam grades fields by the set's category). */
  questions: ReadonlyArray<{ questionId: string; field: string }>;
  passRule: PassRule;
  items: ReadonlyMap<string, ItemFigures>;
  firstAnswers: ReadonlyArray<LearnerAnswer & { at: string }>;
  /** FSRS cards; only a card in `review` (recalled after its learning steps) counts as memory. */
  cards: ReadonlyArray<{ questionId: string; stability: number; lastReview: string | null; state: string }>;
  exams: readonly JudgedExam[];
  now: Date;
};

/** Recent mock exams that inform the estimate (older ones describe a learner who has since moved on). */
export const RECENT_MOCK_EXAMS = 3;
/** An exam's size when the learner has sat none of this set yet (the web's default draw). */
export const DEFAULT_EXAM_SIZE = 20;

/**
 * The model's input from what the read side (or a replay of the log) holds for one learner and one set:
 * memory from the FSRS cards in review, and for a question answered right at once (no card) the memory a first Good
 * review gives, from that answer's time.
 */
export function readinessInputOf(facts: LearnerSetFacts): ReadinessInput {
  const memory = new Map<string, QuestionMemory>();
  for (const answer of facts.firstAnswers)
    if (answer.isCorrect)
      memory.set(answer.questionId, { stabilityDays: FIRST_RIGHT_STABILITY_DAYS, lastReview: answer.at });
  for (const card of facts.cards) {
    // A card still in its learning steps was answered wrong (or unsure) and not yet recalled: no memory yet.
    if (card.state === 'review' && card.lastReview)
      memory.set(card.questionId, { stabilityDays: card.stability, lastReview: card.lastReview });
    else memory.delete(card.questionId);
  }
  const recent = [...facts.exams]
    .sort((a, b) => b.startedAt.localeCompare(a.startedAt))
    .slice(0, RECENT_MOCK_EXAMS);
  const lastSize = recent[0]?.questionCount;
  return {
    questions: facts.questions,
    passRule: facts.passRule,
    examSize: Math.min(facts.questions.length, lastSize ?? DEFAULT_EXAM_SIZE),
    items: facts.items,
    firstAnswers: facts.firstAnswers.map(({ questionId, isCorrect }) => ({ questionId, isCorrect })),
    memory,
    mockAnswers: recent.flatMap((exam) => exam.answers),
    mockExams: facts.exams.length,
    now: facts.now,
    seed: `${facts.userId}:${facts.questionSetId}:${facts.firstAnswers.length}:${facts.exams.length}`,
  };
}
