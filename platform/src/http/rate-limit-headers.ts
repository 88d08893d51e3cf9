import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { RateLimitInfo } from 'express-rate-limit';

/** Partition keys remembered: one per address, method and path seen lately; the oldest goes first. */
const MAX_REMEMBERED_KEYS = 10_000;

/**
 * The IETF draft-8 RateLimit and RateLimit-Policy headers, as express-rate-limit's `standardHeaders: 'draft-8'`
 * writes them, except that the policy's partition key (a SHA-256 of the limiter's key, `pk`) is worked out once
 * per key and remembered, not on every request. Same header text, byte for byte (rate-limit.int.test.ts).
 */
export const draft8Headers = (name: string, windowMs: number) => {
  const windowSeconds = Math.ceil(windowMs / 1000);
  const partitionKeys = new Map<string, string>();
  const partitionKeyOf = (key: string) => {
    let partitionKey = partitionKeys.get(key);
    if (partitionKey === undefined) {
      // express-rate-limit's getPartitionKey: the first 12 hex digits of the SHA-256, in base64.
      const digest = createHash('sha256').update(key).digest('hex').slice(0, 12);
      partitionKey = Buffer.from(digest).toString('base64');
      if (partitionKeys.size >= MAX_REMEMBERED_KEYS)
        partitionKeys.delete(partitionKeys.keys().next().value as string);
      partitionKeys.set(key, partitionKey);
    }
    return partitionKey;
  };
  return (
    res: Pick<ServerResponse, 'headersSent'> & { append(name: string, value: string): unknown },
    info: RateLimitInfo,
  ) => {
    if (res.headersSent) return;
    const resetSeconds = info.resetTime
      ? Math.max(0, Math.ceil((info.resetTime.getTime() - Date.now()) / 1000))
      : windowSeconds;
    res.append('RateLimit', `"${name}"; r=${info.remaining}; t=${resetSeconds}`);
    res.append(
      'RateLimit-Policy',
      `"${name}"; q=${info.limit}; w=${windowSeconds}; pk=:${partitionKeyOf(info.key)}:`,
    );
  };
};
