import { once } from 'node:events';
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connectClient, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningRedisServer, startRedisServer } from '../../test-support/redis-server.js';
import type { NotificationBus } from '../port.js';
import { attachRedisAdapter, createSocketIoRedisEmitter } from './socket-io-redis.js';

type Node = { io: Server; http: HttpServer; closeAdapter: () => Promise<void>; url: string };

const startNode = async (redisUrl: string): Promise<Node> => {
  const http = createServer();
  const io = new Server(http);
  const closeAdapter = await attachRedisAdapter(io, redisUrl);
  io.on('connection', async (socket) => {
    // Stands in for the query API's handshake, which joins the signed-in user's room.
    await socket.join('user:u1');
    socket.emit('joined');
  });
  http.listen(0, '127.0.0.1');
  await once(http, 'listening');
  return { io, http, closeAdapter, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
};

const nextEvent = (socket: Socket, event: string, timeoutMs = 3000) =>
  new Promise<unknown>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: unknown) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });

describe('socket.io over Redis: emitter and adapter', () => {
  let redis: RunningRedisServer;
  let nodeA: Node;
  let nodeB: Node;
  let emitter: NotificationBus;
  let client: Socket;

  beforeAll(async () => {
    redis = await startRedisServer();
    [nodeA, nodeB] = await Promise.all([startNode(redis.url), startNode(redis.url)]);
    emitter = await createSocketIoRedisEmitter(redis.url);
    client = connectClient(nodeA.url, { transports: ['websocket'], reconnection: false });
    await nextEvent(client, 'joined');
  });

  afterAll(async () => {
    client?.disconnect();
    await emitter?.close();
    for (const node of [nodeA, nodeB]) {
      if (!node) continue;
      await node.io.close();
      await node.closeAdapter();
    }
    await redis?.stop();
  });

  it('given a socket in user:u1 on node A, when a projection publishes through the emitter, then it receives only its room', async () => {
    const received: unknown[] = [];
    client.on('invalidate', (payload: unknown) => received.push(payload));

    await emitter.publish({ event: 'invalidate', payload: { for: 'u2' }, rooms: ['user:u2'] });
    await emitter.publish({ event: 'invalidate', payload: { for: 'u1', position: 7 }, rooms: ['user:u1'] });
    await emitter.publish({ event: 'invalidate', payload: { for: 'everyone' } });

    const deadline = Date.now() + 3000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    client.off('invalidate');
    expect(received).toEqual([{ for: 'u1', position: 7 }, { for: 'everyone' }]);
  });

  it('given a socket on node A, when node B emits to its room, then it receives the event', async () => {
    const arrival = nextEvent(client, 'purchase:completed');
    nodeB.io.to('user:u1').emit('purchase:completed', { setId: 's1' });
    expect(await arrival).toEqual({ setId: 's1' });
  });

  it('given the emitter bus, then subscribing is refused with a clear message', () => {
    expect(() => emitter.subscribe(() => {})).toThrow(/only publishes/);
  });
});
