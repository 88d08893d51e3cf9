export { type ProjectionGauge, ServiceMetrics } from './service-metrics.js';
