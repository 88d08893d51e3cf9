export { createOfflineBundleRoutes, type OfflineBundleDependencies } from './routes.js';
