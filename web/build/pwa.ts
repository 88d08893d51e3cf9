import { catalogueJa } from '@exam/domain/i18n';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** Mantine's indigo-8, the app's primary colour (src/app/theme.ts): the title bar of the installed app. */
export const THEME_COLOR = '#3b5bdb';

/**
 * The installable app (issue 26): the web app manifest and a Workbox service worker (generateSW) that precaches the
 * app shell and the hashed assets, so the app starts with no connection.
 *
 * What it never stores: nothing under /api (answers, progress and tokens belong to one user), /oidc, /socket.io or the
 * probes. No route below matches them, so those requests go to the network untouched. Navigations go to the network
 * first (the server draws the home page's hero into the shell), and fall back to the precached shell offline.
 * registerType 'prompt': a new version waits until the learner presses 再読み込み, so a running quiz never reloads.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  registerType: 'prompt',
  // The app registers the worker itself (virtual:pwa-register/react in features/pwa): no inline script (CSP).
  injectRegister: false,
  includeAssets: ['favicon.svg', 'apple-touch-icon-180x180.png'],
  manifest: {
    id: '/',
    // The product's one name (domain catalogue app.name); the manifest speaks the default language.
    name: catalogueJa.app.name,
    short_name: catalogueJa.app.name,
    description: catalogueJa.app.description,
    lang: 'ja',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['education'],
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    // The shell, every hashed script and stylesheet, the icons; not the .br/.gz copies beside them.
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // The back office's own pages (about 250 KB gzip of editor and tables) are fetched when an administrator opens
    // them, online: learners' phones do not download them ahead.
    globIgnores: ['assets/AdminShell-*', 'assets/ExplanationEditor-*', 'assets/RedeemCodesPage-*'],
    // Vite's names under /assets carry their content hash: no cache-busting query needed to fetch them.
    dontCacheBustURLsMatching: /^assets\//,
    cleanupOutdatedCaches: true,
    // The precache answers '/' only for navigations that fail (below), never with its copy: '/' is drawn by the server.
    directoryIndex: null,
    navigateFallback: null,
    runtimeCaching: [
      {
        // Page loads outside the server's own paths: the network first (3 s), then the last page seen, then the shell.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          !/^\/(api|oidc|socket\.io|uploads|health|ready|metrics)(\/|$)/.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'app-pages',
          networkTimeoutSeconds: 3,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 16 },
          precacheFallback: { fallbackURL: '/index.html' },
          // One entry per page, without its query: a sign-in callback's code never becomes part of a cache key.
          plugins: [
            {
              cacheKeyWillBeUsed: async ({ request }) => {
                const url = new URL(request.url);
                return `${url.origin}${url.pathname}`;
              },
            },
          ],
        },
      },
      {
        // Card and banner images: public, named by their content hash (the server caches them for a year too).
        urlPattern: ({ request, url }) =>
          request.method === 'GET' &&
          url.origin === self.location.origin &&
          /^\/uploads\/[^/]+$/.test(url.pathname),
        handler: 'CacheFirst',
        options: {
          cacheName: 'uploads',
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 },
        },
      },
    ],
  },
};
