export { purchaseTimeline } from './purchase-timeline.js';
export { redeemCodeTimeline } from './redeem-code-timeline.js';
export { type AuditRouteDependencies, createAuditQueryRoutes } from './routes.js';
