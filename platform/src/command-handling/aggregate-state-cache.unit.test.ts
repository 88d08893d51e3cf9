import { describe, expect, it } from 'vitest';
import { AggregateStateCache } from './aggregate-state-cache.js';

describe('AggregateStateCache', () => {
  it('given more streams than it holds, then the least recently used one is evicted', () => {
    const cache = new AggregateStateCache<number>(2);
    cache.set('a', { revision: 0, state: 1 });
    cache.set('b', { revision: 0, state: 2 });
    cache.get('a');
    cache.set('c', { revision: 0, state: 3 });
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ revision: 0, state: 1 });
    expect(cache.get('c')).toEqual({ revision: 0, state: 3 });
  });

  it('given a deleted stream, then it is no longer cached', () => {
    const cache = new AggregateStateCache<number>();
    cache.set('a', { revision: 4, state: 9 });
    cache.delete('a');
    expect(cache.get('a')).toBeUndefined();
  });
});
