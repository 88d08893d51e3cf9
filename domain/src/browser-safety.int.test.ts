import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The web bundle imports `@exam/domain/rules`, `@exam/domain/schemas` and `@exam/domain/access`: follow their relative imports
 * and make sure nothing node-only (jsdom, dompurify's server set-up, node: modules) is reachable.
 */
const sourceRoot = dirname(fileURLToPath(import.meta.url));
const NODE_ONLY = /^(?:jsdom|dompurify|node:|fs|path|crypto|url)$/;

const reachableImports = (entry: string): { files: Set<string>; packages: Set<string> } => {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      if (!specifier) continue;
      if (specifier.startsWith('.')) visit(resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return { files, packages };
};

describe('browser-safe barrels', () => {
  it.each(['rules/index.ts', 'schemas/index.ts', 'access/index.ts', 'question-import/index.ts'])(
    'given %s, then no node-only module is reachable',
    (entry) => {
      const { files, packages } = reachableImports(resolve(sourceRoot, entry));
      expect(files.size).toBeGreaterThan(1);
      expect([...packages].filter((name) => NODE_ONLY.test(name))).toEqual([]);
      expect([...files].filter((file) => file.includes('/html/'))).toEqual([]);
    },
  );
});
