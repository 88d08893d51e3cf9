import type { LearningPath } from '@exam/domain/schemas';
import { isDueToday, type LearningCard } from '@exam/projections';

const DAY_MS = 86_400_000;
export const FORECAST_DAYS = 14;

type Facts = {
  /** The set's title, and whether the learner may practise it in full now (false: the card is locked). */
  setOf: (questionSetId: string) => { title: string; open: boolean } | undefined;
  /** The question's number in its set (1-based), if it is still there. */
  numberOf: (questionId: string) => number | undefined;
};

/**
 * The learner's queue: cards due today (oldest first; see isDueToday), counts by state, and how many fall due on
 * each of the next 14 days (day 0 holds the overdue ones). Days are UTC days counted from now.
 */
export function learningQueue(cards: readonly LearningCard[], facts: Facts, now: Date): LearningPath {
  const dayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const forecast = Array.from({ length: FORECAST_DAYS }, (_, day) => ({
    date: new Date(dayStart + day * DAY_MS).toISOString().slice(0, 10),
    due: 0,
  }));
  const counts = { due: 0, learning: 0, review: 0, new: 0 };
  const due: LearningPath['due'] = [];
  for (const card of [...cards].sort((a, b) => a.due.localeCompare(b.due))) {
    const set = facts.setOf(card.questionSetId);
    const number = facts.numberOf(card.questionId);
    if (!set || number === undefined) continue;
    if (card.state === 'learning' || card.state === 'relearning') counts.learning++;
    else if (card.state === 'review') counts.review++;
    else counts.new++;
    const dueMs = Date.parse(card.due);
    const day = Math.max(0, Math.floor((dueMs - dayStart) / DAY_MS));
    const slot = forecast[day];
    if (slot) slot.due++;
    if (!isDueToday(card, now)) continue;
    counts.due++;
    due.push({
      questionId: card.questionId,
      questionSetId: card.questionSetId,
      setTitle: set.title,
      questionNumber: number,
      due: card.due,
      state: card.state,
      locked: !set.open,
    });
  }
  return { due, counts, forecast };
}
