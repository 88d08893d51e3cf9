import type { LearningPath } from '@exam/domain/schemas';
import type { LearningCard } from '@exam/projections';
import { learnerDays } from './learner-day.js';

export const FORECAST_DAYS = 14;

type Facts = {
  /** The set's title, and whether the learner may practise it in full now (false: the card is locked). */
  setOf: (questionSetId: string) => { title: string; open: boolean } | undefined;
  /** The question's number in its set (1-based), if it is still there. */
  numberOf: (questionId: string) => number | undefined;
};

/**
 * The learner's queue (issue 40): the cards due now (oldest first), the cards due later today apart with their
 * times, when the next review falls due, counts by state, and how many fall due on each of the next 14 days
 * (day 0 holds the overdue ones). Days are the learner's, in their time zone.
 */
export function learningQueue(
  cards: readonly LearningCard[],
  facts: Facts,
  now: Date,
  timeZone: string,
): LearningPath {
  const days = learnerDays(now, timeZone);
  const nowMs = now.getTime();
  const tomorrow = days.startOf(1);
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, day) => ({ date: days.dateOf(day), due: 0 }));
  const counts = { due: 0, laterToday: 0, learning: 0, review: 0, new: 0 };
  const due: LearningPath['due'] = [];
  const laterToday: LearningPath['laterToday'] = [];
  let nextReviewAt: string | null = null;
  for (const card of [...cards].sort((a, b) => a.due.localeCompare(b.due))) {
    const set = facts.setOf(card.questionSetId);
    const number = facts.numberOf(card.questionId);
    if (!set || number === undefined) continue;
    if (card.state === 'learning' || card.state === 'relearning') counts.learning++;
    else if (card.state === 'review') counts.review++;
    else counts.new++;
    const dueMs = Date.parse(card.due);
    const slot = forecast[Math.max(0, days.dayOf(dueMs))];
    if (slot) slot.due++;
    const entry = {
      questionId: card.questionId,
      questionSetId: card.questionSetId,
      setTitle: set.title,
      questionNumber: number,
      due: card.due,
      state: card.state,
      locked: !set.open,
    };
    if (dueMs <= nowMs) {
      counts.due++;
      due.push(entry);
      continue;
    }
    // Sorted by due: the first card not due now is the next review.
    nextReviewAt ??= card.due;
    if (dueMs < tomorrow) {
      counts.laterToday++;
      laterToday.push(entry);
    }
  }
  return { due, laterToday, counts, nextReviewAt, timeZone, today: days.dateOf(0), forecast };
}
