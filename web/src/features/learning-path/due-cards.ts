import type { LearningPath } from '@exam/domain/schemas';

export type DueCard = LearningPath['due'][number];

/** Due cards per set (sets in the order their oldest card fell due), each set's cards in question order. */
export const bySet = (due: readonly DueCard[]) => {
  const groups = new Map<string, DueCard[]>();
  for (const card of due) groups.set(card.questionSetId, [...(groups.get(card.questionSetId) ?? []), card]);
  return [...groups.values()].map((cards) => cards.sort((a, b) => a.questionNumber - b.questionNumber));
};

/**
 * The learning path with no connection (issue 26): the due cards of the last path the server gave, limited to the
 * downloaded sets (the questions their bundles hold, open ones only), without the questions answered offline
 * since (their next review is the server's to decide once the answers are sent).
 */
export const offlineDueCards = (
  due: readonly DueCard[],
  downloaded: ReadonlyMap<string, ReadonlySet<string>>,
  answeredOffline: ReadonlySet<string>,
): DueCard[] =>
  due.filter(
    (card) =>
      !card.locked &&
      downloaded.get(card.questionSetId)?.has(card.questionId) === true &&
      !answeredOffline.has(card.questionId),
  );
