import type { IncomingHttpHeaders } from 'node:http';
import type { Principal } from '../../auth/principal.js';
import type { JsonReply } from '../envelope.js';

/** What a route's handler sees, whichever way the request came in. */
export type DirectRequest = {
  /** Path parameters, decoded. */
  params: Readonly<Record<string, string>>;
  /** The parsed JSON body. */
  body: unknown;
  headers: IncomingHttpHeaders;
  /** The signed-in caller, or null (anonymous, or a token that is not valid). */
  principal: Principal | null;
};

/**
 * A JSON route that runs on plain node:http as well as in express: the hottest write skips express's
 * per-request work (directRoutesListener). Express serves it too, for every request the direct way does not
 * take (isDirectJsonRequest), with the same handler, so both give the same answers.
 */
export type DirectRoute = {
  method: 'POST' | 'PUT' | 'DELETE';
  /** Express-style, below the API prefix: `/practice/:setId/answers`. */
  path: string;
  /** `optional`: the caller may be anonymous (express: guards.authenticate); `required`: 401 without one. */
  caller: 'optional' | 'required';
  handle: (request: DirectRequest) => Promise<JsonReply>;
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
