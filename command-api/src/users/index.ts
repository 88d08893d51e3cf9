export { type CreatedUser, createUser, type NewUser } from './create-user.js';
export { type ExecuteUserCommand, type UserCommandResult, userExecutor } from './execute.js';
export { UserCommandMessages } from './messages.js';
export { createUserCommandRoutes, type UserCommandRouteDependencies } from './routes.js';
export {
  currentUserSynchronizer,
  type SyncCurrentUser,
  type SyncCurrentUserOptions,
} from './sync-current-user.js';
export { type FetchUserinfo, userinfoClient } from './userinfo.js';
