import { createAdapter } from '@socket.io/redis-adapter';
import { Emitter } from '@socket.io/redis-emitter';
import type { Server } from 'socket.io';
import { closeRedis, connectRedis } from '../../redis-connection/connect-redis.js';
import type { Notification, NotificationBus } from '../port.js';

/**
 * A publish-only NotificationBus for processes without sockets (projections): each notification goes through
 * @socket.io/redis-emitter to its rooms (everyone when there are none), and every query-api node running the
 * Redis adapter hands it to its own sockets in those rooms.
 */
export const createSocketIoRedisEmitter = async (redisUrl: string): Promise<NotificationBus> => {
  const client = await connectRedis(redisUrl, { purpose: 'the socket.io emitter' });
  const emitter = new Emitter(client);
  let closed = false;
  return {
    async publish(notification: Notification): Promise<void> {
      if (closed) throw new Error('The notification bus is closed');
      const rooms = notification.rooms ?? [];
      if (rooms.length > 0) emitter.to(rooms).emit(notification.event, notification.payload);
      else emitter.emit(notification.event, notification.payload);
    },
    subscribe(): () => void {
      throw new Error(
        'The socket.io emitter only publishes; use RedisNotificationBus to react to notifications in code',
      );
    },
    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await closeRedis(client);
    },
  };
};

/**
 * Lets a query-api node share broadcasts with the others: `io.to(room).emit()` on any node, or the emitter,
 * reaches the matching sockets on every node. Returns a function that closes the two Redis connections.
 */
export const attachRedisAdapter = async (io: Server, redisUrl: string): Promise<() => Promise<void>> => {
  const pubClient = await connectRedis(redisUrl, { purpose: 'the socket.io adapter' });
  const subClient = await connectRedis(redisUrl, { purpose: 'the socket.io adapter' }).catch(
    async (error) => {
      await closeRedis(pubClient);
      throw error;
    },
  );
  io.adapter(createAdapter(pubClient, subClient));
  return async () => {
    await Promise.all([closeRedis(pubClient), closeRedis(subClient)]);
  };
};
