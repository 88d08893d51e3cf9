import type { Collection, Filter, SortSpec } from '@exam/platform';
import type { NumberedQuestion, SetQuestion } from '../types.js';

/** The set's order: by rank (the index `questionSetId, rank` serves it). */
export const BY_RANK: SortSpec = [['rank', 1]];

/**
 * One set's questions as a range read in index order: a range on the set's id (unlike equality, a range never looks
 * inside arrays) sorted by set then rank is read along the (questionSetId, rank) index in SQLite, so a page stops
 * after its rows (equality sorted by rank alone sorts the whole set first: 0.2 ms against 8-20 ms on 10,000).
 */
export const inSetOrder = (questionSetId: string): { filter: Filter; sort: SortSpec } => ({
  filter: { questionSetId: { $gte: questionSetId, $lte: questionSetId } },
  sort: [['questionSetId', 1], ...BY_RANK],
});

/**
 * The set's questions from place `from` on (at most `limit` of them), each with its place: one read of the
 * set's index. The place is computed here, never stored, so that a move writes only the question it moves.
 */
export const questionsInOrder = async (
  questions: Collection<SetQuestion>,
  questionSetId: string,
  range: { from?: number; limit?: number } = {},
): Promise<NumberedQuestion[]> => {
  const from = range.from ?? 0;
  const { filter, sort } = inSetOrder(questionSetId);
  const found = await questions.find(filter, {
    sort,
    ...(from > 0 ? { skip: from } : {}),
    ...(range.limit === undefined ? {} : { limit: range.limit }),
  });
  return found.map((question, index) => ({ ...question, orderIndex: from + index }));
};

/** A question's place: how many questions of its set sort before it (one count on the set's index). */
export const placeOf = (questions: Collection<SetQuestion>, question: SetQuestion): Promise<number> =>
  questions.count({ questionSetId: question.questionSetId, rank: { $lt: question.rank } });

/** Beyond this many questions of one set, one read of the set's order is cheaper than a count for each. */
const COUNTS_PER_SET = 8;

/** Questions read in another order or by another filter (a search page, a few by id), each with its place. */
export const withPlaces = async (
  questions: Collection<SetQuestion>,
  found: readonly SetQuestion[],
): Promise<NumberedQuestion[]> => {
  const perSet = new Map<string, number>();
  for (const question of found)
    perSet.set(question.questionSetId, (perSet.get(question.questionSetId) ?? 0) + 1);
  const placesBySet = new Map<string, Map<string, number>>();
  await Promise.all(
    [...perSet].flatMap(([questionSetId, count]) =>
      count > COUNTS_PER_SET
        ? [
            questionsInOrder(questions, questionSetId).then((ordered) =>
              placesBySet.set(
                questionSetId,
                new Map(ordered.map((question) => [question.id, question.orderIndex])),
              ),
            ),
          ]
        : [],
    ),
  );
  return Promise.all(
    found.map(async (question) => ({
      ...question,
      orderIndex:
        placesBySet.get(question.questionSetId)?.get(question.id) ?? (await placeOf(questions, question)),
    })),
  );
};
