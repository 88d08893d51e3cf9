import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { interpolate } from '../i18n/interpolate.js';
import { catalogueJa } from '../i18n/ja/index.js';
import { RedeemCodeInputTexts } from '../rules/redeem-code-input.js';

/** Redeem texts (the admin tab's Chinese quotes of admin spec §5 are the zh catalogue's). */
const texts = catalogueJa.server.redeem;
export const RedeemCodeMessages = {
  ...texts,
  generated: (count: number) => interpolate(texts.generated, { count }),
  batchFixed: (count: number) => interpolate(texts.batchFixed, { count }),
  /** The same length as the form's hint (RedeemCodeInputTexts), too short or too long alike. */
  codeTooShort: RedeemCodeInputTexts.wrongLength,
  codeTooLong: RedeemCodeInputTexts.wrongLength,
} as const;

export const codeNotFound = () => new NotFoundError(RedeemCodeMessages.codeNotFound, 'REDEEM_CODE_NOT_FOUND');
export const codeUsed = () => new ConflictError(RedeemCodeMessages.codeUsed, 'REDEEM_CODE_USED');
export const codeInvalid = () => new NotFoundError(RedeemCodeMessages.codeInvalid, 'REDEEM_CODE_INVALID');
export const codeForAnotherSet = () =>
  new ValidationError(RedeemCodeMessages.codeForAnotherSet, 'REDEEM_CODE_OTHER_SET');
export const codeSetMissing = () =>
  new NotFoundError(RedeemCodeMessages.codeSetMissing, 'REDEEM_CODE_SET_MISSING');
export const setInvalid = () =>
  new ValidationError(RedeemCodeMessages.setInvalid, 'REDEEM_SET_INVALID', { field: 'questionSetId' });
export const setNotPaid = () =>
  new ValidationError(RedeemCodeMessages.setNotPaid, 'REDEEM_SET_NOT_PAID', { field: 'questionSetId' });
export const onlyUnusedCanChange = () =>
  new ConflictError(RedeemCodeMessages.onlyUnusedCanChange, 'REDEEM_CODE_USED');
export const stateMoved = () => new ConflictError(RedeemCodeMessages.retry, 'REDEEM_CODE_CHANGED');
