import { existsSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express } from 'express';

/** Paths the SPA fallback must never answer: the APIs and the socket have their own 404s. */
const isServerPath = (path: string) => /^\/(api|socket\.io|oidc)(\/|$)/.test(path);

/**
 * Serves the built web app, with index.html for every other GET so client-side routes (/quiz/..., /admin)
 * survive a reload. Does nothing when the folder has not been built.
 */
export const serveWebApp = (app: Express, webDistDir: string | undefined): boolean => {
  if (!webDistDir) return false;
  const root = resolve(webDistDir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(root) || !statSync(root).isDirectory() || !existsSync(indexHtml)) return false;
  app.use(express.static(root, { index: 'index.html', maxAge: '1h', setHeaders: noCacheForHtml }));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
};

// Hashed assets may be cached; the HTML that names them must be revalidated so a deploy is picked up.
const noCacheForHtml = (res: express.Response, path: string) => {
  if (path.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
};
