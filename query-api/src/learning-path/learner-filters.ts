import { ValidationError } from '@exam/domain/errors';
import type { DocumentStore } from '@exam/platform';
import {
  ITEM_FIRST_ANSWERS,
  type ItemFirstAnswer,
  LEARNING_CARDS,
  type LearningCard,
} from '@exam/projections';

/** `mode` of GET /questions: every question, only never-answered ones, or only due reviews. */
export type QuestionMode = 'all' | 'unseen' | 'review';

export const questionModeOf = (value: unknown): QuestionMode => {
  if (value === undefined || value === '' || value === 'normal') return 'all';
  if (value === 'unseen' || value === 'review') return value;
  throw new ValidationError('mode は unseen / review のいずれかです', 'VALIDATION_FAILED', { field: 'mode' });
};

/** The questions of a set the learner ever answered (first answers survive practice resets). */
export const answeredQuestionIds = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  userId: string,
  questionSetId: string,
): Promise<Set<string>> =>
  new Set(
    (await documentStore.collection<ItemFirstAnswer>(ITEM_FIRST_ANSWERS).find({ userId, questionSetId })).map(
      (answer) => answer.questionId,
    ),
  );

/**
 * The questions of a set whose learning-path card is due now (issue 40: the review session is the learning path's
 * `due`, so reviewing them right empties it; cards due later today wait for their time).
 */
export const dueQuestionIds = async (
  documentStore: Pick<DocumentStore, 'collection'>,
  userId: string,
  questionSetId: string,
  now: Date,
): Promise<Set<string>> =>
  new Set(
    (
      await documentStore
        .collection<LearningCard>(LEARNING_CARDS)
        .find({ userId, questionSetId, due: { $lte: now.toISOString() } })
    ).map((card) => card.questionId),
  );

/**
 * Keeps the questions the mode asks for. A visitor has answered nothing and has no cards: unseen is every
 * question, review none. Gating happened before (locked stubs stay locked).
 */
export async function filterByMode<Q extends { id: string }>(
  documentStore: Pick<DocumentStore, 'collection'>,
  caller: { userId: string } | null | undefined,
  questionSetId: string,
  mode: QuestionMode,
  questions: Q[],
): Promise<Q[]> {
  if (mode === 'all') return questions;
  if (!caller) return mode === 'unseen' ? questions : [];
  if (mode === 'unseen') {
    const answered = await answeredQuestionIds(documentStore, caller.userId, questionSetId);
    return questions.filter((question) => !answered.has(question.id));
  }
  const due = await dueQuestionIds(documentStore, caller.userId, questionSetId, new Date());
  return questions.filter((question) => due.has(question.id));
}
