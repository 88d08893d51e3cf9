import {
  type AccessGrant,
  accessForSet,
  DEFAULT_PASS_RULE,
  isPaidQuestionSet,
  type PassRule,
  PracticeMessages,
  type QuestionType,
  strictestRule,
} from '@exam/domain';
import { ForbiddenError } from '@exam/domain/errors';
import type { DocumentStore } from '@exam/platform';
import { questionSetNotFound } from '../practice/catalogue-facts.js';

// Read models of @exam/projections, by name (the command API does not depend on that package).
const QUESTION_SETS = 'question_sets';
const SET_QUESTIONS = 'set_questions';
const SET_QUESTION_COUNTS = 'set_question_counts';
const ACCESS = 'access';
const EXAM_PASS_RULES = 'exam_pass_rules';

export type ExamSet = {
  id: string;
  title: string;
  category: string;
  isPaid: boolean;
  price: number;
  trialQuestions: number;
  /** Every question of the set keeps its written option order (absent on listings from before issue 40). */
  keepOptionOrder?: boolean;
};
export type ExamQuestionDoc = {
  id: string;
  questionSetId: string;
  /** Its place in the set's order (questions sort by it; the place itself is not stored). */
  rank: string;
  /** A dense number 0..n-1 within the set (not its place): what the draw picks. */
  slot: number;
  text: string;
  questionType: QuestionType;
  options: Array<{ id: string; text: string; label: string; isCorrect: boolean }>;
  explanation: string;
  keepOptionOrder?: boolean;
};

/**
 * The sets an exam draws from: each must exist, and the learner must be able to practise it in full now (free,
 * or bought or redeemed and not expired): a trial is not enough for an exam (403 with the purchase message).
 */
export async function readExamSets(
  documentStore: DocumentStore,
  userId: string,
  questionSetIds: readonly string[],
  now: Date,
): Promise<ExamSet[]> {
  const sets: ExamSet[] = [];
  for (const id of questionSetIds) {
    const set = await documentStore.collection<ExamSet>(QUESTION_SETS).get(id);
    if (!set) throw questionSetNotFound();
    const grant = isPaidQuestionSet(set)
      ? await documentStore.collection<AccessGrant & { id: string }>(ACCESS).get(`${userId}:${id}`)
      : null;
    if (!accessForSet({ set, grant, now }).hasAccess)
      throw new ForbiddenError(PracticeMessages.trialEnded, 'PURCHASE_REQUIRED');
    sets.push(set);
  }
  return sets;
}

/** Every question of the given sets, in set order. */
export const readExamQuestions = async (documentStore: DocumentStore, questionSetIds: readonly string[]) =>
  documentStore.collection<ExamQuestionDoc>(SET_QUESTIONS).find(
    { questionSetId: { $in: [...questionSetIds] } },
    {
      sort: [
        ['questionSetId', 1],
        ['rank', 1],
      ],
    },
  );

/** A slot of a set (0..n-1, see `slot`): what an exam draws before it reads the few questions drawn. */
export type QuestionPlace = { id: string; questionSetId: string; slot: number };

/**
 * Every slot of the given sets, from each set's question count: no question is read, so a draw from a
 * 10,000-question set costs little more than one from 100.
 */
export const readExamPlaces = async (
  documentStore: DocumentStore,
  questionSetIds: readonly string[],
): Promise<QuestionPlace[]> => {
  const counted = new Map(
    (
      await documentStore
        .collection<{ id: string; count: number }>(SET_QUESTION_COUNTS)
        .find({ id: { $in: [...questionSetIds] } })
    ).map((doc) => [doc.id, doc.count]),
  );
  const places: QuestionPlace[] = [];
  for (const questionSetId of questionSetIds) {
    const count =
      counted.get(questionSetId) ?? (await documentStore.collection(SET_QUESTIONS).count({ questionSetId }));
    for (let slot = 0; slot < count; slot += 1)
      places.push({ id: `${questionSetId}#${slot}`, questionSetId, slot });
  }
  return places;
};

/**
 * The questions in the drawn slots, in the draw's order; null when one is missing (the set just changed).
 * One range read per slot (a range, unlike equality or $in, never looks inside arrays, so it is answered from
 * the (questionSetId, slot) index): a few dozen index lookups, not a scan of the set.
 */
export const readQuestionsAt = async (
  documentStore: DocumentStore,
  places: readonly QuestionPlace[],
): Promise<ExamQuestionDoc[] | null> => {
  const questions = documentStore.collection<ExamQuestionDoc>(SET_QUESTIONS);
  const found = await Promise.all(
    places.map(async ({ questionSetId, slot }) => {
      const [question] = await questions.find(
        { questionSetId, slot: { $gte: slot, $lte: slot } },
        { limit: 1 },
      );
      return question;
    }),
  );
  return found.every((question) => question !== undefined) ? (found as ExamQuestionDoc[]) : null;
};

/** The exam's questions as they are now, by id (a question removed since is missing). */
export const readQuestionsById = async (documentStore: DocumentStore, ids: readonly string[]) =>
  new Map(
    (ids.length
      ? await documentStore.collection<ExamQuestionDoc>(SET_QUESTIONS).find({ id: { $in: [...ids] } })
      : []
    ).map((question) => [question.id, question]),
  );

/**
 * The questions as the exam view shows them: each keeps its written option order when it or its set says so
 * (issue 40), else the learner's own order is drawn. One read of the few sets involved.
 */
export const withOptionOrder = async (
  documentStore: DocumentStore,
  questions: ReadonlyMap<string, ExamQuestionDoc>,
): Promise<Map<string, ExamQuestionDoc>> => {
  const setIds = [...new Set([...questions.values()].map((question) => question.questionSetId))];
  const keeping = new Set(
    (setIds.length
      ? await documentStore.collection<ExamSet>(QUESTION_SETS).find({ id: { $in: setIds } })
      : []
    )
      .filter((set) => set.keepOptionOrder === true)
      .map((set) => set.id),
  );
  return new Map(
    [...questions].map(([id, question]) => [
      id,
      {
        ...question,
        keepOptionOrder: question.keepOptionOrder === true || keeping.has(question.questionSetId),
      },
    ]),
  );
};

/** The exam's pass rule: the strictest of its sets' rules (a set without one has the default). */
export const readPassRule = async (documentStore: DocumentStore, questionSetIds: readonly string[]) => {
  const rules = await documentStore
    .collection<PassRule & { id: string }>(EXAM_PASS_RULES)
    .find({ id: { $in: [...questionSetIds] } });
  return strictestRule(questionSetIds.map((id) => rules.find((rule) => rule.id === id) ?? DEFAULT_PASS_RULE));
};
