import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { RedeemCodeInputTexts } from '../rules/redeem-code-input.js';

/**
 * Redeem texts. The learner's redeem screen speaks Japanese (learner spec §8 "Redeem": the server's
 * invalid/used message; 引換コードの使用に失敗しました), so every refusal a learner can receive is Japanese; only
 * the success text 兑换成功 stays Chinese because the spec quotes it (learner spec §8 "Profile"). The admin
 * tab's validation is Chinese as admin spec §5 "Redeem-code tab" quotes it; the standalone page's Japanese
 * equivalents (問題集を選択してください, 有効期限は最低1日必要です, 生成数は1～100の範囲で入力してください)
 * are chosen by the web from the `code` (docs/contracts.md).
 */
export const RedeemCodeMessages = {
  redeemed: '兑换成功',
  generated: (count: number) => `成功生成${count}个兑换码`,
  fixed: '修复成功',
  batchFixed: (count: number) => `成功修复${count}个兑换码`,
  deleted: '删除成功',
  codeRequired: '引換コードを入力してください',
  /** Issue 40: the same length as the form's hint (RedeemCodeInputTexts), too short or too long alike. */
  codeTooShort: RedeemCodeInputTexts.wrongLength,
  codeTooLong: RedeemCodeInputTexts.wrongLength,
  codeNotFound: '引換コードが見つかりません。入力内容をご確認ください',
  codeUsed: 'この引換コードは既に使用されています',
  codeInvalid: 'この引換コードは無効です',
  codeForAnotherSet: 'この引換コードはこの問題集には使用できません',
  codeSetMissing: 'この引換コードの問題集が見つかりません',
  setRequired: '请选择题库',
  setInvalid: '请选择有效的题库',
  setNotPaid: '只能为付费题库生成兑换码',
  validityTooSmall: '有效期必须大于0天',
  validityTooLarge: '有效期不能超过3650天',
  quantityInvalid: '生成数量必须在1-100之间',
  onlyUnusedCanChange: '使用済みの引換コードは変更・削除できません',
  batchFixNeedsCodes: '请选择要修复的兑换码',
  retry: '引換コードが更新されました。もう一度お試しください',
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
