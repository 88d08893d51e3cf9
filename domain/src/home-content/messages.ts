import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';

/** Admin spec §5 "Featured categories" and the content form's rules; texts the spec does not quote are ours. */
export const HomeContentMessages = {
  categoryRequired: 'カテゴリ名を入力してください',
  categoryExists: 'そのカテゴリは既に存在します',
  categoryNotFound: 'カテゴリが見つかりません',
  textTooLong: (field: string, max: number) => `${field}は${max}文字以内で入力してください`,
  announcementTextRequired: 'お知らせの本文を入力してください',
  welcomeRequired: 'ウェルカムメッセージを入力してください',
  announcementPeriodInvalid: 'お知らせの終了日時は開始日時より後にしてください',
  announcementsTooMany: 'お知らせは20件までです',
  bannerInvalid: 'バナー画像にはアップロードした画像のURLを指定してください',
  categoriesTooMany: 'おすすめカテゴリは30件までです',
} as const;

export const invalidContent = (message: string, code: string, field?: string) =>
  new ValidationError(message, code, field ? { field } : undefined);
export const categoryExists = (name: string) =>
  new ConflictError(HomeContentMessages.categoryExists, 'CATEGORY_EXISTS', { name });
export const categoryNotFound = (_name: string) =>
  new NotFoundError(HomeContentMessages.categoryNotFound, 'CATEGORY_NOT_FOUND');
