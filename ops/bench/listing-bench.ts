// GET /api/question-sets with 200 sets at 50 connections, against a bare express handler returning the same JSON.
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { printTable, round } from './measure.js';

const serverFile = fileURLToPath(new URL('./listing-server.js', import.meta.url));

async function startServer(message: unknown): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(serverFile, [], { stdio: 'inherit' });
  child.send(message as object);
  const { port } = await new Promise<{ port: number }>((resolve) => child.once('message', resolve as never));
  return { child, url: `http://127.0.0.1:${port}/api/question-sets` };
}

async function load(url: string, connections: number, seconds: number) {
  await autocannon({ url, connections, duration: 2 }); // warm-up
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

export async function listingBenchmark({ sets = 200, connections = 50, seconds = 10 } = {}) {
  const product = await startServer({ mode: 'product', sets });
  try {
    const body = (await (await fetch(product.url)).json()) as { data: unknown[] };
    if (body.data.length !== sets) throw new Error(`expected ${sets} sets, got ${body.data.length}`);
    const bare = await startServer({ mode: 'bare', body });
    try {
      // Alternate, so that neither side profits from a quieter moment of the machine.
      const productRun = await load(product.url, connections, seconds);
      const bareRun = await load(bare.url, connections, seconds);
      const rows = [
        {
          server: 'GET /api/question-sets (product)',
          'req/s': round(productRun.rps, 0),
          'p50 ms': productRun.p50,
          'p99 ms': productRun.p99,
        },
        {
          server: 'bare express, same JSON',
          'req/s': round(bareRun.rps, 0),
          'p50 ms': bareRun.p50,
          'p99 ms': bareRun.p99,
        },
      ];
      printTable(`Listing with ${sets} sets, ${connections} connections, ${seconds} s`, rows);
      const ratio = round(productRun.rps / bareRun.rps, 2);
      console.log(`ratio product / bare = ${ratio} (target >= 0.8)`);
      return { rows, ratio };
    } finally {
      bare.child.kill();
    }
  } finally {
    product.child.kill();
  }
}
