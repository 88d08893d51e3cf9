// HTTP helpers of the big-set benchmark: a timed read with its body size, a conditional read, p50 / p99.
import { get } from 'node:http';
import { BENCH_ADMIN_TOKEN, type ImportServer } from './import-server.js';
import { percentile, round } from './measure.js';

export const admin = { Authorization: `Bearer ${BENCH_ADMIN_TOKEN}` };

export type Read = { bytes: number; status: number; ms: number };

export const read = async (
  server: ImportServer,
  path: string,
  headers: Record<string, string>,
  init: RequestInit = {},
) => {
  const started = performance.now();
  const response = await fetch(`${server.baseUrl}${path}`, {
    ...init,
    headers: { ...headers, ...(init.headers as Record<string, string>) },
  });
  const body = await response.arrayBuffer();
  return {
    bytes: body.byteLength,
    status: response.status,
    ms: performance.now() - started,
    body,
  } as Read & { body: ArrayBuffer };
};

export const jsonOf = <T>(body: ArrayBuffer): T => JSON.parse(new TextDecoder().decode(body)) as T;

/**
 * A conditional GET as a browser's cache sends it when it revalidates. Not fetch(): a request with If-None-Match
 * is sent by fetch with `Cache-Control: no-cache` (the Fetch standard), which rightly forbids a 304.
 */
export const conditionalRead = (url: string, headers: Record<string, string>) =>
  new Promise<Read>((resolve, reject) => {
    const started = performance.now();
    get(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      response.on('end', () =>
        resolve({ bytes, status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    }).on('error', reject);
  });

export const timed = async (rounds: number, once: () => Promise<Read>) => {
  const results: Read[] = [];
  for (let index = 0; index < rounds; index += 1) results.push(await once());
  const times = results.map((result) => result.ms).sort((a, b) => a - b);
  const last = results.at(-1) as Read;
  if (last.status >= 400)
    throw new Error(
      `read failed: ${last.status} ${new TextDecoder().decode((last as { body?: ArrayBuffer }).body).slice(0, 300)}`,
    );
  return {
    bytes: last.bytes,
    status: last.status,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
  };
};

export const kb = (bytes: number) => `${round(bytes / 1024)} KB`;
