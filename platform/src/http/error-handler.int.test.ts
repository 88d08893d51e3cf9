import { gzipSync } from 'node:zlib';
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { errorHandler } from './error-handler.js';

type Logged = { details: Record<string, unknown>; message: string | undefined };

/** An express app as the compositions build it: the JSON parser, a route with a path parameter, the mapper. */
const app = (logged: Logged[] = []) => {
  const logger = {
    error: (details: Record<string, unknown>, message?: string) => logged.push({ details, message }),
  };
  const server = express();
  server.use(express.json({ limit: '1kb' }));
  server.post('/items/:id', (req, res) => {
    res.json({ success: true, data: { id: req.params.id, body: req.body } });
  });
  server.get('/broken', () => {
    throw new Error('a real fault');
  });
  server.use(errorHandler(logger as never));
  return server;
};

const body = JSON.stringify({ title: 'x' });

describe('error mapper: malformed requests are the caller’s fault', () => {
  it.each(['gzip', 'deflate', 'br'])(
    'given a body whose Content-Encoding %s does not match its bytes, when posted, then 400 in the envelope',
    async (encoding) => {
      const logged: Logged[] = [];
      const response = await request(app(logged))
        .post('/items/a')
        .set({ 'Content-Type': 'application/json', 'Content-Encoding': encoding })
        .send(body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        success: false,
        message: expect.stringContaining('Content-Encoding'),
        code: 'MALFORMED_BODY_ENCODING',
      });
      expect(logged).toEqual([]);
    },
  );

  it('given a body that matches its gzip encoding, when posted, then it is read', async () => {
    const response = await request(app())
      .post('/items/a')
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' })
      .serialize((bytes: Buffer) => bytes as never)
      .send(gzipSync(body) as never);
    expect(response.status).toBe(200);
    expect(response.body.data.body).toEqual({ title: 'x' });
  });

  it.each(['%ZZ', '%E0%A4%A', '%', '%C0%AF', 'a%FFb'])(
    'given the path parameter %s that does not decode, when called, then 400 MALFORMED_URL',
    async (spelling) => {
      const logged: Logged[] = [];
      const response = await request(app(logged)).post(`/items/${spelling}`).send({});
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code: 'MALFORMED_URL' });
      expect(typeof response.body.message).toBe('string');
      expect(logged).toEqual([]);
    },
  );

  it('given an unknown encoding, an oversized body, a foreign charset or bad JSON, then 415, 413, 415, 400', async () => {
    const post = () => request(app()).post('/items/a');
    const unknown = await post()
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': 'zstd-x' })
      .send(body);
    const large = await post()
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ t: 'x'.repeat(2000) }));
    const charset = await post().set('Content-Type', 'application/json; charset=latin9').send(body);
    const broken = await post().set('Content-Type', 'application/json').send('{"title":');
    expect([unknown.status, large.status, charset.status, broken.status]).toEqual([415, 413, 415, 400]);
    expect([unknown.body.code, large.body.code, charset.body.code, broken.body.code]).toEqual([
      'UNSUPPORTED_MEDIA_TYPE',
      'PAYLOAD_TOO_LARGE',
      'UNSUPPORTED_MEDIA_TYPE',
      'MALFORMED_REQUEST',
    ]);
  });

  it('given a real fault, then 500, logged with the request id the answer carries', async () => {
    const logged: Logged[] = [];
    const response = await request(app(logged)).get('/broken');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.body.requestId).toBe(requestId);
    expect(logged).toEqual([{ details: expect.objectContaining({ requestId }), message: 'unhandled error' }]);
  });

  it('given a proxy’s X-Request-Id, then a fault is logged under it; a forged one is replaced', async () => {
    const logged: Logged[] = [];
    const kept = await request(app(logged)).get('/broken').set('X-Request-Id', 'proxy-42');
    const replaced = await request(app(logged)).get('/broken').set('X-Request-Id', 'a fake; log=line');
    expect(kept.headers['x-request-id']).toBe('proxy-42');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(logged.map((entry) => entry.details.requestId)).toEqual([
      'proxy-42',
      replaced.headers['x-request-id'],
    ]);
  });
});
