import createClient from 'openapi-fetch';
import type { paths } from './schema.js';

/**
 * A typed client of the API for partners (schools, integrations): generated types (schema.ts) over
 * openapi-fetch. `baseUrl` is the server's origin; a bearer token, when given, signs every request.
 */
export const createApiClient = (origin: string, accessToken?: string) =>
  createClient<paths>({
    baseUrl: `${origin}/api`,
    ...(accessToken ? { headers: { Authorization: `Bearer ${accessToken}` } } : {}),
  });

export type ApiClient = ReturnType<typeof createApiClient>;
export type { components, operations, paths } from './schema.js';
