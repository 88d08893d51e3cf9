import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const workspaces = ['domain', 'platform', 'identity', 'command-api', 'projections', 'query-api', 'ops'];
const root = fileURLToPath(new URL('.', import.meta.url));

// Tests run against the TypeScript sources of sibling workspaces, not their dist builds.
const alias = [
  { find: /^@exam\/([a-z-]+)$/, replacement: `${root}$1/src/index.ts` },
  { find: /^@exam\/([a-z-]+)\/(.+)$/, replacement: `${root}$1/src/$2/index.ts` },
];

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      ...workspaces.map((name) => ({
        resolve: { alias },
        test: {
          name,
          root: `${root}${name}`,
          include: ['src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      {
        resolve: { alias },
        test: {
          name: 'web',
          root: `${root}web`,
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'lint/*.test.ts'],
          // The layers lint cruises the whole app in a child process.
          testTimeout: 120_000,
          environment: 'node',
        },
      },
    ],
  },
});
