import { ConflictError, NotFoundError, ValidationError } from '../errors/index.js';
import { interpolate } from '../i18n/interpolate.js';
import { catalogueJa } from '../i18n/ja/index.js';

/** Admin spec §5 "Featured categories" and the content form's rules; texts the spec does not quote are ours. */
const texts = catalogueJa.server.homeContent;
export const HomeContentMessages = {
  ...texts,
  textTooLong: (field: string, max: number) => interpolate(texts.textTooLong, { field, max }),
} as const;

export const invalidContent = (message: string, code: string, field?: string) =>
  new ValidationError(message, code, field ? { field } : undefined);
export const categoryExists = (name: string) =>
  new ConflictError(HomeContentMessages.categoryExists, 'CATEGORY_EXISTS', { name });
export const categoryNotFound = (_name: string) =>
  new NotFoundError(HomeContentMessages.categoryNotFound, 'CATEGORY_NOT_FOUND');
