export { hasIdentityClaims, isBootstrapAdminEmail, isEmailVerified, userClaimsFrom } from './claims.js';
export type * from './commands.js';
export { decideUser, SIGN_IN_RECORD_INTERVAL_MS } from './decide.js';
export { userDecider } from './decider.js';
export type * from './events.js';
export { USER_EVENT_TYPES, USER_PROFILE_FIELDS, userStream } from './events.js';
export {
  MIN_PASSWORD_LENGTH,
  TIME_ZONE_INVALID as USER_TIME_ZONE_INVALID,
  UserMessages,
} from './messages.js';
export { type ActiveUser, evolveUser, initialUserState, type UserState } from './state.js';
