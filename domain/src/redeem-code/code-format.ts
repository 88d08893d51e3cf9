import { ValidationError } from '../errors/index.js';
import {
  normalisedRedeemCodeInput,
  REDEEM_CODE_ALPHABET,
  REDEEM_CODE_LENGTH,
  redeemCodeInputProblem,
} from '../rules/redeem-code-input.js';
import { RedeemCodeMessages } from './messages.js';

// 16 characters of a 31-letter alphabet: about 79 bits, far beyond guessing under the redeem throttle.
export { REDEEM_CODE_ALPHABET, REDEEM_CODE_LENGTH };
/** The shortest input not refused at once: since issue 40, the codes' own length (rules/redeem-code-input.ts). */
export const REDEEM_CODE_MIN_LENGTH = REDEEM_CODE_LENGTH;

/** `randomInt(max)` returns an integer in [0, max): the server passes node:crypto's CSPRNG randomInt. */
export const generateRedeemCode = (randomInt: (max: number) => number): string => {
  let code = '';
  for (let index = 0; index < REDEEM_CODE_LENGTH; index++)
    code += REDEEM_CODE_ALPHABET[randomInt(REDEEM_CODE_ALPHABET.length)];
  return code;
};

export const isWellFormedRedeemCode = (code: string): boolean =>
  code.length === REDEEM_CODE_LENGTH && [...code].every((char) => REDEEM_CODE_ALPHABET.includes(char));

/**
 * A code as typed: trimmed and upper-cased; blanks and hyphens inside are dropped (the profile shows codes in
 * masked groups, and people paste them that way). Any length but the codes' own is refused, in the words of
 * the form's hint (both from rules/redeem-code-input.ts).
 */
export const normaliseRedeemCodeInput = (input: string): string => {
  const problem = redeemCodeInputProblem(input);
  if (problem === 'required' || problem === 'tooShort')
    throw new ValidationError(RedeemCodeMessages.codeTooShort, 'REDEEM_CODE_TOO_SHORT', { field: 'code' });
  if (problem === 'tooLong')
    throw new ValidationError(RedeemCodeMessages.codeTooLong, 'REDEEM_CODE_TOO_LONG', { field: 'code' });
  return normalisedRedeemCodeInput(input);
};
