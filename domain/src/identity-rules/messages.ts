import { catalogueJa } from '../i18n/ja/index.js';

/**
 * The texts of sign-in and account operations (learner spec §8 "Sign-in and account", admin-and-platform §8
 * Users), in Japanese; the spec's Chinese quotes are the zh catalogue's, word for word.
 */
export const IDENTITY_MESSAGES = catalogueJa.identity.messages;

export type IdentityMessageKey = keyof typeof IDENTITY_MESSAGES;
