export { operatorUser, type PublicUser, presentUser } from './presenters.js';
export {
  createUserQueryRoutes,
  type SyncCurrentUser,
  USER_LIST_DEFAULT_PAGE_SIZE,
  type UserQueryRouteDependencies,
  userListFilter,
} from './routes.js';
