import { z } from 'zod';
import type { LengthBound, NumberBound } from '../rules/bounds.js';
import { isPaidFlag } from '../rules/paid.js';

/** The paid flag as clients send it (true, 1, '1', 'true', ...): normalised to a boolean with isPaidFlag. */
export const paidFlag = z
  .union([z.boolean(), z.number(), z.string(), z.null()])
  .transform((value) => isPaidFlag(value));

/**
 * A number from a form field: a number or a numeric string; '' and null mean "left empty" (null), so the
 * decider can apply its defaults. Range rules and their messages belong to the decider.
 */
export const numberLike = z.union([z.number(), z.string(), z.null()]).transform((value, context) => {
  if (value === null) return null;
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return null;
  const number = Number(text);
  if (!Number.isFinite(number)) {
    context.issues.push({ code: 'custom', message: '数値を入力してください', input: value });
    return z.NEVER;
  }
  return number;
});

/** A number within a bound of rules/bounds.ts, refused (never clamped) with the bound's message. */
export const boundedNumber = (bound: NumberBound) => {
  const error = bound.message;
  const number = z.number({ error });
  return (bound.integer ? number.int({ error }) : number).min(bound.min, { error }).max(bound.max, { error });
};

/** A text within a length bound of rules/bounds.ts, refused with the bound's message. */
export const boundedText = (bound: LengthBound) => z.string().max(bound.max, { error: bound.message });
