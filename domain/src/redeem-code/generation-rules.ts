import { ValidationError } from '../errors/index.js';
import { Bounds } from '../rules/bounds.js';
import { RedeemCodeMessages } from './messages.js';

/**
 * Validity of generated codes, in days. The spec gives two readings: 1-365 on the back-office tab, input
 * maximum 3650 (default 180) on the standalone page. The server accepts the wider 1-3650 so both screens work;
 * the tab's 365 stays a check of that screen.
 */
export const REDEEM_VALIDITY_MIN_DAYS = Bounds.redeemValidityDays.min;
export const REDEEM_VALIDITY_MAX_DAYS = Bounds.redeemValidityDays.max;
export const REDEEM_VALIDITY_DEFAULT_DAYS = 180;
/** Admin spec §5/§9: quantity 1-100 per generation (the bounds live in rules/bounds.ts). */
export const REDEEM_QUANTITY_MIN = Bounds.redeemQuantity.min;
export const REDEEM_QUANTITY_MAX = Bounds.redeemQuantity.max;

const invalid = (message: string, code: string, field: string) =>
  new ValidationError(message, code, { field });

/** Admin spec §5: 请选择题库 / 有效期必须大于0天 / 生成数量必须在1-100之间 (checked in that order). */
export const validateGeneration = (request: {
  questionSetId: string;
  validityDays: number;
  quantity: number;
}): void => {
  if (request.questionSetId.trim() === '')
    throw invalid(RedeemCodeMessages.setRequired, 'REDEEM_SET_REQUIRED', 'questionSetId');
  if (!Number.isInteger(request.validityDays) || request.validityDays < REDEEM_VALIDITY_MIN_DAYS)
    throw invalid(RedeemCodeMessages.validityTooSmall, 'REDEEM_VALIDITY_INVALID', 'validityDays');
  if (request.validityDays > REDEEM_VALIDITY_MAX_DAYS)
    throw invalid(RedeemCodeMessages.validityTooLarge, 'REDEEM_VALIDITY_INVALID', 'validityDays');
  if (
    !Number.isInteger(request.quantity) ||
    request.quantity < REDEEM_QUANTITY_MIN ||
    request.quantity > REDEEM_QUANTITY_MAX
  )
    throw invalid(RedeemCodeMessages.quantityInvalid, 'REDEEM_QUANTITY_INVALID', 'quantity');
};
