import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const domainSrc = fileURLToPath(new URL('../domain/src/', import.meta.url));
// The API server to proxy to in development (API_PROXY_TARGET overrides, e.g. for a mock).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';

// The explanation editor's libraries (admin only, loaded lazily): left out of the groups every page loads, so they
// travel with the lazy chunk that uses them.
const LAZY_LIBRARIES =
  '@tiptap|@mantine[\\\\/]tiptap|prosemirror-|orderedmap|rope-sequence|w3c-keyname|linkifyjs';

// The web app imports only the browser-safe subpaths of the domain, straight from its sources.
export default defineConfig({
  plugins: [react()],
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
        // Libraries change less often than the app: separate chunks cache better.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!tiptap)|embla-carousel)/ },
            { name: 'vendor', test: new RegExp(`node_modules[\\\\/](?!${LAZY_LIBRARIES})`) },
          ],
        },
      },
    },
  },
});
