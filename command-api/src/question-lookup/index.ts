import { QuestionSetMessages } from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import type { DocumentStore } from '@exam/platform';

/** The part of the `set_questions` read model the command side reads (owned by @exam/projections). */
const SET_QUESTIONS = 'set_questions';
type QuestionLocation = { id: string; questionSetId: string };

/**
 * A question's routes carry only its id; its aggregate is the set. The caller may name the set (body or
 * query `questionSetId`), otherwise the set_questions read model tells which set holds the question.
 */
export const questionSetOfQuestion = async (
  documentStore: DocumentStore,
  questionId: string,
  named?: unknown,
): Promise<string> => {
  if (typeof named === 'string' && named.trim() !== '') return named.trim();
  const location = await documentStore.collection<QuestionLocation>(SET_QUESTIONS).get(questionId);
  if (!location) throw new NotFoundError(QuestionSetMessages.questionNotFound, 'QUESTION_NOT_FOUND');
  return location.questionSetId;
};
