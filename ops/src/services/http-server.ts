import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export const listen = (server: HttpServer, port: number, host: string): Promise<AddressInfo> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });

/**
 * Graceful HTTP stop: no new connections, requests in flight may finish (keep-alive connections are closed as
 * soon as they fall idle), and whatever is still open after `graceMs` is cut. `closed` is the server's own
 * close (socket.io's close() closes the server it is attached to); otherwise server.close() is called here.
 */
export const drainHttpServer = async (
  server: HttpServer,
  graceMs: number,
  closed: Promise<unknown> = new Promise<void>((resolve) => server.close(() => resolve())),
): Promise<void> => {
  let done = false;
  const finished = closed.finally(() => {
    done = true;
  });
  const deadline = Date.now() + graceMs;
  while (!done && Date.now() < deadline) {
    server.closeIdleConnections();
    await Promise.race([finished, delay(50)]);
  }
  server.closeAllConnections();
  await finished;
};
