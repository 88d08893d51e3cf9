/**
 * The question form's model and its rules (admin spec §5 "Add question" and "Edit question"). The server checks the
 * same rules with the same words (domain/src/question-set/question-rules.ts); the form checks first so an
 * administrator sees the message without a round trip.
 */
export type QuestionType = 'single' | 'multiple';
export type OptionDraft = { id?: string; text: string; isCorrect: boolean };
export type QuestionDraft = {
  text: string;
  questionType: QuestionType;
  options: OptionDraft[];
  /** HTML from the rich-text editor. */
  explanation: string;
  /** Learners see the options in the written order (issue 40: "all of the above" style); else each their own. */
  keepOptionOrder?: boolean;
};
export type DraftMode = 'add' | 'edit';

/** Spec §5: four options are offered at first; one may be removed only while more than two remain. */
export const INITIAL_OPTIONS = 4;
export const MIN_OPTIONS = 2;
/** What an edited question with an empty explanation is saved with. */
export const NO_EXPLANATION = '解説なし';

/** The spec's messages, as i18n keys under authoringQuestions.rules. */
export type DraftProblem =
  | 'textRequired'
  | 'optionsTooFew'
  | 'optionTextRequired'
  | 'optionsDuplicate'
  | 'singleAnswerRequiredOnAdd'
  | 'multipleAnswerRequiredOnAdd'
  | 'singleAnswerRequiredOnEdit'
  | 'multipleAnswerRequiredOnEdit'
  | 'explanationRequired';

export const emptyDraft = (): QuestionDraft => ({
  text: '',
  questionType: 'single',
  options: Array.from({ length: INITIAL_OPTIONS }, () => ({ text: '', isCorrect: false })),
  explanation: '',
});

/** A, B, ... Z, then AA, AB ... (no upper limit on options). */
export const optionLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : optionLetter(Math.floor(index / 26) - 1) + optionLetter(index % 26);

/** Blank when nothing visible is left once tags are removed (an editor's empty "<p></p>" is blank). */
export const isBlankHtml = (html: string): boolean =>
  !/<img\b/i.test(html) &&
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|\u00a0/g, '')
    .trim() === '';

const filled = (options: readonly OptionDraft[]) => options.filter((option) => option.text.trim() !== '');

/** The first rule the draft breaks, in the spec's order, or null. */
export const draftProblem = (draft: QuestionDraft, mode: DraftMode): DraftProblem | null => {
  if (draft.text.trim() === '') return 'textRequired';
  let options = draft.options;
  if (mode === 'add') options = filled(options);
  else if (options.some((option) => option.text.trim() === '')) return 'optionTextRequired';
  if (options.length < MIN_OPTIONS) return 'optionsTooFew';
  const texts = options.map((option) =>
    option.text.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase(),
  );
  if (new Set(texts).size !== texts.length) return 'optionsDuplicate';
  const correct = options.filter((option) => option.isCorrect).length;
  const suffix = mode === 'add' ? 'OnAdd' : 'OnEdit';
  if (draft.questionType === 'single' && correct !== 1) return `singleAnswerRequired${suffix}`;
  if (draft.questionType === 'multiple' && correct < 1) return `multipleAnswerRequired${suffix}`;
  if (mode === 'add' && isBlankHtml(draft.explanation)) return 'explanationRequired';
  return null;
};

/**
 * Issue 39: a 複数選択 question with exactly one correct option is allowed (the server accepts it) but is most
 * likely a mistake, so the form warns while it stays so.
 */
export const draftWarning = (draft: QuestionDraft): 'multipleOneCorrect' | null =>
  draft.questionType === 'multiple' && draft.options.filter((option) => option.isCorrect).length === 1
    ? 'multipleOneCorrect'
    : null;

/** What is sent: blank options dropped (add), an empty explanation saved as 解説なし (edit), texts trimmed. */
export const finalDraft = (draft: QuestionDraft, mode: DraftMode): QuestionDraft => ({
  text: draft.text.trim(),
  questionType: draft.questionType,
  options: (mode === 'add' ? filled(draft.options) : draft.options).map((option) => ({
    ...option,
    text: option.text.trim(),
  })),
  explanation: mode === 'edit' && isBlankHtml(draft.explanation) ? NO_EXPLANATION : draft.explanation,
  keepOptionOrder: draft.keepOptionOrder === true,
});

/** Changing the type clears the correct-answer selection (spec §5 "Edit question"). */
export const withType = (draft: QuestionDraft, questionType: QuestionType): QuestionDraft =>
  questionType === draft.questionType
    ? draft
    : { ...draft, questionType, options: draft.options.map((option) => ({ ...option, isCorrect: false })) };

/** Single: the chosen option becomes the only correct one; multiple: it toggles. */
export const withCorrect = (draft: QuestionDraft, index: number): QuestionDraft => ({
  ...draft,
  options: draft.options.map((option, at) =>
    draft.questionType === 'single'
      ? { ...option, isCorrect: at === index }
      : at === index
        ? { ...option, isCorrect: !option.isCorrect }
        : option,
  ),
});

export const withOptionText = (draft: QuestionDraft, index: number, text: string): QuestionDraft => ({
  ...draft,
  options: draft.options.map((option, at) => (at === index ? { ...option, text } : option)),
});

export const withOptionAdded = (draft: QuestionDraft): QuestionDraft => ({
  ...draft,
  options: [...draft.options, { text: '', isCorrect: false }],
});

export const canRemoveOption = (draft: QuestionDraft): boolean => draft.options.length > MIN_OPTIONS;

export const withOptionRemoved = (draft: QuestionDraft, index: number): QuestionDraft =>
  canRemoveOption(draft) ? { ...draft, options: draft.options.filter((_, at) => at !== index) } : draft;
