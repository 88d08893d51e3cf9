export { COMPRESSION_THRESHOLD_BYTES, compressResponses } from './compress.js';
export { corsForConfiguredOrigins } from './cors.js';
export { withDelivery } from './delivery-listener.js';
export {
  contentSecurityDirectives,
  precomputedSecurityHeaders,
  securityHeaders,
} from './security-headers.js';
