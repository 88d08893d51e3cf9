import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { firstLoadBudget } from './build/first-load-budget';
import { pwaOptions } from './build/pwa';
import { sliceBarrels } from './build/slice-barrels';

const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));
// The API server to proxy to in development (API_PROXY_TARGET overrides, e.g. for a mock).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

/**
 * The home page's first-load JavaScript, gzip (issue 16: at most 200 KB). react-dom alone is about 98 KB of it;
 * the declarative router, and the user menu, mobile drawer and socket notices loaded on demand keep the rest small.
 */
const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

// The web app imports only the browser-safe subpaths of the domain, straight from its sources.
export default defineConfig({
  plugins: [
    react(),
    sliceBarrels(),
    // Brotli and gzip files beside each asset, served by content negotiation (ops/src/standalone/web-app.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
    firstLoadBudget(FIRST_LOAD_BUDGET_BYTES),
    // The manifest and the service worker (sw.js) of the installable app: build/pwa.ts.
    VitePWA(pwaOptions),
  ],
  resolve: {
    alias: {
      '@exam/domain/rules': `${domainSrc}rules/index.ts`,
      '@exam/domain/schemas': `${domainSrc}schemas/index.ts`,
    },
  },
  server: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiServer, changeOrigin: true },
      '/socket.io': { target: apiServer, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk caches better. Other libraries travel with the pages
        // that use them (a catch-all vendor chunk would put admin-only libraries in every first load).
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ }],
        },
      },
    },
  },
});
