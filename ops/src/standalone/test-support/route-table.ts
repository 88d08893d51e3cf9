import type { Express } from 'express';

export type RouteEntry = { method: string; path: string };

type Layer = {
  rawPath?: unknown;
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

const join = (prefix: string, path: string) => (path === '/' ? prefix : `${prefix}${path}`);

const collect = (stack: Layer[], prefix: string, into: RouteEntry[]) => {
  for (const layer of stack) {
    if (layer.route) {
      for (const [method, enabled] of Object.entries(layer.route.methods)) {
        if (enabled && method !== '_all')
          into.push({ method: method.toUpperCase(), path: join(prefix, layer.route.path) });
      }
    } else if (layer.handle?.stack) {
      const path = typeof layer.rawPath === 'string' ? layer.rawPath : '/';
      collect(layer.handle.stack, join(prefix, path), into);
    }
  }
};

/**
 * Every route the routers mounted under `mount` declare (Express 5 layer stacks, nested routers included), so
 * a test can visit each one without a hand-kept list going stale.
 */
export const routeTable = (app: Express, mount = '/api'): RouteEntry[] => {
  const routes: RouteEntry[] = [];
  const top = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  for (const layer of top) {
    if (layer.rawPath === mount && layer.handle?.stack) collect(layer.handle.stack, mount, routes);
  }
  const seen = new Set<string>();
  return routes.filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
