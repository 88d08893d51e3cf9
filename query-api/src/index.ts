export {
  type AccessType,
  accessForSet,
  accessForSets,
  type Caller,
  type SetAccess,
  type SetAccessWithTrial,
} from './access/index.js';
export * from './client-config/index.js';
export { defaultHomeContent } from './homepage/defaults.js';
export { readHomeContent } from './homepage/read.js';
export * from './learning/index.js';
export { buildOpenApiDocument } from './openapi/document.js';
export type { ProjectionProgress } from './projection-progress/index.js';
export * from './purchases/index.js';
export {
  type GatedQuestion,
  type LockedQuestion,
  type PublicQuestion,
  type PublicQuestionSet,
  type PublicQuestionSetDetail,
  presentGatedQuestions,
  presentQuestion,
  presentQuestionSet,
  presentQuestionSetDetail,
} from './question-sets/presenters.js';
export { MIN_POSITION_HEADER, readYourWrites, STALE_HEADER } from './read-your-writes/index.js';
export * from './redeem-codes/index.js';
export {
  createQueryDirectRoutes,
  createQueryRouter,
  DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS,
  type QueryRouterDependencies,
} from './router/index.js';
export * from './socket/index.js';
export { createUploadsRouter } from './uploads/routes.js';
export * from './users/index.js';
