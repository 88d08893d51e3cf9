import { createTestIssuer, loadConfig } from '@exam/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Harness, startStandalone } from './test-support/harness.js';
import { type RouteEntry, routeTable } from './test-support/route-table.js';

/**
 * Design rule 1: every administrator call is refused unless the caller is an administrator in our records.
 * The route table is read from the composed app, so a new route is covered the day it is added: it counts
 * as an administrator route unless it is listed below as public or as a signed-in learner's.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/question-sets',
  'GET /api/question-sets/categories',
  'GET /api/question-sets/featured',
  'GET /api/question-sets/by-category/:category',
  'GET /api/question-sets/:id',
  'GET /api/questions',
  'GET /api/questions/count/:id',
  'POST /api/questions/batch-count',
  'GET /api/homepage/content',
  'GET /api/question-sets/:id/pass-rule',
  'GET /api/homepage/featured-categories',
  'GET /api/health',
  'GET /api/config',
  'GET /api/docs',
  'GET /api/docs/openapi.json',
  // Visitors answer trial questions and see their (lack of) access; the webhook is verified by its signature.
  'POST /api/practice/:setId/answers',
  'GET /api/purchases/check/:setId',
  'POST /api/payments/webhook',
]);

/** Signed-in learners' own calls: 401 without a token. */
const LEARNER_ROUTES = new Set([
  'GET /api/users/me',
  'PUT /api/users/:id',
  'POST /api/users/me/sign-out',
  'PUT /api/users/me/language',
  'PUT /api/users/me/time-zone',
  'GET /api/user-progress/stats',
  'GET /api/user-progress/records',
  'GET /api/user-progress/coverage',
  'GET /api/learning-path',
  'GET /api/mock-exams',
  'GET /api/mock-exams/:examId',
  'POST /api/mock-exams',
  'POST /api/mock-exams/:examId/answers',
  'POST /api/mock-exams/:examId/submit',
  'GET /api/practice/:setId/progress',
  'GET /api/practice/:setId/question-ids',
  'GET /api/practice/:setId/offline-bundle',
  'POST /api/practice/:setId/reset',
  'POST /api/practice/:setId/answers/batch',
  'PUT /api/user-progress',
  'GET /api/wrong-answers',
  'GET /api/wrong-answers/counts',
  'POST /api/wrong-answers',
  'DELETE /api/wrong-answers/:id',
  'PUT /api/wrong-answers/:id/memo',
  'GET /api/purchases',
  'POST /api/purchases/update-access',
  'POST /api/purchases/direct-purchase',
  'POST /api/payments/create-intent',
  'POST /api/payments/complete-purchase',
  'POST /api/payments/simulated/confirm',
  'GET /api/redeem-codes/user',
  'POST /api/redeem-codes/redeem',
  // Issue 41: a learner reports a question and reads their reports' outcomes.
  'POST /api/questions/:id/reports',
  'GET /api/question-reports',
  'GET /api/learning-path/readiness',
  'PUT /api/study-plan',
  'GET /api/study-plan',
]);

/** Public routes that read the caller when there is one (optional sign-in): a bearer there must verify. */
const OPTIONAL_SIGN_IN_ROUTES = [
  'GET /api/question-sets',
  'GET /api/question-sets/featured',
  'GET /api/question-sets/by-category/:category',
  'GET /api/question-sets/:id',
  'GET /api/questions',
  'POST /api/practice/:setId/answers',
  'GET /api/purchases/check/:setId',
];

const SOME_ID = '00000000-0000-4000-8000-00000000abcd';
const keyOf = ({ method, path }: RouteEntry) => `${method} ${path}`;
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, SOME_ID);

describe('authorization matrix of every /api route', () => {
  let harness: Harness;
  let routes: RouteEntry[];
  let learner: Record<string, string>;
  let expired: Record<string, string>;

  beforeAll(async () => {
    const { OIDC_ISSUER, OIDC_AUDIENCE } = loadConfig({ NODE_ENV: 'test' });
    const issuer = await createTestIssuer({ issuer: OIDC_ISSUER, audience: OIDC_AUDIENCE });
    harness = await startStandalone({ localJwks: issuer.jwks });
    routes = routeTable(harness.standalone.app);
    learner = await issuer.bearer('sub-matrix-learner', 'matrix_learner');
    const lapsed = await issuer.accessToken(
      { sub: 'sub-matrix-learner', preferred_username: 'matrix_learner' },
      { expiresIn: Math.floor(Date.now() / 1000) - 120 },
    );
    expired = { Authorization: `Bearer ${lapsed}` };
  });
  afterAll(async () => {
    await harness?.close();
  });

  const call = (route: RouteEntry, headers: Record<string, string> = {}) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
    const request = harness.http[method](concrete(route.path)).set(headers);
    return method === 'get' || method === 'delete' ? request : request.send({});
  };

  const adminRoutes = () =>
    routes.filter((route) => !PUBLIC_ROUTES.has(keyOf(route)) && !LEARNER_ROUTES.has(keyOf(route)));

  it('given the composed app, then its route table holds the known administrator and learner routes', () => {
    const keys = routes.map(keyOf);
    expect(keys).toEqual(expect.arrayContaining(['GET /api/users/me', 'PUT /api/users/:id']));
    expect(adminRoutes().map(keyOf)).toEqual(
      expect.arrayContaining([
        'POST /api/users',
        'DELETE /api/users/:id',
        'GET /api/users',
        'POST /api/question-sets',
        // Issue 27: charged, access pending, and the administrators' retry.
        'GET /api/admin/purchases/pending',
        'POST /api/admin/purchases/:paymentIntentId/complete',
        'POST /api/questions/batch-check',
        'GET /api/admin/question-reports',
        'POST /api/admin/question-reports/:id/resolve',
      ]),
    );
  });

  it('given an anonymous caller, when each administrator route is called, then 401 in the envelope', async () => {
    for (const route of adminRoutes()) {
      const response = await call(route);
      expect(response.status, keyOf(route)).toBe(401);
      expect(response.body, keyOf(route)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    }
  });

  it('given a signed-in learner, when each administrator route is called, then 403 in the envelope', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    for (const route of adminRoutes()) {
      const response = await call(route, learner);
      expect(response.status, keyOf(route)).toBe(403);
      expect(response.body, keyOf(route)).toMatchObject({ success: false, code: 'FORBIDDEN' });
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given an anonymous caller, when each learner route is called, then 401', async () => {
    for (const route of routes.filter((entry) => LEARNER_ROUTES.has(keyOf(entry)))) {
      expect((await call(route)).status, keyOf(route)).toBe(401);
    }
  });

  it('given an anonymous caller, when each public route is called, then it is not refused for want of a sign-in', async () => {
    for (const route of routes.filter((entry) => PUBLIC_ROUTES.has(keyOf(entry)))) {
      expect([401, 403], keyOf(route)).not.toContain((await call(route)).status);
    }
  });

  it('given a bearer that does not verify (garbage or expired), when each public route is called, then every optional sign-in route answers 401 and nothing is written (issue 37)', async () => {
    const head = await harness.standalone.eventStore.headPosition();
    for (const headers of [{ Authorization: 'Bearer not-a-token' }, expired]) {
      const refused: string[] = [];
      for (const route of routes.filter((entry) => PUBLIC_ROUTES.has(keyOf(entry)))) {
        const response = await call(route, headers);
        if (response.status !== 401) continue;
        refused.push(keyOf(route));
        expect(response.body, keyOf(route)).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      }
      expect(refused.sort()).toEqual([...OPTIONAL_SIGN_IN_ROUTES].sort());
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });
});
