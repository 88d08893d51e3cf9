export { AggregateStateCache, type CachedAggregateState } from './aggregate-state-cache.js';
export { type HandleCommandOptions, type HandleCommandResult, handleCommand } from './handle-command.js';
