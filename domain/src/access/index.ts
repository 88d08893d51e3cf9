// Browser-safe access rules (the web may import `@exam/domain/access`): pure functions, no node-only imports.
export {
  type AccessForSetInput,
  type AccessGrant,
  type AccessSetFacts,
  type AccessSource,
  type AccessType,
  accessForSet,
  type SetAccess,
} from './access-for-set.js';
export { isAnswerCorrect } from './answer-correctness.js';
export { isQuestionReachable, serverTrialLimit } from './trial-limit.js';
