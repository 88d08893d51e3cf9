import { Agent, request } from 'node:http';

export type RawRequest = {
  method: string;
  /** Sent as is: escapes that do not decode reach the server untouched. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
};

export type RawResponse = { status: number; contentType: string; text: string; json: unknown };

const agent = new Agent({ keepAlive: true, maxSockets: 4 });

/**
 * One HTTP request to 127.0.0.1 with exactly the given path, headers and bytes (fetch would normalise the URL and
 * the encodings). The server may answer before it read a refused body: a write error after the answer is ignored.
 */
export const sendRaw = (port: number, raw: RawRequest, timeoutMs = 15_000): Promise<RawResponse> =>
  new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: raw.method,
        path: raw.path,
        agent,
        headers: { ...raw.headers, 'Content-Length': String(raw.body?.length ?? 0) },
        timeout: timeoutMs,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text);
          } catch {
            json = undefined;
          }
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type']),
            text,
            json,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end(raw.body);
  });

export const closeRawClient = () => agent.destroy();
