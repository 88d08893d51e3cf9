import type { Redis } from 'ioredis';
import { closeRedis, connectRedis } from '../../redis-connection/connect-redis.js';
import type { Notification, NotificationBus } from '../port.js';

export type RedisNotificationBusOptions = {
  url: string;
  /** Pub/sub channel the notifications travel on. Default 'exam:notifications'. */
  channel?: string;
  /** Whether this bus receives (opens a dedicated subscriber connection). Default true. */
  receive?: boolean;
  onHandlerError?: (error: unknown) => void;
};

export const DEFAULT_NOTIFICATION_CHANNEL = 'exam:notifications';

/**
 * Notifications as JSON on a Redis pub/sub channel, for processes that react to them in code. A Redis connection
 * in subscriber mode cannot publish, so receiving uses a second, dedicated connection. Delivery is at-most-once
 * (pub/sub): a process that is down misses what was published meanwhile, which is fine for cache invalidations.
 */
export class RedisNotificationBus implements NotificationBus {
  private readonly handlers = new Set<(notification: Notification) => void>();
  private closed = false;

  private constructor(
    private readonly publisher: Redis,
    private readonly subscriber: Redis | null,
    private readonly channel: string,
    private readonly onHandlerError: (error: unknown) => void,
  ) {
    subscriber?.on('message', (channelName: string, message: string) => {
      if (channelName === this.channel) this.deliver(message);
    });
  }

  /** Resolves once the subscription is in place, so nothing published afterwards is missed. */
  static async connect(options: RedisNotificationBusOptions): Promise<RedisNotificationBus> {
    const channel = options.channel ?? DEFAULT_NOTIFICATION_CHANNEL;
    const publisher = await connectRedis(options.url, { purpose: 'the notification bus' });
    let subscriber: Redis | null = null;
    try {
      if (options.receive !== false) {
        subscriber = await connectRedis(options.url, { purpose: 'the notification bus' });
        await subscriber.subscribe(channel);
      }
    } catch (error) {
      await closeRedis(publisher);
      if (subscriber) await closeRedis(subscriber);
      throw error;
    }
    return new RedisNotificationBus(publisher, subscriber, channel, options.onHandlerError ?? (() => {}));
  }

  async publish(notification: Notification): Promise<void> {
    if (this.closed) throw new Error('The notification bus is closed');
    await this.publisher.publish(this.channel, JSON.stringify(notification));
  }

  subscribe(handler: (notification: Notification) => void): () => void {
    if (!this.subscriber)
      throw new Error('This notification bus only publishes; open it with receive: true to subscribe');
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    await Promise.all([closeRedis(this.publisher), this.subscriber && closeRedis(this.subscriber)]);
  }

  private deliver(message: string): void {
    let notification: Notification;
    try {
      notification = JSON.parse(message) as Notification;
    } catch (error) {
      this.onHandlerError(error);
      return;
    }
    for (const handler of [...this.handlers]) {
      try {
        handler(notification);
      } catch (error) {
        this.onHandlerError(error);
      }
    }
  }
}
