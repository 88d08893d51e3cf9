import { describe, expect, it } from 'vitest';
import {
  PENDING_INTENT_TTL_MS,
  type PendingIntent,
  savePendingIntent,
  takePendingIntent,
} from './pending-intent';

const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    size: () => items.size,
  };
};
const intent: PendingIntent = {
  kind: 'payment',
  set: { id: 's1', title: 'DB', price: 1200 },
  path: '/quiz/s1',
  savedAt: 1_000,
};

describe('pending commerce intent', () => {
  it('given a visitor’s buy at the wall, when they come back to that page, then it is taken once', () => {
    const storage = memory();
    savePendingIntent(storage, intent);
    expect(takePendingIntent(storage, '/quiz/s1', 2_000)).toEqual(intent);
    expect(takePendingIntent(storage, '/quiz/s1', 2_000)).toBeNull();
  });

  it('given another page, then it waits; given a stale or unreadable one, then it is dropped', () => {
    const storage = memory();
    savePendingIntent(storage, intent);
    expect(takePendingIntent(storage, '/quiz/other', 2_000)).toBeNull();
    expect(storage.size()).toBe(1);
    expect(takePendingIntent(storage, '/quiz/s1', 1_000 + PENDING_INTENT_TTL_MS)).toBeNull();
    expect(storage.size()).toBe(0);
    storage.setItem('commerce-pending-intent', '{oops');
    expect(takePendingIntent(storage, '/quiz/s1', 2_000)).toBeNull();
    expect(storage.size()).toBe(0);
  });
});
