import { Bounds, type NumberBound, trialCoversWholeSet } from '@exam/domain/rules';
import type { CreateQuestionSetBodyInput } from '@exam/domain/schemas';
import { DEFAULT_ICON, PENDING_UPLOAD_ICON } from '../../../entities/catalogue';
import { checkWholeNumber, readWholeNumber } from '../../../shared/lib/ja-number';

/** A number field's text as typed (WholeNumberInput), or the number the form opened with. */
export type NumberField = number | string;

/** The add-set screen's fields (admin spec §2 "Add question set"). */
export type AddSetForm = {
  title: string;
  description: string;
  category: string;
  /** An emoji, `default`, or `pending_upload` while a chosen card image waits for the set to exist. */
  icon: string;
  isFeatured: boolean;
  featuredCategory: string;
  isPaid: boolean;
  price: NumberField;
  trialQuestions: NumberField;
};

export const EMPTY_ADD_SET_FORM: AddSetForm = {
  title: '',
  description: '',
  category: '',
  icon: '📚',
  isFeatured: false,
  featuredCategory: '',
  isPaid: false,
  price: 0,
  trialQuestions: 0,
};

/** A question attached locally before saving; `QuestionDraft` of question-draft.ts has this shape. */
export type AttachedQuestion = {
  text: string;
  questionType: 'single' | 'multiple';
  options: ReadonlyArray<{ text: string; isCorrect: boolean }>;
  explanation: string;
};

/** The fields both set forms check (add screen and info tab). */
export type CheckedSetFields = Pick<
  AddSetForm,
  'title' | 'isFeatured' | 'featuredCategory' | 'isPaid' | 'price' | 'trialQuestions'
>;

export type SetFieldErrors = Partial<
  Record<'title' | 'featuredCategory' | 'price' | 'trialQuestions', string>
>;
export type AddSetErrors = SetFieldErrors;

/** A form number read as the Japanese input it is (1,980 / １９８０): null when empty or not a whole number. */
export const numberOf = (value: NumberField): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const reading = readWholeNumber(value);
  return reading.kind === 'number' ? reading.value : null;
};

/** The i18n key of a number field's problem: its bound's own words when out of range, the input's otherwise. */
const numberProblem = (value: NumberField, bound: NumberBound, rangeKey: string): string | undefined => {
  const check = checkWholeNumber(value, { min: bound.min, max: bound.max, required: false });
  if (check.ok) return undefined;
  return check.problem === 'range' ? rangeKey : `numberInput.${check.problem}`;
};

/**
 * The checks of both set forms, in the server's words (domain QuestionSetMessages); values are i18n keys.
 * Empty price and trial count are allowed: they default to 0 (spec §5).
 */
export function setFieldErrors(fields: CheckedSetFields): SetFieldErrors {
  const errors: SetFieldErrors = {};
  if (fields.title.trim() === '') errors.title = 'authoringSets.validation.titleRequired';
  if (fields.isFeatured && fields.featuredCategory.trim() === '') {
    errors.featuredCategory = 'authoringSets.validation.featuredCategoryRequired';
  }
  if (fields.isPaid) {
    // Bounds of @exam/domain/rules, refused with their message (the inputs never clamp).
    const price = numberProblem(fields.price, Bounds.price, 'authoringSets.validation.priceInvalid');
    if (price) errors.price = price;
    const trial = numberProblem(
      fields.trialQuestions,
      Bounds.trialQuestions,
      'authoringSets.validation.trialQuestionsInvalid',
    );
    if (trial) errors.trialQuestions = trial;
  }
  return errors;
}

/**
 * A paid set whose trial covers every question is free in effect (issue 23): both set forms warn, they do not
 * refuse (questions may be added later). Returns the trial and question count to word the warning, or null.
 */
export function freeInEffect(
  fields: Pick<AddSetForm, 'isPaid' | 'trialQuestions'>,
  questionCount: number,
): { trial: number; count: number } | null {
  const trial = numberOf(fields.trialQuestions);
  if (!fields.isPaid || trial === null || !trialCoversWholeSet(trial, questionCount)) return null;
  return { trial, count: questionCount };
}

export const validateAddSet = (form: AddSetForm): AddSetErrors => setFieldErrors(form);

const letterOf = (index: number) => String.fromCharCode(65 + index);

/**
 * POST /api/question-sets body. Spec §5: when paid and left empty, price and trial count are 0; a free set
 * sends neither. Turning featured off clears the category (§4). A chosen image is uploaded once the set exists,
 * so the set is created with the `default` icon rather than the local `pending_upload` marker.
 */
export function createSetBody(
  form: AddSetForm,
  questions: readonly AttachedQuestion[],
): CreateQuestionSetBodyInput {
  const icon = form.icon === PENDING_UPLOAD_ICON || form.icon.trim() === '' ? DEFAULT_ICON : form.icon;
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    category: form.category,
    icon,
    isPaid: form.isPaid,
    price: form.isPaid ? (numberOf(form.price) ?? 0) : 0,
    trialQuestions: form.isPaid ? (numberOf(form.trialQuestions) ?? 0) : 0,
    isFeatured: form.isFeatured,
    featuredCategory: form.isFeatured ? form.featuredCategory.trim() : null,
    questions: questions.map((question, orderIndex) => ({
      text: question.text,
      explanation: question.explanation,
      questionType: question.questionType,
      orderIndex,
      options: question.options.map((option, index) => ({
        text: option.text,
        isCorrect: option.isCorrect,
        optionIndex: letterOf(index),
      })),
    })),
  };
}
