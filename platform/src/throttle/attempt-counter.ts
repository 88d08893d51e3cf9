import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';

export type AttemptCounterOptions = {
  /** Attempts a key may make in one window. */
  points: number;
  windowSeconds: number;
  /** Keeps the counters of different limits apart in a shared store. */
  name: string;
  /** Shared by every process of a distributed profile; without it the count lives in this process. */
  redis?: Redis;
};

const secondsOf = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Attempts per key in a fixed window, counted atomically (rate-limiter-flexible: an in-process increment, or one
 * Redis INCR). `reserve` counts the attempt before the expensive check runs, so a burst of parallel attempts is
 * counted like a sequence; `refund` gives the point back when the attempt turns out not to count (a success).
 */
export class AttemptCounter {
  private readonly limiter: RateLimiterAbstract;

  constructor(readonly options: AttemptCounterOptions) {
    const common = { points: options.points, duration: options.windowSeconds, keyPrefix: options.name };
    this.limiter = options.redis
      ? new RateLimiterRedis({ ...common, storeClient: options.redis })
      : new RateLimiterMemory(common);
  }

  /** 0 when the attempt is counted and may go on; otherwise the seconds to wait. */
  async reserve(key: string): Promise<number> {
    try {
      await this.limiter.consume(key);
      return 0;
    } catch (refusal) {
      if (refusal instanceof RateLimiterRes) return secondsOf(refusal.msBeforeNext);
      throw refusal;
    }
  }

  async refund(key: string): Promise<void> {
    await this.limiter.reward(key, 1);
  }

  /** Counts an attempt without asking whether it is allowed. */
  async add(key: string): Promise<number> {
    return (await this.limiter.penalty(key, 1)).consumedPoints;
  }

  /** Attempts counted in the key's current window. */
  async count(key: string): Promise<number> {
    return (await this.limiter.get(key))?.consumedPoints ?? 0;
  }

  /** Refuses the key for the given seconds from now (replacing its window). */
  async block(key: string, seconds: number): Promise<void> {
    await this.limiter.block(key, seconds);
  }

  async clear(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}
