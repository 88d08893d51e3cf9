import type { Request } from 'express';
import express from 'express';

const PATTERN = Symbol('routePattern');
type WithPattern = Request & { [PATTERN]?: string };

type Dispatch = (this: { path: unknown }, req: WithPattern, ...rest: unknown[]) => unknown;
let installed = false;

/**
 * Records the full pattern of the route that handles a request (mount path + route path) at the moment express
 * dispatches it. Read later, at 'finish', express has already restored `req.baseUrl`, so a request refused with
 * 400 by a route under /api would otherwise be labelled `/questions` while its 200 is `/api/questions`.
 */
export const captureRoutePatterns = (): void => {
  if (installed) return;
  installed = true;
  // express exports its Route class, though its type declarations do not name it.
  const { Route } = express as unknown as { Route: { prototype: { dispatch: Dispatch } } };
  const prototype = Route.prototype;
  const dispatch = prototype.dispatch;
  prototype.dispatch = function captured(this: { path: unknown }, req, ...rest) {
    // A route declared with several paths (['/', '/index.html']) is labelled by its first one.
    const path = Array.isArray(this.path) ? String(this.path[0]) : String(this.path);
    req[PATTERN] ??= `${req.baseUrl}${path}`;
    return dispatch.call(this, req, ...rest);
  };
};

/** The pattern recorded for the request, or `unmatched` (every unknown path shares that one bounded label). */
export const routePatternOf = (req: Request): string => (req as WithPattern)[PATTERN] ?? 'unmatched';
