import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';

/**
 * Texts of admin spec §5 (admin create user, Chinese, quoted as they must appear) and the rules of the
 * user aggregate (Japanese, ours where the spec quotes none).
 */
export const UserMessages = {
  usernameRequired: '请输入用户名',
  emailRequired: '请输入邮箱',
  emailInvalid: '请输入有效的邮箱地址',
  passwordRequired: '请输入密码',
  passwordTooShort: '密码长度至少为6个字符',
  passwordMismatch: '两次输入的密码不一致',
  notFound: 'ユーザーが見つかりません',
  exists: 'ユーザーは既に登録されています',
  deleted: 'このアカウントは削除されています',
  cannotChangeOwnRole: '自分の管理者権限は変更できません',
  cannotDeleteSelf: '自分自身は削除できません',
  sessionRequired: 'ログイン中のセッションを特定できません',
} as const;

/** Minimum password length of admin-created users (admin spec §9). */
export const MIN_PASSWORD_LENGTH = 6;

export const userNotFound = () => new NotFoundError(UserMessages.notFound, 'USER_NOT_FOUND');
export const userExists = (userId: string) =>
  new ConflictError(UserMessages.exists, 'USER_EXISTS', { userId });
export const userDeleted = () => new ForbiddenError(UserMessages.deleted, 'USER_DELETED');
export const cannotChangeOwnRole = () =>
  new ForbiddenError(UserMessages.cannotChangeOwnRole, 'CANNOT_CHANGE_OWN_ROLE');
export const cannotDeleteSelf = () => new ForbiddenError(UserMessages.cannotDeleteSelf, 'CANNOT_DELETE_SELF');
export const invalidUser = (message: string, field: string) =>
  new ValidationError(message, 'VALIDATION_FAILED', { field });
