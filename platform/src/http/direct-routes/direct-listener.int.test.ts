import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { NotFoundError } from '@exam/domain';
import express, { Router } from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { createAuthGuards } from '../../auth/guards.js';
import { staticTokenAuthenticator } from '../../auth/static-token.js';
import { okBody } from '../envelope.js';
import { errorHandler } from '../error-handler.js';
import { createApiRateLimit } from '../rate-limit.js';
import { directRoutesListener } from './direct-listener.js';
import type { DirectRoute } from './direct-route.js';
import { mountDirectRoute } from './express-route.js';

const TOKEN = 'direct-routes-admin-token';
const LIMIT = 64;

const echo: DirectRoute = {
  method: 'POST',
  path: '/things/:thingId/notes',
  caller: 'optional',
  handle: async ({ params, body, principal, headers }) => {
    const { fail } = (body ?? {}) as { fail?: string };
    if (fail === 'domain') throw new NotFoundError('ありません', 'THING_NOT_FOUND');
    if (fail === 'bug') throw new Error('a bug');
    return {
      status: 201,
      headers: { 'X-Thing': params.thingId ?? '' },
      body: okBody({ params, body, caller: principal?.userId ?? null, tag: headers['x-tag'] ?? null }),
    };
  },
};
const guarded: DirectRoute = {
  method: 'PUT',
  path: '/things/:thingId',
  caller: 'required',
  handle: async ({ principal }) => ({ status: 200, headers: {}, body: okBody({ by: principal?.userId }) }),
};

type Reply = { status: number; headers: IncomingHttpHeaders; body: unknown };
type Sent = {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  chunks?: string[];
};

const open: Server[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const listen = async (server: Server) => {
  open.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

const send = (port: number, sent: Sent): Promise<Reply> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method: sent.method, path: sent.path, headers: sent.headers ?? {} },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const isJson = res.headers['content-type']?.startsWith('application/json') ?? false;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: isJson ? JSON.parse(text) : text,
          });
        });
      },
    );
    outgoing.on('error', reject);
    for (const chunk of sent.chunks ?? []) outgoing.write(chunk);
    outgoing.end(sent.body);
  });

/** The same app two ways: express alone, and the direct listener in front of it (counting what it passes on). */
const servers = async ({ perMinute = 0 } = {}) => {
  const authenticator = staticTokenAuthenticator(TOKEN);
  const rateLimit = createApiRateLimit(perMinute);
  const errors: unknown[] = [];
  const logger = { error: (fields: unknown) => void errors.push(fields) };
  const app = express();
  app.use('/api', rateLimit.middleware);
  app.use(express.json({ limit: LIMIT }));
  const router = Router();
  const guards = createAuthGuards(authenticator);
  for (const route of [echo, guarded]) mountDirectRoute(router, route, guards);
  app.use('/api', router);
  app.use(errorHandler(logger as never));
  const passedOn: string[] = [];
  const listener = directRoutesListener(
    (req, res) => {
      passedOn.push(`${req.method} ${req.url}`);
      app(req, res);
    },
    { prefix: '/api', routes: [echo, guarded], authenticator, rateLimit, bodyLimitBytes: LIMIT, logger },
  );
  return {
    direct: await listen(createServer(listener)),
    express: await listen(createServer(app)),
    passedOn,
    errors,
  };
};

const json = (value: unknown, headers: Record<string, string> = {}) => {
  const body = JSON.stringify(value);
  return { headers: { 'Content-Type': 'application/json', ...headers }, body };
};

/** A POST to the echo route with this raw body (JSON by default). */
const notes = (
  body: string | Buffer,
  headers: Record<string, string> = { 'Content-Type': 'application/json' },
): Sent => ({
  method: 'POST',
  path: '/api/things/x/notes',
  headers,
  body,
});

/** What must agree between both ways (express alone adds ETag, X-Powered-By and the like). */
const comparable = ({ status, headers, body }: Reply) => ({
  status,
  body,
  contentType: headers['content-type'],
  thing: headers['x-thing'],
  retryAfter: headers['retry-after'],
  rateLimit: headers.ratelimit,
  rateLimitPolicy: headers['ratelimit-policy'],
});

const expectBothWaysAlike = async (direct: number, viaExpress: number, cases: Sent[]) => {
  for (const sent of cases) {
    const directly = await send(direct, sent);
    expect(comparable(directly), JSON.stringify(sent)).toEqual(comparable(await send(viaExpress, sent)));
  }
};

