export { type CommandOutcome, EVENT_POSITION_HEADER, sendCommandOutcome } from './command-response/index.js';
export * from './commerce/index.js';
export {
  CORRELATION_HEADER,
  commandMetadata,
  type ExecuteQuestionSetCommands,
  type ExecutionResult,
  questionSetExecutor,
} from './execution/index.js';
export * from './imports/index.js';
export { CommandMessages } from './messages/index.js';
export * from './mock-exams/index.js';
export * from './payments/index.js';
export * from './practice/index.js';
export * from './purchases/index.js';
export * from './redeem-codes/index.js';
export { type CommandRouterDependencies, createCommandRouter } from './router/index.js';
export * from './uploads/index.js';
export * from './users/index.js';
