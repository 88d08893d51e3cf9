import { catalogueJa } from '@exam/domain/i18n';

const texts = catalogueJa.server.user;

/** Success texts of the user-management screen (admin spec §8 "Users"; its Chinese quotes are the zh catalogue's). */
export const UserCommandMessages = {
  created: texts.created,
  deleted: texts.removed,
  roleChanged: texts.roleChanged,
  profileUpdated: texts.profileUpdated,
  languageChosen: texts.languageChosen,
  timeZoneChosen: texts.timeZoneChosen,
  signedOut: texts.signedOut,
  /** The operator token (or a token naming no session) has no sign-in to end. */
  noSession: texts.noSession,
  /** IDENTITY=external: the issuer owns the accounts (a Cognito user pool, Keycloak, ...). */
  externalAccounts: texts.externalAccounts,
} as const;
