export { analyseItems } from './item-analysis.js';
export { createStatisticsQueryRoutes, type StatisticsRouteDependencies } from './routes.js';
export { salesReport } from './sales-report.js';
