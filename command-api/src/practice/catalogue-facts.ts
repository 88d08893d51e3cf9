import {
  type AccessGrant,
  type AnsweredQuestionFacts,
  accessForSet,
  type PracticeAccess,
  QuestionSetMessages,
  type SetAccess,
  serverTrialLimit,
} from '@exam/domain';
import { NotFoundError } from '@exam/domain/errors';
import type { DocumentStore } from '@exam/platform';

/*
 * The command side reads three read models owned by @exam/projections (names repeated here, since the
 * command API does not depend on the projections package): the set's pricing, the question with its
 * correct options, and the caller's grant. Each read is a key lookup.
 */
const QUESTION_SETS = 'question_sets';
const SET_QUESTIONS = 'set_questions';
const ACCESS = 'access';

type SetPricing = { id: string; isPaid: boolean; price: number; trialQuestions: number };
type StoredQuestion = {
  id: string;
  questionSetId: string;
  orderIndex: number;
  questionType: AnsweredQuestionFacts['questionType'];
  options: Array<{ id: string; isCorrect: boolean }>;
  explanation: string;
};
type StoredGrant = AccessGrant & { id: string };

export type AnswerFacts = {
  question: AnsweredQuestionFacts & { explanation: string };
  access: PracticeAccess & SetAccess;
};

export const questionNotFound = () =>
  new NotFoundError(QuestionSetMessages.questionNotFound, 'QUESTION_NOT_FOUND');
export const questionSetNotFound = () =>
  new NotFoundError(QuestionSetMessages.notFound, 'QUESTION_SET_NOT_FOUND');

/** The set must exist (404 otherwise); returns its pricing. */
export const readSet = async (documentStore: DocumentStore, questionSetId: string): Promise<SetPricing> => {
  const set = await documentStore.collection<SetPricing>(QUESTION_SETS).get(questionSetId);
  if (!set) throw questionSetNotFound();
  return set;
};

/** The question's set, for routes that carry only a question id (null when the question is gone). */
export const setOfQuestion = async (
  documentStore: DocumentStore,
  questionId: string,
): Promise<string | null> =>
  (await documentStore.collection<StoredQuestion>(SET_QUESTIONS).get(questionId))?.questionSetId ?? null;

/**
 * Everything RecordAnswer needs that the client must not supply: the question (which must belong to the
 * set), its correct options, and the caller's access with the server's trial limit. A visitor has no grant.
 */
export const readAnswerFacts = async (
  documentStore: DocumentStore,
  caller: { userId: string } | null,
  questionSetId: string,
  questionId: string,
  now: Date = new Date(),
): Promise<AnswerFacts> => {
  const set = await readSet(documentStore, questionSetId);
  const question = await documentStore.collection<StoredQuestion>(SET_QUESTIONS).get(questionId);
  if (!question || question.questionSetId !== questionSetId) throw questionNotFound();
  const grant = caller
    ? await documentStore.collection<StoredGrant>(ACCESS).get(`${caller.userId}:${questionSetId}`)
    : null;
  return {
    question: {
      orderIndex: question.orderIndex,
      questionType: question.questionType,
      optionIds: question.options.map((option) => option.id),
      correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
      explanation: question.explanation,
    },
    access: { ...accessForSet({ set, grant, now }), trialLimit: serverTrialLimit(set) },
  };
};
