export { type AccessType, accessForSet, type SetAccess } from './access/index.js';
export { defaultHomeContent, type HomeContent } from './homepage/defaults.js';
export { buildOpenApiDocument } from './openapi/document.js';
export type { ProjectionProgress } from './projection-progress/index.js';
export {
  type PublicQuestion,
  type PublicQuestionSet,
  type PublicQuestionSetDetail,
  presentQuestion,
  presentQuestionSet,
  presentQuestionSetDetail,
} from './question-sets/presenters.js';
export { MIN_POSITION_HEADER, readYourWrites, STALE_HEADER } from './read-your-writes/index.js';
export {
  createQueryRouter,
  DEFAULT_READ_YOUR_WRITES_TIMEOUT_MS,
  type QueryRouterDependencies,
} from './router/index.js';
export * from './socket/index.js';
