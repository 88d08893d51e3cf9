import { ValidationError } from '../errors/index.js';
import { checkLength, checkNumber, type LengthBound, type NumberBound } from './bounds.js';

/**
 * The server side of bounds.ts: a value out of range is refused (400, the bound's message, details.field
 * naming the field), never clamped. Returns the value when it is in range.
 */
export const requireInRange = (bound: NumberBound, value: number, field: string, code = 'OUT_OF_RANGE') => {
  const message = checkNumber(bound, value);
  if (message) throw new ValidationError(message, code, { field });
  return value;
};

/** A text longer than its bound is refused with the bound's message, naming the field. */
export const requireLength = (bound: LengthBound, text: string, field: string, code = 'TOO_LONG') => {
  const message = checkLength(bound, text);
  if (message) throw new ValidationError(message, code, { field });
  return text;
};
