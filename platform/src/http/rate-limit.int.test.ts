import express from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logging/index.js';
import { errorHandler } from './error-handler.js';
import { apiRateLimit } from './rate-limit.js';

const app = (perMinute: number) => {
  const server = express();
  server.use('/api', apiRateLimit(perMinute));
  server.get('/api/a', (_req, res) => res.json({ success: true }));
  server.get('/api/b', (_req, res) => res.json({ success: true }));
  server.use(errorHandler(createLogger({ LOG_LEVEL: 'silent' })));
  return server;
};

describe('apiRateLimit', () => {
  it('given the limit reached on a path, then that path answers 429 with the spec text and Retry-After', async () => {
    const server = app(3);
    for (let i = 0; i < 3; i++) expect((await request(server).get('/api/a')).status).toBe(200);
    const refused = await request(server).get('/api/a');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'リクエストが制限されています。しばらくしてから再度お試しください',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('given one path over its limit, then another path still answers', async () => {
    const server = app(1);
    await request(server).get('/api/a');
    expect((await request(server).get('/api/a')).status).toBe(429);
    expect((await request(server).get('/api/b')).status).toBe(200);
  });

  it("given counted requests, then the draft-8 headers are the library writer's own, partition key included", async () => {
    // express-rate-limit writing its draft-8 headers itself (it hashes the key on every request), same key.
    const library = express();
    library.use(
      '/api',
      rateLimit({
        windowMs: 60_000,
        limit: 5,
        standardHeaders: 'draft-8',
        legacyHeaders: false,
        identifier: '5-in-1min',
        validate: false,
        keyGenerator: (req) =>
          `${ipKeyGenerator(req.ip ?? 'unknown')} ${req.method} ${req.baseUrl}${req.path}`,
      }),
    );
    library.get('/api/a', (_req, res) => res.json({ success: true }));
    library.get('/api/b', (_req, res) => res.json({ success: true }));
    const ours = app(5);
    for (const path of ['/api/a', '/api/a', '/api/b', '/api/a']) {
      const [mine, theirs] = [await request(ours).get(path), await request(library).get(path)];
      expect(mine.headers.ratelimit, path).toBe(theirs.headers.ratelimit);
      expect(mine.headers['ratelimit-policy'], path).toBe(theirs.headers['ratelimit-policy']);
    }
    const policy = (await request(ours).get('/api/a')).headers['ratelimit-policy'];
    expect(policy).toMatch(/^"5-in-1min"; q=5; w=60; pk=:[A-Za-z0-9+/=]+:$/);
  });

  it('given a refusal, then it carries the rate limit headers too', async () => {
    const server = app(1);
    await request(server).get('/api/a');
    const refused = await request(server).get('/api/a');
    expect(refused.status).toBe(429);
    expect(refused.headers.ratelimit).toMatch(/^"1-in-1min"; r=0; t=\d+$/);
  });

  it('given 0, then nothing is limited', async () => {
    const server = app(0);
    for (let i = 0; i < 5; i++) expect((await request(server).get('/api/a')).status).toBe(200);
  });
});
