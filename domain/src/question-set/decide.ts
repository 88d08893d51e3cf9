import { interpolate } from '../i18n/interpolate.js';
import { Bounds, LengthBounds } from '../rules/bounds.js';
import { requireInRange, requireLength } from '../rules/enforce-bounds.js';
import type {
  AddQuestion,
  ChangeQuestion,
  ChangeQuestionSetDetails,
  ChangeQuestionSetPricing,
  CreateQuestionSet,
  FeatureQuestionSet,
  ImportQuestions,
  MoveQuestion,
  QuestionSetCommand,
  ReorderQuestions,
} from './commands.js';
import { mergeDetails, normaliseDetails, sameDetails } from './details.js';
import type { QuestionAdded, QuestionSetEvent } from './events.js';
import {
  invalid,
  QuestionSetMessages,
  questionExists,
  questionNotFound,
  questionSetExists,
  questionSetNotFound,
} from './messages.js';
import { mergePricing, normalisePricing, samePricing } from './pricing.js';
import { changedQuestion, newQuestion, sameQuestion } from './question-rules.js';
import type { ActiveQuestionSet, QuestionSetState } from './state.js';

/*
 * Decisions are pure and deterministic: every id comes with the command, time comes with the metadata.
 * A change that changes nothing (same details, same pricing, already (un)featured, same order, same
 * question) returns no events: a repeated request is an idempotent no-op, not an error.
 */

const featuredCategoryOf = (value: string | null | undefined): string | null => {
  const category = typeof value === 'string' ? value.trim() : '';
  requireLength(LengthBounds.category, category, 'featuredCategory', 'CATEGORY_TOO_LONG');
  return category === '' ? null : category;
};

const featuredCategoryRequired = () =>
  invalid(QuestionSetMessages.featuredCategoryRequired, 'FEATURED_CATEGORY_REQUIRED', {
    field: 'featuredCategory',
  });

const create = ({ data }: CreateQuestionSet, state: QuestionSetState): QuestionSetEvent[] => {
  if (state.status !== 'absent') throw questionSetExists(data.questionSetId);
  const { questionSetId } = data;
  const details = normaliseDetails(data);
  const pricing = normalisePricing(data);
  const events: QuestionSetEvent[] = [
    { type: 'QuestionSetCreated', data: { questionSetId, ...details, ...pricing } },
  ];
  if (data.isFeatured === true) {
    // The add-set form has a featured toggle but may send no category: the set's own category stands in.
    const featuredCategory =
      featuredCategoryOf(data.featuredCategory) ?? featuredCategoryOf(details.category);
    if (featuredCategory === null) throw featuredCategoryRequired();
    events.push({ type: 'QuestionSetFeatured', data: { questionSetId, featuredCategory } });
  }
  const questions = data.questions ?? [];
  requireInRange(
    { ...Bounds.questionsPerCreate, min: 0 },
    questions.length,
    'questions',
    'TOO_MANY_QUESTIONS',
  );
  const seen = new Set<string>();
  for (const [position, input] of questions.entries()) {
    if (seen.has(input.id)) throw questionExists(input.id);
    seen.add(input.id);
    events.push({ type: 'QuestionAdded', data: { questionSetId, position, question: newQuestion(input) } });
  }
  return events;
};

const changeDetails = ({ data }: ChangeQuestionSetDetails, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const { questionSetId, ...change } = data;
  const details = mergeDetails(set.details, change);
  if (sameDetails(details, set.details)) return [];
  return [{ type: 'QuestionSetDetailsChanged', data: { questionSetId: set.questionSetId, ...details } }];
};

const changePricing = ({ data }: ChangeQuestionSetPricing, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const pricing = mergePricing(set.pricing, data);
  if (samePricing(pricing, set.pricing)) return [];
  return [{ type: 'QuestionSetPricingChanged', data: { questionSetId: set.questionSetId, ...pricing } }];
};

const feature = ({ data }: FeatureQuestionSet, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const featuredCategory = featuredCategoryOf(data.featuredCategory);
  if (featuredCategory === null) throw featuredCategoryRequired();
  if (set.featuredCategory === featuredCategory) return [];
  return [{ type: 'QuestionSetFeatured', data: { questionSetId: set.questionSetId, featuredCategory } }];
};

const addQuestion = ({ data }: AddQuestion, set: ActiveQuestionSet): QuestionAdded[] => {
  if (set.questions.some((question) => question.id === data.question.id))
    throw questionExists(data.question.id);
  const question = newQuestion(data.question);
  const count = set.questions.length;
  // An absent or out-of-range position means "at the end"; a negative one means "first".
  const requested =
    typeof data.position === 'number' && Number.isFinite(data.position) ? Math.trunc(data.position) : count;
  const position = Math.min(count, Math.max(0, requested));
  return [{ type: 'QuestionAdded', data: { questionSetId: set.questionSetId, position, question } }];
};

