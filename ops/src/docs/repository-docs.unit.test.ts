import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { collectionsOf } from '@exam/projections';
import { buildOpenApiDocument } from '@exam/query-api';
import { describe, expect, it } from 'vitest';
import { projectionGroups } from '../services/projection-groups.js';
import { repositoryRoot } from '../services/test-support/service-processes.js';

/* The README and docs/ state facts the code can check: they are checked here, so that they cannot go stale. */

const read = (path: string) => readFileSync(join(repositoryRoot, path), 'utf8');
const documents = [
  'README.md',
  ...readdirSync(join(repositoryRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

describe('the README and docs/', () => {
  it('given every document, then none names a tracker issue, and every relative link leads to a file', () => {
    for (const document of documents) {
      const text = read(document);
      expect(text.match(/\bissues? #?\d+/gi), document).toBeNull();
      for (const [, target] of text.matchAll(/\]\(([^)#:]+)(#[^)]*)?\)/g))
        expect(
          existsSync(join(repositoryRoot, dirname(document), target ?? '')),
          `${document} -> ${target}`,
        ).toBe(true);
    }
  });

  it('given the README, then it is short, for users, and keeps the two commands', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(250);
    expect(readme).toMatch(/^npm start {3}#/m);
    expect(readme).toMatch(/^npm test {4}#/m);
    for (const screenshot of ['docs/screenshots/desktop.png', 'docs/screenshots/phone.png']) {
      expect(readme).toContain(screenshot);
      expect(existsSync(join(repositoryRoot, screenshot)), screenshot).toBe(true);
    }
  });

  it('given the OpenAPI document, then docs/api.md states its number of operations', () => {
    const methods = ['get', 'put', 'post', 'delete', 'patch'];
    const operations = Object.values(buildOpenApiDocument().paths ?? {}).flatMap((item) =>
      Object.keys(item ?? {}).filter((key) => methods.includes(key)),
    );
    expect(read('docs/api.md')).toContain(`**${operations.length} operations**`);
    expect(read('docs/api.md')).toContain(`all ${operations.length} operations are exercised`);
  });

  it('given the example file, then docs/api.md shows it as it is', () => {
    expect(read('docs/api.md')).toContain(read('ops/src/api-client/example.ts').trim());
  });

  it('given the projection groups, then the catalogue of docs/architecture.md lists each group with its projections and collections', () => {
    const architecture = read('docs/architecture.md');
    for (const group of projectionGroups()) {
      const row = architecture.split('\n').find((line) => line.startsWith(`| \`${group.name}\``));
      expect(row, group.name).toBeDefined();
      for (const projection of group.projections) expect(row, group.name).toContain(projection.name);
      for (const collection of collectionsOf(group.projections))
        expect(row, group.name).toContain(`\`${collection.name}\``);
    }
  });

  it('given the bench runner, then docs/benchmarks.md gives every bench its command', () => {
    const runner = read('ops/bench/run.ts');
    const names = [...runner.matchAll(/name: '([a-z-]+)'/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(5);
    const benchmarks = read('docs/benchmarks.md');
    for (const name of names) expect(benchmarks, name).toContain(`npm run bench -- ${name}`);
  });
});
