import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import cors from 'cors';
import { describe, expect, it } from 'vitest';
import { corsForConfiguredOrigins } from './cors.js';

const ORIGINS = ['https://partner.example'];

/** The headers a step sets on a fresh response to `method` with `headers`, and whether it passed on. */
const run = (
  step: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void,
  method: string,
  headers: Record<string, string>,
) => {
  const req = new IncomingMessage(new Socket());
  req.method = method;
  req.headers = headers;
  const res = new ServerResponse(req);
  let passed = false;
  step(req, res, () => {
    passed = true;
  });
  return { headers: res.getHeaders(), status: res.statusCode, passed };
};

describe('corsForConfiguredOrigins', () => {
  // The cors middleware as configured before its no-Origin answer was worked out once.
  const library = cors({
    origin: ORIGINS,
    credentials: true,
    exposedHeaders: [
      'X-Event-Position',
      'X-Read-Model-Stale',
      'X-Skipped-Questions',
      'RateLimit',
      'RateLimit-Policy',
    ],
    maxAge: 600,
  }) as never;

  it('given any request, then exactly the headers the cors middleware sets', () => {
    const ours = corsForConfiguredOrigins({ CORS_ORIGINS: ORIGINS });
    if (!ours) throw new Error('configured origins give a step');
    const cases: Array<[string, Record<string, string>]> = [
      ['GET', {}],
      ['POST', { 'content-type': 'application/json' }],
      ['GET', { origin: 'https://partner.example' }],
      ['GET', { origin: 'https://elsewhere.example' }],
      ['OPTIONS', { origin: 'https://partner.example', 'access-control-request-method': 'POST' }],
      ['OPTIONS', {}],
    ];
    for (const [method, headers] of cases) {
      expect(run(ours, method, headers), `${method} ${JSON.stringify(headers)}`).toEqual(
        run(library, method, headers),
      );
    }
    expect(run(ours, 'GET', {}).headers).toEqual({
      vary: 'Origin',
      'access-control-allow-credentials': 'true',
      'access-control-expose-headers':
        'X-Event-Position,X-Read-Model-Stale,X-Skipped-Questions,RateLimit,RateLimit-Policy',
    });
  });

  it('given no configured origin, then no step at all', () => {
    expect(corsForConfiguredOrigins({ CORS_ORIGINS: [] })).toBeNull();
  });
});
