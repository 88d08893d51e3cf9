import { ValidationError } from '../errors/index.js';
import { RedeemCodeMessages } from './messages.js';

/** DESIGN.md item 7: no 0/O, 1/I/L, so a code read aloud or copied by hand cannot be mistaken. */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** 16 characters of a 31-letter alphabet: about 79 bits, far beyond guessing under the redeem throttle. */
export const REDEEM_CODE_LENGTH = 16;
/** Learner spec §5 / §9: a code entered must have at least 6 characters after trimming. */
export const REDEEM_CODE_MIN_LENGTH = 6;

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
 * masked groups, and people paste them that way). Fewer than 6 characters is refused with the spec's text.
 */
export const normaliseRedeemCodeInput = (input: string): string => {
  const code = input
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '');
  if (code.length < REDEEM_CODE_MIN_LENGTH)
    throw new ValidationError(RedeemCodeMessages.codeTooShort, 'REDEEM_CODE_TOO_SHORT', { field: 'code' });
  return code;
};