describe('directRoutesListener', () => {
  it('given a JSON request on a direct route, then it answers itself, as express would', async () => {
    const { direct, express: viaExpress, passedOn } = await servers();
    const sent = {
      method: 'POST',
      path: '/api/things/a%20b/notes?ignored=1',
      ...json({ note: 'メモ' }, { 'X-Tag': 't1', Authorization: `Bearer ${TOKEN}` }),
    };
    const directly = await send(direct, sent);
    expect(directly.status).toBe(201);
    expect(directly.body).toEqual({
      success: true,
      data: { params: { thingId: 'a b' }, body: { note: 'メモ' }, caller: 'operator', tag: 't1' },
    });
    expect(directly.headers['content-length']).toBe(String(Buffer.byteLength(JSON.stringify(directly.body))));
    expect(comparable(directly)).toEqual(comparable(await send(viaExpress, sent)));
    expect(passedOn).toEqual([]);
  });

  it('given bodies body-parser refuses or reads specially, then both ways answer alike', async () => {
    const { direct, express: viaExpress, passedOn } = await servers();
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"bom":true}')]);
    const cases: Sent[] = [
      notes('{"a":'),
      notes(' 42'),
      notes(JSON.stringify({ big: 'x'.repeat(LIMIT) })),
      {
        ...notes('"}', { 'Content-Type': 'application/json; charset=utf-8' }),
        chunks: ['{"big":"', 'y'.repeat(LIMIT)],
      },
      notes(''),
      notes(bom),
      notes(JSON.stringify({ fail: 'domain' })),
      { method: 'PUT', path: '/api/things/x', ...json({}) },
      { method: 'PUT', path: '/api/things/x', ...json({}, { Authorization: 'Bearer wrong' }) },
      { method: 'PUT', path: '/api/things/x', ...json({}, { Authorization: `Bearer ${TOKEN}` }) },
    ];
    await expectBothWaysAlike(direct, viaExpress, cases);
    expect(passedOn).toEqual([]);
    const statuses = [];
    for (const sent of cases) statuses.push((await send(direct, sent)).status);
    expect(statuses).toEqual([400, 400, 413, 413, 201, 201, 404, 401, 401, 200]);
  });

  it('given an unexpected error in a handler, then 500 INTERNAL_ERROR, logged as a bug', async () => {
    const { direct, errors } = await servers();
    const reply = await send(direct, {
      method: 'POST',
      path: '/api/things/x/notes',
      ...json({ fail: 'bug' }),
    });
    expect(reply.status).toBe(500);
    expect(reply.body).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(errors).toHaveLength(1);
  });

  it('given requests whose body it does not read itself or other routes, then express answers them', async () => {
    const { direct, express: viaExpress, passedOn } = await servers();
    const cases: Sent[] = [
      notes('hello', { 'Content-Type': 'text/plain' }),
      notes(gzipSync('{"zipped":true}'), { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }),
      notes('{}', { 'Content-Type': 'application/json; charset=latin1' }),
      { method: 'POST', path: '/api/things/x/notes/', ...json({ slash: true }) },
      { method: 'POST', path: '/api/Things/x/notes', ...json({ letterCase: true }) },
      { method: 'POST', path: '/api/things/%E0%A4%A/notes', ...json({}) },
      { method: 'GET', path: '/api/things/x/notes' },
      { method: 'POST', path: '/elsewhere/things/x/notes', ...json({}) },
    ];
    await expectBothWaysAlike(direct, viaExpress, cases);
    expect(passedOn).toHaveLength(cases.length);
    // express inflates the gzipped body: the same handler saw it
    const zipped = await send(direct, cases[1] as Sent);
    expect(zipped.body).toMatchObject({ data: { body: { zipped: true } } });
  });

  it('given a rate limit, then requests of both ways count together and the refusal is 429 with Retry-After', async () => {
    const { direct, passedOn } = await servers({ perMinute: 3 });
    const path = '/api/things/x/notes';
    const first = await send(direct, { method: 'POST', path, ...json({}) });
    expect(first.headers.ratelimit).toMatch(/r=2; t=\d+/);
    expect(first.headers['ratelimit-policy']).toMatch(/q=3; w=60/);
    // express counts this one (not JSON): the same address and path
    await send(direct, { method: 'POST', path, headers: { 'Content-Type': 'text/plain' }, body: 'x' });
    expect((await send(direct, { method: 'POST', path, ...json({}) })).headers.ratelimit).toMatch(/r=0;/);
    const refused = await send(direct, { method: 'POST', path, ...json({}) });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'リクエストが制限されています。しばらくしてから再度お試しください',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // as express answers a refusal: with the limiter's headers too
    expect(refused.headers.ratelimit).toMatch(/r=0;/);
    expect(passedOn).toHaveLength(1);
    // another path has its own count
    expect((await send(direct, { method: 'POST', path: '/api/things/y/notes', ...json({}) })).status).toBe(
      201,
    );
  });
});
