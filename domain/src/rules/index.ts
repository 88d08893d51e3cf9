// Browser-safe business rules: pure functions only, no node-only imports (the web bundle imports this barrel).
export { accuracyPercent } from './accuracy.js';
export {
  ANSWER_CLOCK_SKEW_MS,
  Bounds,
  checkAnsweredAt,
  checkLength,
  checkNumber,
  type LengthBound,
  LengthBounds,
  type NumberBound,
  trialCoversWholeSet,
} from './bounds.js';
export { formatDuration } from './duration.js';
export { requireInRange, requireLength } from './enforce-bounds.js';
export { IMAGE_SIGNATURE_BYTES, type SniffedImageType, sniffImageType } from './image-type.js';
export {
  IMAGE_VARIANT_KEY,
  IMAGE_VARIANT_WIDTHS,
  ImageSizes,
  type ImageVariant,
  type ImageVariantWidth,
  imageSrcSetOf,
  imageVariantKey,
  imageVariantsOf,
} from './image-variants.js';
export { nextUnansweredIndex } from './next-unanswered.js';
export { letterOptions, optionLabel } from './option-label.js';
export { isPaidFlag, isPaidQuestionSet } from './paid.js';
export { cleanQuizId, isUuid } from './quiz-id.js';
export {
  normalisedRedeemCodeInput,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  type RedeemCodeInputProblem,
  RedeemCodeInputTexts,
  redeemCodeInputProblem,
} from './redeem-code-input.js';
export { remainingDays, remainingDaysLabel } from './remaining-days.js';
export { DEFAULT_TRIAL_QUESTIONS, type TrialQuestionCountInput, trialQuestionCount } from './trial.js';
