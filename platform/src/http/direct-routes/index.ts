export { type DirectRoutesOptions, directRoutesListener } from './direct-listener.js';
export type { DirectRequest, DirectRoute } from './direct-route.js';
export { mountDirectRoute } from './express-route.js';
export { BodyError, isDirectJsonRequest } from './json-body.js';
