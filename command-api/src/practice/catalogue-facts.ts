import {
  type AccessGrant,
  type AnsweredQuestionFacts,
  accessForSet,
  isPaidQuestionSet,
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
 * correct options, and the caller's grant. Each read is a key lookup, but for the question's place (a count).
 */
const QUESTION_SETS = 'question_sets';
const SET_QUESTIONS = 'set_questions';
const ACCESS = 'access';

type SetPricing = { id: string; isPaid: boolean; price: number; trialQuestions: number };
type StoredQuestion = {
  id: string;
  questionSetId: string;
  /** Its place in the set's order: the number is how many questions sort before it. */
  rank: string;
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

/** Key lookups of the catalogue read models (shared documents: callers never mutate them). */
export type CatalogueLookup = <T>(collection: string, id: string) => Promise<T | null>;

const REMEMBERED_DOCUMENTS = 10_000;

/**
 * Lookups that remember the documents they read until the catalogue projections commit again (`version`
 * moves), e.g. every answer reads its set and question, which change only when an administrator edits them.
 * Without `version` (the command-api service, whose projections run in another process) every lookup reads.
 */
export const catalogueLookup = (documentStore: DocumentStore, version?: () => number): CatalogueLookup => {
  const read = <T>(collection: string, id: string) =>
    documentStore.collection<T & { id: string }>(collection).get(id) as Promise<T | null>;
  if (!version) return read;
  const remembered = new Map<string, unknown>();
  let rememberedAt = version();
  return async <T>(collection: string, id: string) => {
    if (version() !== rememberedAt) {
      remembered.clear();
      rememberedAt = version();
    }
    const key = `${collection}\u0000${id}`;
    if (remembered.has(key)) return remembered.get(key) as T | null;
    const at = rememberedAt;
    const doc = await read<T>(collection, id);
    // Only what was read within one version is kept (a commit may have come while reading).
    if (version() === at) {
      if (remembered.size >= REMEMBERED_DOCUMENTS) remembered.clear();
      remembered.set(key, doc);
    }
    return doc;
  };
};

/** The question's place in its set (zero-based): one count on the set's (questionSetId, rank) index. */
const placeOf = (documentStore: DocumentStore, question: StoredQuestion): Promise<number> =>
  documentStore
    .collection<StoredQuestion>(SET_QUESTIONS)
    .count({ questionSetId: question.questionSetId, rank: { $lt: question.rank } });

/** The set must exist (404 otherwise); returns its pricing. */
export const readSet = async (lookup: CatalogueLookup, questionSetId: string): Promise<SetPricing> => {
  const set = await lookup<SetPricing>(QUESTION_SETS, questionSetId);
  if (!set) throw questionSetNotFound();
  return set;
};

/** The question's set, for routes that carry only a question id (null when the question is gone). */
export const setOfQuestion = async (lookup: CatalogueLookup, questionId: string): Promise<string | null> =>
  (await lookup<StoredQuestion>(SET_QUESTIONS, questionId))?.questionSetId ?? null;

/**
 * Everything RecordAnswer needs that the client must not supply: the question (which must belong to the
 * set), its correct options, and the caller's access with the server's trial limit. A visitor has no grant.
 * The grant is read every time (purchases change it at any time) unless the set is free, where no grant
 * changes anything; set and question go through `lookup`.
 */
export const readAnswerFacts = async (
  documentStore: DocumentStore,
  caller: { userId: string } | null,
  questionSetId: string,
  questionId: string,
  lookup: CatalogueLookup = catalogueLookup(documentStore),
  now: Date = new Date(),
): Promise<AnswerFacts> => {
  const set = await readSet(lookup, questionSetId);
  const question = await lookup<StoredQuestion>(SET_QUESTIONS, questionId);
  if (!question || question.questionSetId !== questionSetId) throw questionNotFound();
  const grant =
    caller && isPaidQuestionSet(set)
      ? await documentStore.collection<StoredGrant>(ACCESS).get(`${caller.userId}:${questionSetId}`)
      : null;
  return {
    question: {
      orderIndex: await placeOf(documentStore, question),
      questionType: question.questionType,
      optionIds: question.options.map((option) => option.id),
      correctOptionIds: question.options.filter((option) => option.isCorrect).map((option) => option.id),
      explanation: question.explanation,
    },
    access: { ...accessForSet({ set, grant, now }), trialLimit: serverTrialLimit(set) },
  };
};
