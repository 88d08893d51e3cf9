import type { IncomingMessage, ServerResponse } from 'node:http';
import etag from 'etag';
import fresh from 'fresh';
import { type DirectReply, isSerialized } from './direct-route.js';

const JSON_TYPE = 'application/json; charset=utf-8';

/** express's ETag of a body it sends (its default `etag` setting: weak, from the etag package). */
export const weakEtagOf = (json: string | Buffer): string => etag(json, { weak: true });

const byteLengthOf = (json: string | Buffer) =>
  typeof json === 'string' ? Buffer.byteLength(json) : json.length;

/** A reply's Vary joins the one already set (CORS's Origin), as express's res.vary does. */
const withVary = (res: ServerResponse, headers: Record<string, string>): Record<string, string> => {
  const vary = headers.Vary;
  const before = res.getHeader('Vary');
  if (vary === undefined || before === undefined) return headers;
  const names = [...String(before).split(/\s*,\s*/), vary].filter(Boolean);
  return { ...headers, Vary: [...new Set(names)].join(', ') };
};

const jsonOf = (reply: DirectReply) => (isSerialized(reply) ? reply.json : JSON.stringify(reply.body));

/** POST, PUT, DELETE: the reply as it is (express would add an ETag, which no client of a write reads). */
const writeWrite = (res: ServerResponse, reply: DirectReply, extraHeaders: Array<[string, string]>) => {
  const json = jsonOf(reply);
  const headers: Array<[string, string]> = [
    ...extraHeaders,
    ...Object.entries(withVary(res, reply.headers)),
    ['Content-Type', JSON_TYPE],
    ['Content-Length', String(byteLengthOf(json))],
  ];
  res.writeHead(reply.status, headers.flat());
  res.end(json);
};

/**
 * GET, as express's res.json and res.send answer it: Content-Type, Content-Length and the weak ETag, then 304
 * without a body when the request's validators match (the fresh package, as express's req.fresh). Headers are
 * set one by one (not through writeHead), so the compression layer sees the type and length as with express.
 */
const writeRead = (
  req: IncomingMessage,
  res: ServerResponse,
  reply: DirectReply,
  extraHeaders: Array<[string, string]>,
) => {
  const json = jsonOf(reply);
  const tag = (isSerialized(reply) ? reply.etag : undefined) ?? weakEtagOf(json);
  for (const [name, value] of extraHeaders) res.setHeader(name, value);
  for (const [name, value] of Object.entries(withVary(res, reply.headers))) res.setHeader(name, value);
  const ok = reply.status >= 200 && reply.status < 300;
  if (ok && (req.headers['if-none-match'] || req.headers['if-modified-since'])) {
    if (fresh(req.headers, { etag: tag, 'last-modified': res.getHeader('Last-Modified') as string })) {
      res.setHeader('ETag', tag);
      res.statusCode = 304;
      res.end();
      return;
    }
  }
  res.setHeader('Content-Type', JSON_TYPE);
  res.setHeader('Content-Length', String(byteLengthOf(json)));
  res.setHeader('ETag', tag);
  res.statusCode = reply.status;
  res.end(json);
};

/** Writes a direct route's reply (or its error's), with `extraHeaders` (the rate limit's) first. */
export const writeDirectReply = (
  req: IncomingMessage,
  res: ServerResponse,
  reply: DirectReply,
  extraHeaders: Array<[string, string]> = [],
): void => {
  if (req.method === 'GET') writeRead(req, res, reply, extraHeaders);
  else writeWrite(res, reply, extraHeaders);
};
