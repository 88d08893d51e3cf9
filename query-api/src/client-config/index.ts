export { type ClientConfig, clientConfigFor, createClientConfigRoutes, OIDC_SCOPES } from './routes.js';
