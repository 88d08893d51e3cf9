import { existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { HomeContentView } from '@exam/domain/schemas';
import type { Express } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { languageOfCookies, renderHomeShell } from './home-shell.js';

/** Paths the SPA fallback must never answer: the APIs, the socket and the probes have their own answers. */
const isServerPath = (path: string) =>
  /^\/(api|socket\.io|oidc|uploads|health|ready|metrics)(\/|$)/.test(path);

/** Vite names every file under /assets by its content hash: a name never changes its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// Hashed assets are cached for a year; everything else (index.html, favicon, the web app manifest and above all the
// service worker /sw.js, whose bytes change with each deploy under the same name) is revalidated so a deploy is seen.
const cachePolicy = (res: ServerResponse, path: string) => {
  const name = path.replaceAll('\\', '/');
  res.setHeader('Cache-Control', name.includes('/assets/') ? IMMUTABLE : 'no-cache');
};

/**
 * Serves the built web app: the brotli or gzip file the build wrote beside each asset when the browser accepts it
 * (express-static-gzip), index.html for every other GET so client-side routes (/quiz/..., /admin) survive a reload.
 * Does nothing when the folder has not been built.
 */
export const serveWebApp = (
  app: Express,
  webDistDir: string | undefined,
  /** The stored home content: `/` is then served with the hero drawn from it before any script runs. */
  homeContent?: () => Promise<HomeContentView>,
): boolean => {
  if (!webDistDir) return false;
  const root = resolve(webDistDir);
  const indexHtml = join(root, 'index.html');
  if (!existsSync(root) || !statSync(root).isDirectory() || !existsSync(indexHtml)) return false;
  if (homeContent) {
    const template = readFileSync(indexHtml, 'utf8');
    app.get(['/', '/index.html'], async (req, res, next) => {
      try {
        const page = renderHomeShell(template, await homeContent(), languageOfCookies(req.headers.cookie));
        res.setHeader('Cache-Control', 'no-cache');
        res.setHeader('Vary', 'Cookie');
        res.type('html').send(page);
      } catch (error) {
        next(error);
      }
    });
  }
  app.use(
    expressStaticGzip(root, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: 'index.html',
      serveStatic: { cacheControl: false, setHeaders: cachePolicy },
    }),
  );
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath(req.path)) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexHtml);
  });
  return true;
};
