import { createHash } from 'node:crypto';
import { loadConfig, withDelivery } from '@exam/platform';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, type Harness, learner, startStandalone } from './test-support/harness.js';
import { networkSetPayload } from './test-support/sample-payloads.js';

type Reply = { status: number; headers: Record<string, string>; text: string };

/** express's weak ETag, worked out here from the bytes (not with the library the server uses). */
const expressEtag = (text: string) => {
  const bytes = Buffer.from(text, 'utf8');
  const hash = createHash('sha1').update(bytes).digest('base64').substring(0, 27);
  return `W/"${bytes.length.toString(16)}-${hash}"`;
};

/** What must be equal both ways: every header but the date, the rate limit's remaining count as a shape. */
const comparable = ({ status, headers, text }: Reply) => {
  const { date: _date, ratelimit, ...rest } = headers;
  return { status, headers: { ...rest, ratelimit: ratelimit?.replace(/r=\d+/, 'r=N') }, text };
};

/**
 * Issue 24: the public listings are answered in one lookup (the direct listener) instead of express's walk
 * through every router. Each request below goes both ways: through what the server runs, and through express
 * alone behind the same delivery layers; the answers must be equal, header for header.
 */
describe('standalone: the listings served directly answer as express does', () => {
  let harness: Harness;
  let viaExpress: ReturnType<typeof request>;
  let direct: ReturnType<typeof request>;
  let expressCalls = 0;

  beforeAll(async () => {
    const env = { CORS_ORIGINS: 'https://partner.example', READ_YOUR_WRITES_TIMEOUT_MS: '50' };
    harness = await startStandalone({ env });
    const { app } = harness.standalone;
    const handle = app.handle.bind(app);
    app.handle = ((...args: Parameters<typeof handle>) => {
      expressCalls++;
      return handle(...args);
    }) as typeof app.handle;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: harness.dataDir, ...env });
    viaExpress = request(withDelivery(app, config));
    direct = request(harness.standalone.listener);
    // Three sets: the listing is then above the compression threshold (1 KB).
    let position = 0;
    for (const title of ['ネットワーク基礎', 'ネットワーク応用', 'ネットワーク総合']) {
      const created = await harness.http
        .post('/api/question-sets')
        .set(admin)
        .send({ ...networkSetPayload(), title });
      expect(created.status).toBe(201);
      position = created.body.position;
    }
    await harness.http.get('/api/question-sets').set('X-Min-Position', String(position));
  });
  afterAll(async () => {
    await harness?.close();
  });

  const both = async (path: string, headers: Record<string, string> = {}) => {
    const send = async (agent: ReturnType<typeof request>): Promise<Reply> => {
      const response = await agent
        .get(path)
        .set(headers)
        .buffer(true)
        .parse((res, done) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            text += chunk;
          });
          res.on('end', () => done(null, text));
        });
      return { status: response.status, headers: response.headers, text: response.body as string };
    };
    const before = expressCalls;
    const directly = await send(direct);
    expect(expressCalls, `${path} went through express`).toBe(before);
    const expressed = await send(viaExpress);
    expect(comparable(directly), path).toEqual(comparable(expressed));
    return directly;
  };

  it('given a visitor, when the listings are asked, then the same answers with express ETag, not via express', async () => {
    for (const path of [
      '/api/question-sets',
      `/api/question-sets?category=${encodeURIComponent('ネットワークプロトコル')}&limit=2`,
      '/api/question-sets?search=tcp&search=x',
      '/api/question-sets/featured',
      `/api/question-sets/by-category/${encodeURIComponent('ネットワークプロトコル')}`,
    ]) {
      const reply = await both(path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers.etag, path).toBe(expressEtag(reply.text));
      expect(reply.headers['content-type'], path).toBe('application/json; charset=utf-8');
      expect(reply.headers['x-content-type-options'], path).toBe('nosniff');
      expect(reply.headers.ratelimit, path).toMatch(/r=\d+; t=\d+/);
    }
    const listed = JSON.parse((await both('/api/question-sets')).text);
    expect(listed.data).toHaveLength(3);
  });

  it('given a learner, a partner origin or compression, then the same answers both ways', async () => {
    const reply = await both('/api/question-sets', learner);
    expect(JSON.parse(reply.text).data[0]).toHaveProperty('hasAccess');
    const cors = await both('/api/question-sets', { Origin: 'https://partner.example' });
    expect(cors.headers['access-control-allow-origin']).toBe('https://partner.example');
    await both('/api/question-sets', { 'Accept-Encoding': 'gzip' });
    const brotli = await both('/api/question-sets', { 'Accept-Encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
  });

  it('given the ETag back, then 304 without a body; a changed one gets the listing', async () => {
    const first = await both('/api/question-sets');
    const unchanged = await both('/api/question-sets', { 'If-None-Match': first.headers.etag as string });
    expect(unchanged.status).toBe(304);
    expect(unchanged.text).toBe('');
    expect((await both('/api/question-sets', { 'If-None-Match': 'W/"other"' })).status).toBe(200);
  });

  it('given bad parameters or a position not reached, then the same refusal or stale mark both ways', async () => {
    const cases: Array<[string, Record<string, string>, number]> = [
      ['/api/question-sets?limit=0.5', {}, 400],
      ['/api/question-sets?limit=100000', {}, 400],
      ['/api/question-sets?limit=1&limit=2', {}, 400],
      ['/api/question-sets', { 'X-Min-Position': '-1' }, 400],
      ['/api/question-sets/featured?minPosition=abc', {}, 400],
      ['/api/question-sets', { 'X-Min-Position': '999999' }, 200],
    ];
    for (const [path, headers, status] of cases) {
      const reply = await both(path, headers);
      expect(reply.status, path).toBe(status);
      if (status === 400) expect(JSON.parse(reply.text)).toMatchObject({ success: false });
    }
    const stale = await both('/api/question-sets', { 'X-Min-Position': '999999' });
    expect(stale.headers['x-read-model-stale']).toBe('true');
  });

  it('given HEAD, another spelling or a body, then express answers it', async () => {
    for (const [method, path] of [
      ['head', '/api/question-sets'],
      ['get', '/api/question-sets/'],
      ['get', '/api/Question-Sets'],
    ] as const) {
      const before = expressCalls;
      const response = await direct[method](path);
      expect(response.status, path).toBe(200);
      expect(expressCalls, path).toBe(before + 1);
    }
    const before = expressCalls;
    await direct.get('/api/question-sets').set('Content-Type', 'application/json').send('{}');
    expect(expressCalls).toBe(before + 1);
  });
});
