export { type ApiClient, type components, createApiClient, type operations, type paths } from './client.js';
