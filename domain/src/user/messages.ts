import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors/index.js';
import { catalogueJa } from '../i18n/ja/index.js';

/** Texts of admin spec §5 (admin create user; its Chinese quotes are the zh catalogue's) and the user aggregate. */
export const UserMessages = catalogueJa.server.user;
/** A saved time zone is refused in the words `?tz=` is refused in. */
export const TIME_ZONE_INVALID = catalogueJa.server.input.timeZoneInvalid;

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
