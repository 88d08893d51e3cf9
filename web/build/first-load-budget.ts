import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

type Chunk = {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  imports: string[];
  modules: Record<string, { renderedLength: number; code?: string | null }>;
};
type Output = Record<string, Chunk | { type: 'asset'; fileName?: string; source?: string | Uint8Array }>;

/**
 * The chunks index.html makes the browser fetch before anything runs: its module script and its modulepreloads
 * (what the home page benchmark downloads, too). Falls back to the entry's static imports without an index.html.
 */
export const firstLoadChunks = (bundle: Output): Chunk[] => {
  const html = Object.values(bundle).find(
    (item): item is { type: 'asset'; fileName: string; source: string | Uint8Array } =>
      item.type === 'asset' && (item as { fileName?: string }).fileName === 'index.html',
  );
  if (html) {
    const source = typeof html.source === 'string' ? html.source : Buffer.from(html.source).toString('utf8');
    const files = [...source.matchAll(/(?:src|href)="\/([^"]+\.js)"/g)].map((match) => match[1]);
    return files.flatMap((name) => {
      const chunk = bundle[name as string];
      return chunk?.type === 'chunk' ? [chunk] : [];
    });
  }
  return entryClosure(bundle);
};

/** The entry chunk and every chunk it imports statically. */
const entryClosure = (bundle: Output): Chunk[] => {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Chunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const seen = new Map<string, Chunk>();
  const visit = (chunk: Chunk | undefined) => {
    if (!chunk || seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) visit(chunks.get(name));
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk);
  return [...seen.values()];
};

/**
 * Fails the build when the home page's first-load JavaScript (gzip) exceeds the budget (issue 16: 200 KB), and
 * prints what it is made of.
 */
export function firstLoadBudget(budgetBytes: number): Plugin {
  return {
    name: 'first-load-budget',
    apply: 'build',
    // After index.html is written into the bundle: the budget counts exactly what the page loads.
    writeBundle(_options, bundle) {
      const chunks = firstLoadChunks(bundle as unknown as Output);
      const sizes = chunks.map((chunk) => ({ name: chunk.fileName, gzip: gzipSync(chunk.code).length }));
      const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const lines = sizes
        .sort((a, b) => b.gzip - a.gzip)
        .map(({ name, gzip }) => `  ${kb(gzip).padStart(9)}  ${name}`);
      const summary = `first-load JS (gzip): ${kb(total)} of ${kb(budgetBytes)}\n${lines.join('\n')}`;
      // FIRST_LOAD_REPORT=1: the largest modules of the first load (minified, before gzip), to see what to split off.
      if (process.env.FIRST_LOAD_REPORT) {
        const byPackage = new Map<string, string>();
        for (const [id, { code }] of chunks.flatMap((chunk) => Object.entries(chunk.modules))) {
          const name =
            process.env.FIRST_LOAD_REPORT === 'modules'
              ? id.replace(/^.*node_modules\//, '')
              : id.includes('node_modules/')
                ? (id
                    .split('node_modules/')
                    .at(-1)
                    ?.match(/^(@[^/]+\/[^/]+|[^/]+)/)?.[0] ?? id)
                : id.replace(/^.*\/web\/src\//, 'src/').replace(/\/[^/]+$/, '');
          byPackage.set(name, (byPackage.get(name) ?? '') + (code ?? ''));
        }
        const packages = [...byPackage].map(([name, code]) => [name, gzipSync(code).length] as const);
        packages.sort((a, b) => b[1] - a[1]);
        for (const [name, gzip] of packages.slice(0, process.env.FIRST_LOAD_REPORT === 'modules' ? 1000 : 40))
          this.info(`${kb(gzip).padStart(9)}  ${name}`);
      }
      if (total > budgetBytes) this.error(`over the first-load budget\n${summary}`);
      this.info(summary);
    },
  };
}
