import { interpolate } from '../i18n/interpolate.js';
import { boundsJa } from '../i18n/ja/bounds.js';
/**
 * The one rule of a redeem code as typed (issue 40: the form's hint and the server's refusal named different
 * lengths, 12〜16 against 6文字以上). Every code the server issues has this many characters of its alphabet, so
 * the hint states it and any other length is refused with the same number. The spec's two readings (help text
 * 12-16 characters, a 6-character minimum) are both superseded by the codes' real length.
 */
export const REDEEM_CODE_LENGTH = 16;

/** DESIGN.md item 7: no 0/O, 1/I/L, so a code read aloud or copied by hand cannot be mistaken. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const texts = boundsJa.redeemCode;

export const RedeemCodeInputTexts = {
  hint: interpolate(texts.hint, { length: REDEEM_CODE_LENGTH }),
  required: texts.required,
  wrongLength: interpolate(texts.wrongLength, { length: REDEEM_CODE_LENGTH }),
} as const;

/** A code as typed: trimmed and upper-cased; blanks and hyphens inside are dropped (codes are shown grouped). */
export const normalisedRedeemCodeInput = (input: string): string =>
  input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');

export type RedeemCodeInputProblem = 'required' | 'tooShort' | 'tooLong';

/** What is wrong with a typed code before it is sent, if anything (the server refuses the same). */
export const redeemCodeInputProblem = (input: string): RedeemCodeInputProblem | null => {
  const code = normalisedRedeemCodeInput(input);
  if (code === '') return 'required';
  if (code.length < REDEEM_CODE_LENGTH) return 'tooShort';
  if (code.length > REDEEM_CODE_LENGTH) return 'tooLong';
  return null;
};
