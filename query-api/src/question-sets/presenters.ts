import { isQuestionReachable } from '@exam/domain/access';
import { inLearnerOrder, VISITOR_LEARNER_ID } from '@exam/domain/option-order';
import type {
  AdminQuestion,
  LockedQuestion,
  OpenQuestionWithOptions,
  QuestionSet,
} from '@exam/domain/schemas';
import type { NumberedQuestion, QuestionSetListing } from '@exam/projections';
import type { SetAccessWithTrial } from '../access/index.js';

/** A listing card as served (the domain's contract): the read model without its storage guard, plus access. */
export type PublicQuestionSet = QuestionSet;

/** A question the caller may study: no correct flags and no explanation ever leave through queries. */
export type PublicQuestion = OpenQuestionWithOptions;

/** A question outside the caller's trial (DESIGN.md item 2): enough to draw a lock, nothing of its content. */
export type { LockedQuestion };

export type GatedQuestion = PublicQuestion | LockedQuestion;

export type PublicQuestionSetDetail = PublicQuestionSet & { questions: GatedQuestion[] | AdminQuestion[] };

export const presentQuestionSet = (
  listing: QuestionSetListing,
  access: SetAccessWithTrial,
): PublicQuestionSet => {
  const { _position, ...fields } = listing;
  return { ...fields, keepOptionOrder: listing.keepOptionOrder === true, ...access };
};

/** Who sees the options (their own order) and whether the set keeps the written order for everyone. */
export type OptionViewer = { learnerId: string; setKeepsOrder: boolean };

/** The viewer of a set: a signed-in learner by id; every visitor shares one (still shuffled) order. */
export const optionViewerOf = (
  principal: { userId: string } | undefined,
  set: { keepOptionOrder?: boolean | undefined },
): OptionViewer => ({
  learnerId: principal?.userId ?? VISITOR_LEARNER_ID,
  setKeepsOrder: set.keepOptionOrder === true,
});

/** The options in the viewer's order, lettered by the place shown (issue 40: judged by id, never by letter). */
export const optionsFor = <Option extends { id: string }>(
  question: { id: string; options: readonly Option[]; keepOptionOrder?: boolean | undefined },
  viewer: OptionViewer,
): Array<Option & { label: string }> =>
  inLearnerOrder(question.options, {
    learnerId: viewer.learnerId,
    questionId: question.id,
    keepWrittenOrder: viewer.setKeepsOrder || question.keepOptionOrder === true,
  });

// Built field by field (not by deleting) so that a field added to the read model later is not leaked.
export const presentQuestion = (question: NumberedQuestion, viewer: OptionViewer): PublicQuestion => ({
  id: question.id,
  number: question.orderIndex + 1,
  orderIndex: question.orderIndex,
  text: question.text,
  questionType: question.questionType,
  options: optionsFor(question, viewer).map((option) => ({
    id: option.id,
    text: option.text,
    label: option.label,
  })),
  locked: false,
});

const lockedQuestion = (question: NumberedQuestion): LockedQuestion => ({
  id: question.id,
  number: question.orderIndex + 1,
  orderIndex: question.orderIndex,
  locked: true,
});

/** Full questions inside the caller's reach, locked stubs for the rest, in the set's order. */
export const presentGatedQuestions = (
  questions: readonly NumberedQuestion[],
  access: SetAccessWithTrial,
  viewer: OptionViewer,
): GatedQuestion[] =>
  [...questions]
    .sort((a, b) => a.orderIndex - b.orderIndex)
    .map((question) =>
      isQuestionReachable({
        orderIndex: question.orderIndex,
        hasAccess: access.hasAccess,
        trialLimit: access.trialLimit,
      })
        ? presentQuestion(question, viewer)
        : lockedQuestion(question),
    );

export const presentQuestionSetDetail = (
  listing: QuestionSetListing,
  questions: NumberedQuestion[],
  access: SetAccessWithTrial,
  principal?: { userId: string; isAdmin: boolean },
): PublicQuestionSetDetail => ({
  ...presentQuestionSet(listing, access),
  questions: presentQuestionsFor(principal, questions, access, listing),
});

/** An administrator's view of a question: everything the authoring screens edit, built field by field. */
export const presentAdminQuestion = (question: NumberedQuestion): AdminQuestion => ({
  id: question.id,
  questionSetId: question.questionSetId,
  number: question.orderIndex + 1,
  orderIndex: question.orderIndex,
  text: question.text,
  questionType: question.questionType,
  explanation: question.explanation,
  options: question.options.map((option) => ({
    id: option.id,
    text: option.text,
    label: option.label,
    optionIndex: option.label,
    isCorrect: option.isCorrect,
  })),
  keepOptionOrder: question.keepOptionOrder === true,
  locked: false,
});

/**
 * The questions a caller receives: an administrator every question in full, in the written option order the
 * authoring screens edit (design rule 1: the role comes from our own records), anyone else the gated view in
 * their own option order.
 */
export const presentQuestionsFor = (
  principal: { userId: string; isAdmin: boolean } | undefined,
  questions: readonly NumberedQuestion[],
  access: SetAccessWithTrial,
  set: { keepOptionOrder?: boolean | undefined },
): GatedQuestion[] | AdminQuestion[] =>
  principal?.isAdmin
    ? [...questions].sort((a, b) => a.orderIndex - b.orderIndex).map(presentAdminQuestion)
    : presentGatedQuestions(questions, access, optionViewerOf(principal, set));
