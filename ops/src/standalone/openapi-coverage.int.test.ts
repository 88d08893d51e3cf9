import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';
import { type RouteEntry, routeTable } from './test-support/route-table.js';

/**
 * GET /api/docs/openapi.json must list every route the composed app serves under /api, so a route cannot be
 * added undocumented (nor one removed while its documentation stays). The routes are read from the app itself;
 * DEBUG_PURCHASES is on so that the optional debug route is mounted and checked too.
 */
const API_PREFIX = '/api';
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** `/api/wrong-answers/:id/memo` -> `PUT /wrong-answers/{id}/memo`, as the document (servers: /api) names it. */
const documentKey = ({ method, path }: RouteEntry) =>
  `${method} ${path.slice(API_PREFIX.length).replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}')}`;

describe('OpenAPI document coverage of the composed app', () => {
  let harness: Harness;
  let served: string[];
  let documented: string[];

  beforeAll(async () => {
    harness = await startStandalone({ env: { DEBUG_PURCHASES: 'true' } });
    served = routeTable(harness.standalone.app).map(documentKey);
    const response = await harness.http.get('/api/docs/openapi.json');
    expect(response.status).toBe(200);
    const paths = response.body.paths as Record<string, Record<string, unknown>>;
    documented = Object.entries(paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((method) => HTTP_METHODS.has(method))
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given the route table, then it holds the practice, commerce and debug routes (the walk sees them)', () => {
    expect(served).toEqual(
      expect.arrayContaining([
        'POST /practice/{setId}/answers',
        'DELETE /wrong-answers/{id}',
        'POST /payments/webhook',
        'POST /purchases/direct-purchase',
        'PUT /redeem-codes/{id}/fix-question-set',
      ]),
    );
  });

  it('given every route served under /api, then the document lists it with its method', () => {
    const missing = served.filter((key) => !documented.includes(key));
    expect(missing, `undocumented routes: add them to query-api/src/openapi`).toEqual([]);
  });

  it('given every documented operation, then the app serves it (no stale documentation)', () => {
    const stale = documented.filter((key) => !served.includes(key));
    expect(stale, 'documented but not served').toEqual([]);
  });
});
