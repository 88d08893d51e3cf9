export { type DirectRoutesOptions, directRoutesListener } from './direct-listener.js';
export type { DirectReply, DirectRequest, DirectRoute, SerializedReply } from './direct-route.js';
export { mountDirectRoute } from './express-route.js';
export { BodyError, isDirectJsonRequest } from './json-body.js';
export { weakEtagOf, writeDirectReply } from './reply-writer.js';
