/**
 * Whole numbers as a Japanese administrator types or pastes them: 1980, 1,980 and full-width １９８０ / １，９８０
 * all read 1980. Anything else is refused with a reason, never guessed at or clamped: 1e3 (an exponent), 1.5
 * (a fraction), -5 (a sign), 1,98 (a broken grouping), 12abc. The back office's number fields take this reading.
 */
export type WholeNumberReading =
  | { kind: 'empty' }
  | { kind: 'number'; value: number }
  | { kind: 'invalid'; reason: 'notNumber' | 'notWhole' | 'negative' };

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+$/;
const FRACTION = /^\d[\d,]*\.\d+$/;

/** NFKC folds full-width digits, commas, points, minus signs and the ideographic space to their ASCII forms. */
const folded = (text: string) =>
  text
    .normalize('NFKC')
    .replace(/[\u2212\u2010-\u2015\u30fc]/g, '-')
    .trim();

export function readWholeNumber(text: string): WholeNumberReading {
  const plain = folded(text);
  if (plain === '') return { kind: 'empty' };
  if (PLAIN.test(plain) || GROUPED.test(plain)) {
    const value = Number(plain.replaceAll(',', ''));
    return Number.isSafeInteger(value) ? { kind: 'number', value } : { kind: 'invalid', reason: 'notNumber' };
  }
  if (/^-/.test(plain) && readWholeNumber(plain.slice(1)).kind === 'number') {
    return { kind: 'invalid', reason: 'negative' };
  }
  if (
    FRACTION.test(plain) &&
    (PLAIN.test(plain.split('.')[0] ?? '') || GROUPED.test(plain.split('.')[0] ?? ''))
  ) {
    return { kind: 'invalid', reason: 'notWhole' };
  }
  return { kind: 'invalid', reason: 'notNumber' };
}

/** A field's rule: its inclusive range and whether it may be left empty. */
export type WholeNumberRule = { min: number; max: number; required: boolean };

export type WholeNumberProblem = 'required' | 'notNumber' | 'notWhole' | 'negative' | 'range';

export type WholeNumberCheck =
  | { ok: true; value: number | null }
  | { ok: false; problem: WholeNumberProblem };

/** A field's text (or a number it was opened with) against its rule: the number, null when empty, or the problem. */
export function checkWholeNumber(input: string | number, rule: WholeNumberRule): WholeNumberCheck {
  const reading =
    typeof input === 'number'
      ? Number.isInteger(input)
        ? input < 0
          ? ({ kind: 'invalid', reason: 'negative' } as const)
          : ({ kind: 'number', value: input } as const)
        : ({ kind: 'invalid', reason: 'notWhole' } as const)
      : readWholeNumber(input);
  if (reading.kind === 'empty')
    return rule.required ? { ok: false, problem: 'required' } : { ok: true, value: null };
  if (reading.kind === 'invalid') return { ok: false, problem: reading.reason };
  if (reading.value < rule.min || reading.value > rule.max) return { ok: false, problem: 'range' };
  return { ok: true, value: reading.value };
}
