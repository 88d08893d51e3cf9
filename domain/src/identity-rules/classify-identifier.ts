/**
 * The sign-in input classifier of spec learner §5: an e-mail of a simple shape, a Japanese phone number (10-11
 * digits with an optional 81 / +81 prefix, or the mobile form 0[789]0-xxxx-xxxx), a username of 4-20 letters,
 * digits or underscores; anything else is invalid. Checked in that order, so an all-digit phone number is a phone.
 */
export type IdentifierKind = 'email' | 'phone' | 'username' | 'invalid';

export const USERNAME_MIN_LENGTH = 4;
export const USERNAME_MAX_LENGTH = 20;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_DIGITS = /^(?:\+?81)?\d{10,11}$/;
const MOBILE_FORM = /^0[789]0-\d{4}-\d{4}$/;
const USERNAME = /^[A-Za-z0-9_]{4,20}$/;
/** RFC 5321 caps an address at 254 characters; longer input is not an address anyone can receive mail at. */
const EMAIL_MAX_LENGTH = 254;

export const isEmailAddress = (value: string): boolean =>
  value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);

export const isJapanesePhoneNumber = (value: string): boolean =>
  PHONE_DIGITS.test(value) || MOBILE_FORM.test(value);

export const isValidUsername = (value: string): boolean => USERNAME.test(value);

export const classifyIdentifier = (input: string): IdentifierKind => {
  const value = input.trim();
  if (isEmailAddress(value)) return 'email';
  if (isJapanesePhoneNumber(value)) return 'phone';
  if (isValidUsername(value)) return 'username';
  return 'invalid';
};
