import { type Card, createEmptyCard, fsrs, type Grade, Rating, type State } from 'ts-fsrs';
import { CARD_STATES, type LearningCard } from './types.js';

/** The library's default parameters (FSRS-6 weights, no fuzz): the same history schedules the same days. */
const scheduler = fsrs();

/** What an answer does to the queue (issue 17). */
export type Review = { isCorrect: boolean; guessed: boolean };

const HOUR_MS = 3_600_000;

/**
 * Until when a card counts as today's: the end of the UTC day, and at least an hour ahead, so the short learning
 * steps of FSRS (minutes) stay in the session that made them.
 */
export const todayHorizon = (now: Date): number => {
  const endOfDay = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
  return Math.max(endOfDay, now.getTime() + HOUR_MS);
};

/** A card is due today when it falls due before today's horizon. */
export const isDueToday = (card: Pick<LearningCard, 'due'>, now: Date): boolean =>
  Date.parse(card.due) < todayHorizon(now);

/**
 * The rating an answer gives: a wrong answer is Again, a right one marked 自信なし is Hard (both create the card
 * if needed), a sure right answer is Good only for a card due today; otherwise the answer leaves the queue alone.
 */
export function ratingOf(review: Review, card: Pick<LearningCard, 'due'> | null, at: string): Grade | null {
  if (!review.isCorrect) return Rating.Again;
  if (review.guessed) return Rating.Hard;
  if (card && isDueToday(card, new Date(at))) return Rating.Good;
  return null;
}

const toCard = (card: LearningCard): Card => ({
  due: new Date(card.due),
  stability: card.stability,
  difficulty: card.difficulty,
  elapsed_days: card.elapsedDays,
  scheduled_days: card.scheduledDays,
  learning_steps: card.learningSteps,
  reps: card.reps,
  lapses: card.lapses,
  state: CARD_STATES.indexOf(card.state) as State,
  ...(card.lastReview ? { last_review: new Date(card.lastReview) } : {}),
});

/** The card after a review at `at` with `grade` (a new card when there was none). */
export function reviewed(
  known: LearningCard | null,
  identity: Pick<LearningCard, 'id' | 'userId' | 'questionSetId' | 'questionId'>,
  grade: Grade,
  at: string,
): LearningCard {
  const now = new Date(at);
  const { card } = scheduler.next(known ? toCard(known) : createEmptyCard(now), now, grade);
  // Fields named, not spread: `{ ...identity, ... }` cost V8 three times the scheduling itself (9 µs a card).
  return {
    id: identity.id,
    userId: identity.userId,
    questionSetId: identity.questionSetId,
    questionId: identity.questionId,
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsedDays: card.elapsed_days,
    scheduledDays: card.scheduled_days,
    learningSteps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: CARD_STATES[card.state] ?? 'review',
    lastReview: card.last_review ? card.last_review.toISOString() : null,
  };
}
