// An open-loop load at a fixed rate, for "latency at N requests/s" figures.
import { connect, type Socket } from 'node:net';
import { percentile } from './measure.js';

export type SteadyRequest = { path: string; headers: Record<string, string>; body: string };

export type SteadyLoadOptions = {
  port: number;
  /** Keep-alive connections, one request in flight on each. */
  connections: number;
  /** Requests per second, due at even intervals. */
  rate: number;
  seconds: number;
  /** The n-th request (POST). */
  requestFor: (index: number) => SteadyRequest;
};

const HEAD_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

const encode = (port: number, { path, headers, body }: SteadyRequest): Buffer => {
  const lines = [
    `POST ${path} HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${Buffer.byteLength(body)}`,
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`);
};

/**
 * One keep-alive connection with one request in flight. It reads only what a load generator needs from an
 * answer (status and Content-Length); the servers measured always send a Content-Length.
 */
class Connection {
  private readonly socket: Socket;
  private received: Buffer = Buffer.alloc(0);
  private onAnswer: ((status: number) => void) | null = null;

  constructor(
    port: number,
    private readonly onFailure: (error: Error) => void,
  ) {
    this.socket = connect({ host: '127.0.0.1', port, noDelay: true });
    this.socket.on('data', (chunk: Buffer) => this.receive(chunk));
    this.socket.on('error', onFailure);
  }

  send(request: Buffer, onAnswer: (status: number) => void): void {
    this.onAnswer = onAnswer;
    this.socket.write(request);
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headEnd = this.received.indexOf(HEAD_END);
    if (headEnd === -1) return;
    const head = this.received.toString('latin1', 0, headEnd);
    const length = CONTENT_LENGTH.exec(head)?.[1];
    if (length === undefined) {
      this.onFailure(new Error(`an answer without Content-Length: ${head}`));
      return;
    }
    const end = headEnd + HEAD_END.length + Number(length);
    if (this.received.length < end) return;
    this.received = this.received.subarray(end);
    const answered = this.onAnswer;
    this.onAnswer = null;
    answered?.(Number(head.slice(9, 12)));
  }
}

/**
 * Requests fall due at a fixed rate whatever the pace of the answers. Why not autocannon's overallRate: it
 * gives each connection a budget per second, which the connection spends at full speed at the start of each
 * second before it waits for the next one (bursts at the top speed, not a rate). Latency counts from the moment
 * a request fell due, so time spent waiting for a free connection counts as well (no coordinated omission).
 * The timer ticks about every millisecond: a request may leave up to about a millisecond after it fell due,
 * and that counts too (the same for every server measured). The client is a few lines over node:net, as lean
 * as autocannon's: the machine's two cores serve the load generator too.
 */
export async function steadyLoad({ port, connections, rate, seconds, requestFor }: SteadyLoadOptions) {
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies: number[] = [];
  let errors = 0;
  let failure: Error | null = null;
  const encoded = new Map<string, Buffer>();
  const requestBytes = (index: number) => {
    const request = requestFor(index);
    const key = `${request.path}\n${JSON.stringify(request.headers)}\n${request.body}`;
    let bytes = encoded.get(key);
    if (!bytes) {
      bytes = encode(port, request);
      encoded.set(key, bytes);
    }
    return bytes;
  };

  let allAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  const idle: Connection[] = Array.from(
    { length: connections },
    () =>
      new Connection(port, (error) => {
        failure ??= error;
        allAnswered();
      }),
  );
  const pool = [...idle];
  const waiting: Array<{ index: number; due: number }> = [];
  const dispatch = (connection: Connection, index: number, due: number) => {
    connection.send(requestBytes(index), (status) => {
      if (status >= 300) errors += 1;
      latencies.push(performance.now() - due);
      if (latencies.length === total) allAnswered();
      const next = waiting.shift();
      if (next) dispatch(connection, next.index, next.due);
      else idle.push(connection);
    });
  };

  const cpuBefore = process.cpuUsage();
  const start = performance.now();
  let sent = 0;
  while (sent < total && !failure) {
    const now = performance.now();
    for (; sent < total && start + sent * interval <= now; sent++) {
      const due = start + sent * interval;
      const connection = idle.pop();
      if (connection) dispatch(connection, sent, due);
      else waiting.push({ index: sent, due });
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await answered;
  const elapsedSeconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  for (const connection of pool) connection.close();
  if (failure) throw failure;
  const sorted = latencies.sort((x, y) => x - y);
  return {
    rps: total / elapsedSeconds,
    p50: Math.round(percentile(sorted, 50) * 10) / 10,
    p99: Math.round(percentile(sorted, 99) * 10) / 10,
    errors,
    count: total,
    clientCpuUsPerAnswer: (cpu.user + cpu.system) / Math.max(1, total),
  };
}
