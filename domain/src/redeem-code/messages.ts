import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';

/**
 * Redeem texts. The learner's redeem messages and the admin tab's validation are Chinese in the spec (learner
 * spec §8 兑换成功; admin spec §5 "Redeem-code tab"), so the server speaks Chinese here; the standalone page's
 * Japanese equivalents (問題集を選択してください, 有効期限は最低1日必要です, 生成数は1～100の範囲で入力してください)
 * are chosen by the web from the `code` (docs/contracts.md).
 */
export const RedeemCodeMessages = {
  redeemed: '兑换成功',
  generated: (count: number) => `成功生成${count}个兑换码`,
  fixed: '修复成功',
  batchFixed: (count: number) => `成功修复${count}个兑换码`,
  deleted: '删除成功',
  codeRequired: '请输入兑换码',
  codeTooShort: '兑换码至少需要6个字符',
  codeNotFound: '兑换码不存在',
  codeUsed: '兑换码已被使用',
  codeInvalid: '兑换码无效',
  codeForAnotherSet: '该兑换码不适用于当前题库',
  codeSetMissing: '兑换码关联的题库不存在',
  setRequired: '请选择题库',
  setInvalid: '请选择有效的题库',
  setNotPaid: '只能为付费题库生成兑换码',
  validityTooSmall: '有效期必须大于0天',
  validityTooLarge: '有效期不能超过3650天',
  quantityInvalid: '生成数量必须在1-100之间',
  onlyUnusedCanChange: '已使用的兑换码不能修改或删除',
  batchFixNeedsCodes: '请选择要修复的兑换码',
  retry: '兑换码已被更新，请重试',
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
