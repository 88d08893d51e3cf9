export { createRedeemCodeQueryRoutes, type RedeemCodeQueryDependencies } from './routes.js';
