export { AttemptLimiter } from './attempt-limiter.js';
