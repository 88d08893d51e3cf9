export * from './catalogue-of-parts.js';
export { buildCommandApi, type CommandApi, type CommandApiDependencies } from './command-api.js';
export * from './health.js';
export { drainHttpServer, listen } from './http-server.js';
export { type IdentityService, startIdentity } from './identity.js';
export { type Projections, type ProjectionsDependencies, startProjections } from './projections.js';
export {
  buildQueryApi,
  type QueryApi,
  type QueryApiDependencies,
  storedProjectionProgress,
} from './query-api.js';
export { loadServiceConfig, type ServiceConfig, type ServiceName } from './service-config.js';
export { openServiceStores, type ServiceStores } from './service-stores.js';
