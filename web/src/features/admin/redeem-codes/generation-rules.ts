import { Bounds, checkNumber } from '@exam/domain/rules';
import { readWholeNumber } from '../../../shared/lib/ja-number';

/**
 * Admin spec §5 generation checks of the two screens (the server checks again: 1-3650 days, 1-100 codes).
 * A value out of range is refused with the spec's message, never clamped: each check returns the field and
 * the i18n key of the first problem, or null.
 */
export const TAB_VALIDITY_MAX_DAYS = 365;
export const PAGE_VALIDITY_MAX_DAYS = Bounds.redeemValidityDays.max;
export const PAGE_VALIDITY_DEFAULT_DAYS = 180;

export type GenerationInput = {
  questionSetId: string;
  validityDays: number | string;
  quantity: number | string;
};

export type GenerationField = 'questionSetId' | 'validityDays' | 'quantity';
export type GenerationProblem = { field: GenerationField; key: string };

/** A field's text read as Japanese input (1,980 / １００); NaN when empty or not a whole number. */
export const whole = (value: number | string): number => {
  if (typeof value === 'number') return value;
  const reading = readWholeNumber(value);
  return reading.kind === 'number' ? reading.value : Number.NaN;
};

/** 1e3, 1.5 or -5 is named for what it is (numberInput's words) rather than as a range. */
const unreadable = (field: GenerationField, value: number | string): GenerationProblem | null => {
  if (typeof value === 'number') return null;
  const reading = readWholeNumber(value);
  return reading.kind === 'invalid' ? { field, key: `numberInput.${reading.reason}` } : null;
};

const quantityOk = (quantity: number) => checkNumber(Bounds.redeemQuantity, quantity) === undefined;
const daysAtLeastOne = (days: number) => Number.isInteger(days) && days >= Bounds.redeemValidityDays.min;

/** The /admin tab: 请选择题库 / 有效期必须大于0天 (and 1-365) / 生成数量必须在1-100之间. */
export const tabGenerationProblem = (input: GenerationInput): GenerationProblem | null => {
  const days = whole(input.validityDays);
  if (input.questionSetId.trim() === '')
    return { field: 'questionSetId', key: 'redeemAdmin.errors.setRequired' };
  const unread = unreadable('validityDays', input.validityDays) ?? unreadable('quantity', input.quantity);
  if (unread) return unread;
  if (!daysAtLeastOne(days)) return { field: 'validityDays', key: 'redeemAdmin.errors.validityTooSmall' };
  if (days > TAB_VALIDITY_MAX_DAYS)
    return { field: 'validityDays', key: 'redeemAdmin.errors.validityTooLarge' };
  if (!quantityOk(whole(input.quantity))) return { field: 'quantity', key: 'redeemAdmin.errors.quantity' };
  return null;
};

/** /admin/redeem-codes: 問題集を選択してください / 有効期限は最低1日必要です (max 3650) / 生成数は1～100の範囲で入力してください. */
export const pageGenerationProblem = (input: GenerationInput): GenerationProblem | null => {
  const days = whole(input.validityDays);
  if (input.questionSetId.trim() === '') {
    return { field: 'questionSetId', key: 'redeemAdmin.page.errors.setRequired' };
  }
  const unread = unreadable('validityDays', input.validityDays) ?? unreadable('quantity', input.quantity);
  if (unread) return unread;
  if (!daysAtLeastOne(days)) return { field: 'validityDays', key: 'redeemAdmin.page.errors.validity' };
  if (days > PAGE_VALIDITY_MAX_DAYS)
    return { field: 'validityDays', key: 'redeemAdmin.page.errors.validityMax' };
  if (!quantityOk(whole(input.quantity)))
    return { field: 'quantity', key: 'redeemAdmin.page.errors.quantity' };
  return null;
};

/** The server's validation codes, in the standalone page's Japanese (docs/contracts.md "Commerce"). */
const PAGE_TEXT_OF_CODE: Record<string, string> = {
  REDEEM_SET_REQUIRED: 'redeemAdmin.page.errors.setRequired',
  REDEEM_VALIDITY_INVALID: 'redeemAdmin.page.errors.validity',
  REDEEM_QUANTITY_INVALID: 'redeemAdmin.page.errors.quantity',
};
export const pageTextOfServerCode = (code: string | undefined): string | null =>
  (code && PAGE_TEXT_OF_CODE[code]) || null;

/**
 * Bulk repair (admin spec §5): needs a chosen set and at least one issue; maps every problem code to the set.
 */
export const batchFixPlan = (
  issues: readonly { codeId: string }[],
  questionSetId: string,
): { map: Record<string, string> } | { problem: string } => {
  if (questionSetId.trim() === '') return { problem: 'redeemAdmin.errors.batchNeedsSet' };
  if (issues.length === 0) return { problem: 'redeemAdmin.errors.batchNeedsIssues' };
  return { map: Object.fromEntries(issues.map((issue) => [issue.codeId, questionSetId])) };
};

/**
 * Admin spec §2: inline status banners are green for a success (the spec's texts said 成功) and red otherwise, and
 * clear after 3 s. The outcome decides, never the words: they are in the interface's language.
 */
export const BANNER_CLEAR_MS = 3_000;
export const bannerColor = (outcome: 'success' | 'failure'): 'green' | 'red' =>
  outcome === 'success' ? 'green' : 'red';
