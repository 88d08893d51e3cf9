import type { IncomingHttpHeaders } from 'node:http';
import type { ParsedUrlQuery } from 'node:querystring';
import type { Principal } from '../../auth/principal.js';
import type { JsonReply } from '../envelope.js';

/** What a route's handler sees, whichever way the request came in. */
export type DirectRequest = {
  /** Path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The parsed JSON body (a GET has none: undefined). */
  body: unknown;
  /** The query string as express parses it (its default `simple` parser: node:querystring). */
  query: ParsedUrlQuery;
  headers: IncomingHttpHeaders;
  /** The signed-in caller, or null (anonymous, or a token that is not valid). */
  principal: Principal | null;
};

/**
 * A reply whose JSON is already written (a cached listing), with its ETag when known: express's send would
 * hash the same bytes on every request (its weak ETag), the cache does it once.
 */
export type SerializedReply = {
  status: number;
  /** Besides Content-Type, Content-Length and ETag, which the writer sets. */
  headers: Record<string, string>;
  /** The JSON text, or its UTF-8 bytes (a cached reply: not encoded again on every request). */
  json: string | Buffer;
  /** express's weak ETag of `json` (weakEtagOf), when the route has it at hand. */
  etag?: string;
};

export type DirectReply = JsonReply | SerializedReply;

export const isSerialized = (reply: DirectReply): reply is SerializedReply => 'json' in reply;

/**
 * A JSON route that runs on plain node:http as well as in express: the hottest requests skip express's
 * per-request work and its walk through every router (directRoutesListener). Express serves it too, for every
 * request the direct way does not take (isDirectJsonRequest; for a GET: HEAD, a request with a body), with
 * the same handler, so both give the same answers.
 */
export type DirectRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Express-style, below the API prefix: `/practice/:setId/answers`. */
  path: string;
  /** `optional`: the caller may be anonymous (express: guards.authenticate); `required`: 401 without one. */
  caller: 'optional' | 'required';
  handle: (request: DirectRequest) => Promise<DirectReply>;
};

/** A compiled path: literal segments, and parameter names where a segment is `:name`. */
export type PathPattern = Array<{ literal: string } | { param: string }>;

export const compilePath = (path: string): PathPattern =>
  path
    .split('/')
    .slice(1)
    .map((segment) => (segment.startsWith(':') ? { param: segment.slice(1) } : { literal: segment }));

/**
 * Parameters when `pathname` (below the prefix) has exactly the pattern's shape, else null. Only the exact
 * spelling matches (express also takes another letter case or a trailing slash: those go to express).
 * A segment that does not decode is no match either (express answers it).
 */
export const matchPath = (
  pattern: PathPattern,
  segments: readonly string[],
): Record<string, string> | null => {
  if (segments.length !== pattern.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const part = pattern[index] as PathPattern[number];
    const segment = segments[index] as string;
    if ('literal' in part) {
      if (segment !== part.literal) return null;
      continue;
    }
    if (segment === '') return null;
    try {
      params[part.param] = decodeURIComponent(segment);
    } catch {
      return null;
    }
  }
  return params;
};
