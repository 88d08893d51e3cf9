export { AttemptCounter, type AttemptCounterOptions } from './attempt-counter.js';
export { AttemptLimiter } from './attempt-limiter.js';
