// GET /api/question-sets at 50 connections, against a bare express handler returning the same JSON: the demo's
// 5 sets (small: the per-request layers weigh most) and 200 sets, then the price of each layer on the small one.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LayerName } from '@exam/platform';
import autocannon from 'autocannon';
import { type LayerServer, layerTable } from './layer-table.js';
import type { ListingServerStart } from './listing-server.js';
import { printTable, round } from './measure.js';

const serverFile = fileURLToPath(new URL('./listing-server.js', import.meta.url));

async function startServer(message: ListingServerStart): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(serverFile, [], { stdio: 'inherit' });
  child.send(message as object);
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as never));
  return { child, url: `http://127.0.0.1:${port}/api/question-sets` };
}

async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

const LAYERS: LayerName[] = [
  'rateLimit',
  'securityHeaders',
  'cors',
  'compression',
  'metrics',
  'jsonBody',
  'directReads',
];

const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? 0;

/**
 * Product against bare express with `sets` sets, in `rounds` alternating rounds (the shared machine's speed drifts
 * within a minute: alternating keeps the comparison fair); figures are medians. With `priceLayers`, the price of
 * each layer too.
 */
async function listingRun(
  sets: number,
  connections: number,
  seconds: number,
  priceLayers: boolean,
  rounds = 3,
) {
  const product = await startServer({ mode: 'product', sets });
  try {
    const body = (await (await fetch(product.url)).json()) as { data: unknown[] };
    if (body.data.length !== sets) throw new Error(`expected ${sets} sets, got ${body.data.length}`);
    const bytes = JSON.stringify(body).length;
    const bare = await startServer({ mode: 'bare', body });
    try {
      await load(product.url, connections, 2); // warm-up
      await load(bare.url, connections, 2);
      const productRuns: Awaited<ReturnType<typeof load>>[] = [];
      const bareRuns: Awaited<ReturnType<typeof load>>[] = [];
      for (let index = 0; index < rounds; index++) {
        productRuns.push(await load(product.url, connections, seconds));
        bareRuns.push(await load(bare.url, connections, seconds));
      }
      const summary = (runs: typeof productRuns) => ({
        'req/s': round(median(runs.map((r) => r.rps)), 0),
        'p50 ms': median(runs.map((r) => r.p50)),
        'p99 ms': median(runs.map((r) => r.p99)),
      });
      const rows = [
        { server: 'GET /api/question-sets (product)', ...summary(productRuns) },
        { server: 'bare express, same JSON', ...summary(bareRuns) },
      ];
      printTable(
        `Listing with ${sets} sets (${bytes} B of JSON), ${connections} connections, median of ${rounds} alternating ${seconds} s rounds`,
        rows,
      );
      const ratios = productRuns.map((run, index) => run.rps / (bareRuns[index]?.rps ?? 1));
      const ratio = round(median(ratios), 2);
      console.log(
        `ratio product / bare (${sets} sets) = ${ratio} (rounds ${ratios.map((r) => round(r, 2)).join(' / ')}; target >= 0.9)`,
      );
      if (!priceLayers) return { sets, rows, ratio };
      const asLayerServer = (server: { child: ChildProcess; url: string }): LayerServer => ({
        measure: () => load(server.url, connections, Math.max(2, Math.round(seconds / 2))),
        stop: () => server.child.kill(),
      });
      const layers = await layerTable(
        `Listing with ${sets} sets`,
        LAYERS,
        asLayerServer(product),
        async (off) => asLayerServer(await startServer({ mode: 'product', sets, layers: off })),
      );
      return { sets, rows, ratio, layers };
    } finally {
      bare.child.kill();
    }
  } finally {
    product.child.kill();
  }
}

export async function listingBenchmark({ connections = 50, seconds = 5 } = {}) {
  const small = await listingRun(5, connections, seconds, true);
  const large = await listingRun(200, connections, seconds, false);
  return { small, large };
}
