import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESSION_THRESHOLD_BYTES, compressResponses } from './compress.js';

const step = compressResponses();
const bodyOf = (size: number) => JSON.stringify({ data: 'x'.repeat(size) });
const server = createServer((req, res) =>
  step(req, res, () => {
    const body = bodyOf(Number(new URL(req.url ?? '/', 'http://x').searchParams.get('size')));
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Content-Length', Buffer.byteLength(body));
    res.end(body);
  }),
);

const get = (size: number, acceptEncoding?: string) =>
  new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    request({ host: '127.0.0.1', port, path: `/?size=${size}`, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers));
    })
      .on('error', reject)
      .end();
  });

describe('compression by negotiation, cheap where nothing is compressed', () => {
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('given a JSON response above the threshold, when gzip is accepted, then it is compressed and varies by Accept-Encoding', async () => {
    const headers = await get(COMPRESSION_THRESHOLD_BYTES * 4, 'gzip');
    expect(headers['content-encoding']).toBe('gzip');
    expect(headers.vary).toContain('Accept-Encoding');
  });

  it('given a JSON response of known length below the threshold, when gzip and br are accepted, then it is sent as is', async () => {
    const headers = await get(100, 'gzip, br');
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(String(bodyOf(100).length));
  });

  it('given a request that accepts no encoding, when the response is large, then it is sent as is', async () => {
    const headers = await get(COMPRESSION_THRESHOLD_BYTES * 4);
    expect(headers['content-encoding']).toBeUndefined();
    expect(headers['content-length']).toBe(String(bodyOf(COMPRESSION_THRESHOLD_BYTES * 4).length));
  });
});
