export { presentPurchaseRow, setSummary } from './presenters.js';
export { createPurchaseQueryRoutes, type PurchaseQueryDependencies } from './routes.js';
