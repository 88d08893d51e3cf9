export { redeemCodeTimeline, type TimelineEntry } from './redeem-code-timeline.js';
export { type AuditRouteDependencies, createAuditQueryRoutes } from './routes.js';
