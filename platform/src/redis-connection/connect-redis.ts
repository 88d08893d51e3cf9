import { Redis, type RedisOptions } from 'ioredis';

export type RedisConnectOptions = RedisOptions & {
  /** Says what the connection is for in the error message (e.g. 'the notification bus'). */
  purpose: string;
  /** Errors after the first connect (ioredis reconnects by itself). Default: ignored. */
  onError?: (error: Error) => void;
};

/**
 * Opens an ioredis connection and waits for it, so a wrong REDIS_URL fails at start with a message naming the
 * address instead of retrying forever in the background.
 */
export const connectRedis = async (url: string, options: RedisConnectOptions): Promise<Redis> => {
  const { purpose, onError, ...redisOptions } = options;
  const client = new Redis(url, { ...redisOptions, lazyConnect: true });
  client.on('error', (error: Error) => onError?.(error));
  try {
    await client.connect();
    return client;
  } catch (error) {
    client.disconnect();
    throw new Error(`Could not connect ${purpose} to Redis at ${url}: ${(error as Error).message}`);
  }
};

/** QUIT, or a hard disconnect when the server is gone already. */
export const closeRedis = async (client: Redis): Promise<void> => {
  if (client.status === 'end') return;
  try {
    await client.quit();
  } catch {
    client.disconnect();
  }
};
