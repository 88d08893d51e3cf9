import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { type RouteEntry, routeTable } from './test-support/route-table.js';

/**
 * Issue 27 item 1 on the composed server (express, the direct answers route, the identity pages): malformed
 * escapes in every route's path parameters, as every caller and method, and bodies whose Content-Encoding does
 * not match, are a 4xx in the envelope; nothing is appended. The write operations also go through the fuzz suite
 * (hostile-input.fuzz.int.test.ts); this walks every route, reads included.
 */
const BAD_ESCAPES = ['%ZZ', '%E0%A4%A', '%', '%C0%AF'];
const callers: Array<[string, Record<string, string>]> = [
  ['anonymous', {}],
  ['learner', learner],
  ['administrator', admin],
];

describe('malformed requests on the composed server', () => {
  let harness: Harness;
  let routes: RouteEntry[];
  beforeAll(async () => {
    harness = await startStandalone({ env: { RATE_LIMIT_PER_MINUTE: '0', DEBUG_PURCHASES: 'true' } });
    routes = routeTable(harness.standalone.app).filter((route) => route.path.includes('/:'));
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('given a path parameter that does not decode, when any route is called by anyone, then 400 MALFORMED_URL and nothing appended', async () => {
    expect(routes.length).toBeGreaterThan(20);
    const head = await harness.standalone.eventStore.headPosition();
    for (const route of routes) {
      for (const bad of BAD_ESCAPES) {
        const path = route.path.replace(/:[A-Za-z]+/g, bad);
        for (const [name, headers] of callers) {
          const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
          const response = await harness.http[method](path).set(headers);
          const where = `${route.method} ${path} as ${name}`;
          expect(response.status, where).toBe(400);
          expect(response.body, where).toMatchObject({ success: false, code: 'MALFORMED_URL' });
        }
      }
    }
    expect(await harness.standalone.eventStore.headPosition()).toBe(head);
  });

  it('given query strings with escapes that do not decode, when every read is called by anyone, then no 5xx', async () => {
    const reads = routeTable(harness.standalone.app).filter((route) => route.method === 'GET');
    expect(reads.length).toBeGreaterThan(20);
    for (const route of reads) {
      const path = route.path.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-00000000abcd');
      for (const [name, headers] of callers) {
        for (const query of [
          '?q=%ZZ&page=%E0%A4%A&%=1',
          '?limit=%C0%AF&questionSetId=%',
          '?page=%FF%FE&a[%ZZ]=1',
        ]) {
          const response = await harness.http.get(`${path}${query}`).set(headers);
          expect(response.status, `GET ${path}${query} as ${name}`).toBeLessThan(500);
          if (response.status >= 400 && path.startsWith('/api'))
            expect(response.body, `GET ${path}${query} as ${name}`).toMatchObject({ success: false });
        }
      }
    }
  });

  it('given the direct answers route and the identity pages, then bad escapes and mismatched encodings are 400 in the envelope', async () => {
    const answers = (encoding: string, body: Buffer) =>
      harness.http
        .post('/api/practice/00000000-0000-4000-8000-00000000abcd/answers')
        .set({ 'Content-Type': 'application/json', 'Content-Encoding': encoding })
        .serialize((bytes: Buffer) => bytes as never)
        .send(body as never);
    for (const encoding of ['gzip', 'br', 'deflate']) {
      const response = await answers(encoding, Buffer.from('{"questionId":"x"}'));
      expect(response.status, encoding).toBe(400);
      expect(response.body, encoding).toMatchObject({ success: false, code: 'MALFORMED_BODY_ENCODING' });
    }
    // The same route with a body that does match its encoding is read (and refused for its content, not its bytes).
    expect((await answers('gzip', gzipSync('{"questionId":"x"}'))).body.code).not.toBe(
      'MALFORMED_BODY_ENCODING',
    );
    for (const path of ['/oidc/interaction/%ZZ', '/oidc/interaction/%C0%AF/login']) {
      const response = await harness.http.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body, path).toMatchObject({ success: false, code: 'MALFORMED_URL' });
    }
  });
});
