import { ValidationError } from '../errors/index.js';
import { sanitizeHtml } from '../html/sanitize-html.js';
import { Bounds, checkLength, LengthBounds } from '../rules/bounds.js';
import type { OptionInput, QuestionInput } from './commands.js';
import type { OptionData, QuestionData, QuestionType } from './events.js';
import { invalid, NO_EXPLANATION, QuestionSetMessages } from './messages.js';

const QUESTION_TYPES: readonly QuestionType[] = ['single', 'multiple'];

const textOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Empty after sanitising, counting only visible text or images (an editor's "<p><br></p>" is blank). */
const isBlankHtml = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

const toOption = (option: OptionInput): OptionData => ({
  id: option.id,
  text: textOf(option.text),
  isCorrect: option.isCorrect === true,
});

const tooLong = (
  message: string | undefined,
  code: string,
  field: string,
  details: Record<string, unknown>,
) => {
  if (message) throw new ValidationError(message, code, { ...details, field });
};

/**
 * The stored sizes of a question (rules/bounds.ts), checked on what was sent before any other work (the
 * explanation before it is sanitised): text, number of options, each option's text, the explanation's HTML.
 */
const checkQuestionBounds = (
  text: string,
  options: readonly OptionInput[],
  explanation: unknown,
  details: Record<string, unknown>,
) => {
  tooLong(checkLength(LengthBounds.questionText, text), 'QUESTION_TEXT_TOO_LONG', 'text', details);
  if (options.length > Bounds.optionsPerQuestion.max)
    tooLong(Bounds.optionsPerQuestion.message, 'QUESTION_OPTIONS_TOO_MANY', 'options', details);
  for (const [index, option] of options.entries())
    tooLong(
      checkLength(LengthBounds.optionText, textOf(option?.text)),
      'OPTION_TEXT_TOO_LONG',
      `options.${index}.text`,
      details,
    );
  if (typeof explanation === 'string')
    tooLong(
      checkLength(LengthBounds.explanationHtml, explanation),
      'EXPLANATION_TOO_LONG',
      'explanation',
      details,
    );
};

type Messages = { single: string; multiple: string };

/** An option's text as compared for duplicates: NFKC-folded, trimmed, spaces collapsed, case ignored. */
export const sameText = (text: string): string =>
  text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The checks both forms share, in the spec's order after the option count: ids, type, correct answers. */
const checkAnswers = (
  questionType: unknown,
  options: OptionData[],
  messages: Messages,
  details: Record<string, unknown>,
): QuestionType => {
  if (!QUESTION_TYPES.includes(questionType as QuestionType)) {
    throw invalid(QuestionSetMessages.questionTypeInvalid, 'QUESTION_TYPE_INVALID', details);
  }
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) {
    throw invalid(QuestionSetMessages.optionIdDuplicate, 'OPTION_ID_DUPLICATE', details);
  }
  // Issue 39: two options that read the same (full-width or not, any case) cannot both be told apart.
  const texts = new Set(options.map((option) => sameText(option.text)));
  if (texts.size !== options.length) {
    throw invalid(QuestionSetMessages.optionTextDuplicate, 'OPTION_TEXT_DUPLICATE', details);
  }
  const correct = options.filter((option) => option.isCorrect).length;
  if (questionType === 'single' && correct !== 1) {
    throw invalid(messages.single, 'SINGLE_CORRECT_ANSWER_REQUIRED', details);
  }
  if (questionType === 'multiple' && correct < 1) {
    throw invalid(messages.multiple, 'MULTIPLE_CORRECT_ANSWER_REQUIRED', details);
  }
  return questionType as QuestionType;
};

/** The flag is stored only when set, so questions written before it existed read the same. */
const keptOrder = (keep: boolean): { keepOptionOrder?: true } => (keep ? { keepOptionOrder: true } : {});

/**
 * Admin spec §5 "Add question": text required; options with blank text are dropped and at least 2 must
 * remain; a single-choice question needs exactly one correct option, a multiple-choice one at least one;
 * the explanation is required (and sanitised).
 */
export const newQuestion = (input: QuestionInput): QuestionData => {
  const details = { questionId: input.id };
  const text = textOf(input.text);
  if (text === '') throw invalid(QuestionSetMessages.questionTextRequired, 'QUESTION_TEXT_REQUIRED', details);
  checkQuestionBounds(text, input.options ?? [], input.explanation, details);
  const options = (input.options ?? []).map(toOption).filter((option) => option.text !== '');
  if (options.length < 2)
    throw invalid(QuestionSetMessages.optionsTooFew, 'QUESTION_OPTIONS_TOO_FEW', details);
  const questionType = checkAnswers(
    input.questionType,
    options,
    {
      single: QuestionSetMessages.singleAnswerRequiredOnAdd,
      multiple: QuestionSetMessages.multipleAnswerRequiredOnAdd,
    },
    details,
  );
  const explanation = sanitizeHtml(typeof input.explanation === 'string' ? input.explanation : '');
  if (isBlankHtml(explanation)) {
    throw invalid(QuestionSetMessages.explanationRequired, 'EXPLANATION_REQUIRED', details);
  }
  return {
    id: input.id,
    text,
    questionType,
    options,
    explanation,
    ...keptOrder(input.keepOptionOrder === true),
  };
};

/**
 * Admin spec §5 "Edit question", over the current question (absent fields keep their value): text
 * required; no option may be blank; at least 2 options; exactly one / at least one correct option;
 * an empty explanation is saved as 解説なし.
 */
export const changedQuestion = (
  current: QuestionData,
  change: Partial<Omit<QuestionInput, 'id'>>,
): QuestionData => {
  const details = { questionId: current.id };
  const text = textOf(change.text !== undefined ? change.text : current.text);
  if (text === '') throw invalid(QuestionSetMessages.questionTextRequired, 'QUESTION_TEXT_REQUIRED', details);
  const sentOptions = change.options !== undefined ? change.options : current.options;
  checkQuestionBounds(text, sentOptions, change.explanation, details);
  const options = sentOptions.map(toOption);
  if (options.some((option) => option.text === '')) {
    throw invalid(QuestionSetMessages.optionTextRequired, 'OPTION_TEXT_REQUIRED', details);
  }
  if (options.length < 2)
    throw invalid(QuestionSetMessages.optionsTooFew, 'QUESTION_OPTIONS_TOO_FEW', details);
  const questionType = checkAnswers(
    change.questionType !== undefined ? change.questionType : current.questionType,
    options,
    {
      single: QuestionSetMessages.singleAnswerRequiredOnEdit,
      multiple: QuestionSetMessages.multipleAnswerRequiredOnEdit,
    },
    details,
  );
  const explanation = sanitizeHtml(
    change.explanation !== undefined ? change.explanation : current.explanation,
  );
  return {
    id: current.id,
    text,
    questionType,
    options,
    explanation: isBlankHtml(explanation) ? NO_EXPLANATION : explanation,
    ...keptOrder(change.keepOptionOrder ?? current.keepOptionOrder === true),
  };
};

export const sameQuestion = (a: QuestionData, b: QuestionData): boolean =>
  a.id === b.id &&
  a.text === b.text &&
  a.questionType === b.questionType &&
  a.explanation === b.explanation &&
  (a.keepOptionOrder === true) === (b.keepOptionOrder === true) &&
  a.options.length === b.options.length &&
  a.options.every(
    (option, index) =>
      option.id === b.options[index]?.id &&
      option.text === b.options[index]?.text &&
      option.isCorrect === b.options[index]?.isCorrect,
  );
