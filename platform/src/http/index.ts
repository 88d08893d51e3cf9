export { type Envelope, fail, ok } from './envelope.js';
export { errorHandler, notFound } from './error-handler.js';
export { apiRateLimit } from './rate-limit.js';