/** Every question not yet in the set, in the file's order, at the end (each checked like an added question). */
const importQuestions = ({ data }: ImportQuestions, set: ActiveQuestionSet): QuestionAdded[] => {
  const known = new Set(set.questions.map((question) => question.id));
  const events: QuestionAdded[] = [];
  for (const input of data.questions) {
    if (known.has(input.id)) continue;
    known.add(input.id);
    const question = newQuestion(input);
    events.push({
      type: 'QuestionAdded',
      data: { questionSetId: set.questionSetId, position: set.questions.length + events.length, question },
    });
  }
  return events;
};

const findQuestion = (set: ActiveQuestionSet, questionId: string) => {
  const question = set.questions.find((candidate) => candidate.id === questionId);
  if (!question) throw questionNotFound();
  return question;
};

const changeQuestion = ({ data }: ChangeQuestion, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const current = findQuestion(set, data.questionId);
  const question = changedQuestion(current, data.question);
  if (sameQuestion(question, current)) return [];
  return [{ type: 'QuestionChanged', data: { questionSetId: set.questionSetId, question } }];
};

const reorder = ({ data }: ReorderQuestions, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const current = set.questions.map((question) => question.id);
  const requested = Array.isArray(data.questionIds) ? data.questionIds : [];
  const isPermutation =
    requested.length === current.length &&
    new Set(requested).size === requested.length &&
    requested.every((id) => current.includes(id));
  if (!isPermutation) {
    throw invalid(QuestionSetMessages.questionOrderInvalid, 'QUESTION_ORDER_INVALID', {
      field: 'questionIds',
    });
  }
  if (requested.every((id, index) => id === current[index])) return [];
  return [
    { type: 'QuestionsReordered', data: { questionSetId: set.questionSetId, questionIds: [...requested] } },
  ];
};

const move = ({ data }: MoveQuestion, set: ActiveQuestionSet): QuestionSetEvent[] => {
  const from = set.questions.findIndex((question) => question.id === data.questionId);
  if (from < 0) throw questionNotFound();
  const count = set.questions.length;
  if (!Number.isInteger(data.position) || data.position < 0 || data.position >= count) {
    throw invalid(
      interpolate(QuestionSetMessages.questionPositionInvalid, { count: count.toLocaleString('en-US') }),
      'QUESTION_POSITION_INVALID',
      { field: 'position', count },
    );
  }
  if (data.position === from) return [];
  const { questionSetId, questionId, position } = data;
  return [{ type: 'QuestionMoved', data: { questionSetId, questionId, position } }];
};

export const decideQuestionSet = (
  command: QuestionSetCommand,
  state: QuestionSetState,
): QuestionSetEvent[] => {
  if (command.type === 'CreateQuestionSet') return create(command, state);
  // Every other command needs a live set; a deleted one is gone for good (404).
  if (state.status !== 'active') throw questionSetNotFound();
  const set = state;
  const questionSetId = set.questionSetId;
  switch (command.type) {
    case 'ChangeQuestionSetDetails':
      return changeDetails(command, set);
    case 'ChangeQuestionSetPricing':
      return changePricing(command, set);
    case 'FeatureQuestionSet':
      return feature(command, set);
    case 'UnfeatureQuestionSet':
      return set.featuredCategory === null
        ? []
        : [{ type: 'QuestionSetUnfeatured', data: { questionSetId } }];
    case 'AddQuestion':
      return addQuestion(command, set);
    case 'ChangeQuestion':
      return changeQuestion(command, set);
    case 'RemoveQuestion':
      findQuestion(set, command.data.questionId);
      return [{ type: 'QuestionRemoved', data: { questionSetId, questionId: command.data.questionId } }];
    case 'ReorderQuestions':
      return reorder(command, set);
    case 'MoveQuestion':
      return move(command, set);
    case 'ImportQuestions':
      return importQuestions(command, set);
    case 'ChangeQuestionSetOptionOrder': {
      const keepOptionOrder = command.data.keepOptionOrder;
      if (typeof keepOptionOrder !== 'boolean')
        throw invalid(QuestionSetMessages.optionOrderFlagInvalid, 'OPTION_ORDER_FLAG_INVALID', {
          field: 'keepOptionOrder',
        });
      return keepOptionOrder === set.keepOptionOrder
        ? []
        : [{ type: 'QuestionSetOptionOrderChanged', data: { questionSetId, keepOptionOrder } }];
    }
    case 'DeleteQuestionSet':
      return [{ type: 'QuestionSetDeleted', data: { questionSetId } }];
  }
};
