import express from 'express';
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
      message: '请求被限制，请稍后再试',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('given one path over its limit, then another path still answers', async () => {
    const server = app(1);
    await request(server).get('/api/a');
    expect((await request(server).get('/api/a')).status).toBe(429);
    expect((await request(server).get('/api/b')).status).toBe(200);
  });

  it('given 0, then nothing is limited', async () => {
    const server = app(0);
    for (let i = 0; i < 5; i++) expect((await request(server).get('/api/a')).status).toBe(200);
  });
});
