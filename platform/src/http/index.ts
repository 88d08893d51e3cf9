export { refuseUnreadableBodies } from './body-type.js';
export * from './delivery/index.js';
export {
  type DirectReply,
  type DirectRequest,
  type DirectRoute,
  type DirectRoutesOptions,
  directRoutesListener,
  mountDirectRoute,
  type SerializedReply,
  weakEtagOf,
} from './direct-routes/index.js';
export { type Envelope, fail, failBody, type JsonReply, ok, okBody, sendReply } from './envelope.js';
export { errorHandler, errorReply, notFound } from './error-handler.js';
export { type LayerName, type LayerSwitches, layerOn } from './layers.js';
export { localizeBody, localizeReplies, localizeReply, replyLanguage } from './localize-replies.js';
export { pathParam } from './path-param.js';
export { type ApiRateLimit, apiRateLimit, createApiRateLimit } from './rate-limit.js';
export { requestIdOf } from './request-id.js';
