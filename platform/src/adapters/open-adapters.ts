import { join } from 'node:path';
import { openFsBlobStore } from '../blob-store/fs/fs-blob-store.js';
import type { BlobStore } from '../blob-store/port.js';
import type { Config } from '../config/config.js';
import type { DocumentStore } from '../document-store/port.js';
import { openSqliteDocumentStore } from '../document-store/sqlite/index.js';
import type { EventStore } from '../event-store/port.js';
import { openSqliteEventStore } from '../event-store/sqlite/index.js';
import { InProcessJobQueue } from '../jobs/memory/in-process-job-queue.js';
import type { JobQueue } from '../jobs/port.js';
import { InMemoryNotificationBus } from '../notification-bus/memory/in-memory-notification-bus.js';
import type { Notification, NotificationBus } from '../notification-bus/port.js';
import { required } from './adapter-config-error.js';

/**
 * Composition roots pick each port's adapter from the configuration (EVENT_STORE, READ_STORE, BUS, JOBS). loadConfig
 * already refuses a missing server address; these check again because a Config can also be built by hand.
 * Server clients (EventStoreDB, MongoDB, Redis, BullMQ) are imported only when chosen: loading them costs about a
 * second, which the embedded profile and every test importing @exam/platform should not pay.
 */

export type EventStoreConfig = Pick<Config, 'EVENT_STORE' | 'EVENTSTORE_URL' | 'DATA_DIR'>;
export type DocumentStoreConfig = Pick<Config, 'READ_STORE' | 'MONGODB_URL' | 'DATA_DIR'>;
export type NotificationBusConfig = Pick<Config, 'BUS' | 'REDIS_URL'>;
export type JobQueueConfig = Pick<Config, 'JOBS' | 'REDIS_URL'>;
export type BlobStoreConfig = Pick<Config, 'BLOB_STORE' | 'MONGODB_URL' | 'DATA_DIR'>;

export const openEventStore = async (config: EventStoreConfig): Promise<EventStore> => {
  switch (config.EVENT_STORE) {
    case 'sqlite':
      return openSqliteEventStore({ file: join(config.DATA_DIR, 'events.db') });
    case 'eventstoredb': {
      const connectionString = required(config.EVENTSTORE_URL, 'EVENTSTORE_URL', 'EVENT_STORE=eventstoredb');
      const { EventStoreDbEventStore } = await import(
        '../event-store/eventstoredb/eventstoredb-event-store.js'
      );
      return EventStoreDbEventStore.connect({ connectionString });
    }
    default:
      throw new Error(`Unknown EVENT_STORE "${String(config.EVENT_STORE)}": use sqlite or eventstoredb`);
  }
};

export const openDocumentStore = async (config: DocumentStoreConfig): Promise<DocumentStore> => {
  switch (config.READ_STORE) {
    case 'sqlite':
      return openSqliteDocumentStore({ file: join(config.DATA_DIR, 'read-models.db') });
    case 'mongodb': {
      const url = required(config.MONGODB_URL, 'MONGODB_URL', 'READ_STORE=mongodb');
      const { MongoDocumentStore } = await import('../document-store/mongodb/mongo-document-store.js');
      return MongoDocumentStore.connect({ url });
    }
    default:
      throw new Error(`Unknown READ_STORE "${String(config.READ_STORE)}": use sqlite or mongodb`);
  }
};

export const openBlobStore = async (config: BlobStoreConfig): Promise<BlobStore> => {
  switch (config.BLOB_STORE) {
    case 'fs':
      return openFsBlobStore({ dir: join(config.DATA_DIR, 'uploads') });
    case 'gridfs': {
      const url = required(config.MONGODB_URL, 'MONGODB_URL', 'BLOB_STORE=gridfs');
      const { connectGridFsBlobStore } = await import('../blob-store/gridfs/gridfs-blob-store.js');
      return connectGridFsBlobStore({ url });
    }
    default:
      throw new Error(`Unknown BLOB_STORE "${String(config.BLOB_STORE)}": use fs or gridfs`);
  }
};

export type NotificationBusRole = 'publisher' | 'subscriber';

export type NotificationBusChoice = {
  /**
   * publisher: projections. With Redis, each notification goes to socket.io rooms on every query-api node
   * (redis-emitter) and to the code channel (RedisNotificationBus); it cannot subscribe.
   * subscriber: processes that react in code; with Redis, a RedisNotificationBus (it may publish too).
   * Query-api nodes do not relay bus notifications to sockets in the distributed profile: the emitter and
   * attachRedisAdapter already deliver them (relaying too would deliver twice).
   * With BUS=memory every call gives a new in-process bus: one process shares one bus between both roles.
   */
  role: NotificationBusRole;
  onHandlerError?: (error: unknown) => void;
};

const fanOut = (buses: NotificationBus[]): NotificationBus => ({
  async publish(notification: Notification): Promise<void> {
    await Promise.all(buses.map((bus) => bus.publish(notification)));
  },
  subscribe(): () => void {
    throw new Error("A publisher notification bus cannot subscribe: open one with role 'subscriber'");
  },
  async close(): Promise<void> {
    await Promise.all(buses.map((bus) => bus.close()));
  },
});

export const createNotificationBus = async (
  config: NotificationBusConfig,
  choice: NotificationBusChoice,
): Promise<NotificationBus> => {
  switch (config.BUS) {
    case 'memory':
      return new InMemoryNotificationBus(choice.onHandlerError);
    case 'redis': {
      const url = required(config.REDIS_URL, 'REDIS_URL', 'BUS=redis');
      const { RedisNotificationBus } = await import('../notification-bus/redis/redis-notification-bus.js');
      const { createSocketIoRedisEmitter } = await import('../notification-bus/redis/socket-io-redis.js');
      if (choice.role === 'subscriber')
        return RedisNotificationBus.connect({
          url,
          ...(choice.onHandlerError ? { onHandlerError: choice.onHandlerError } : {}),
        });
      const emitter = await createSocketIoRedisEmitter(url);
      const channel = await RedisNotificationBus.connect({ url, receive: false }).catch(async (error) => {
        await emitter.close();
        throw error;
      });
      return fanOut([emitter, channel]);
    }
    default:
      throw new Error(`Unknown BUS "${String(config.BUS)}": use memory or redis`);
  }
};

export const createJobQueue = async (config: JobQueueConfig, name: string): Promise<JobQueue> => {
  switch (config.JOBS) {
    case 'memory':
      return new InProcessJobQueue(name);
    case 'bullmq': {
      const redisUrl = required(config.REDIS_URL, 'REDIS_URL', 'JOBS=bullmq');
      const { BullMqJobQueue } = await import('../jobs/bullmq/bullmq-job-queue.js');
      return BullMqJobQueue.open({ redisUrl, name });
    }
    default:
      throw new Error(`Unknown JOBS "${String(config.JOBS)}": use memory or bullmq`);
  }
};
