export { usersProjection } from './projection.js';
export { USERS, type UserDocument } from './types.js';
