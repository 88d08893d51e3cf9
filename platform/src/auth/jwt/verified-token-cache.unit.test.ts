import { describe, expect, it } from 'vitest';
import { VerifiedTokenCache } from './verified-token-cache.js';

describe('verified token cache', () => {
  it('given a verified token, then it is served until its exp and not after', () => {
    let clock = 1_000_000;
    const cache = new VerifiedTokenCache(10, () => clock);
    cache.set('t', { sub: 'u', exp: 1_060 });
    expect(cache.get('t')).toMatchObject({ sub: 'u' });
    clock = 1_060_000;
    expect(cache.get('t')).toBeNull();
  });

  it('given a token valid for an hour, then it is verified again after the short TTL', () => {
    let clock = 1_000_000;
    const cache = new VerifiedTokenCache(10, () => clock, 60_000);
    cache.set('t', { sub: 'u', exp: 1_000 + 3_600 });
    clock += 59_999;
    expect(cache.get('t')).toMatchObject({ sub: 'u' });
    clock += 1;
    expect(cache.get('t')).toBeNull();
  });

  it('given more tokens than it holds, then the least recently used go first; a token without exp is never kept', () => {
    const cache = new VerifiedTokenCache(2, () => 0);
    cache.set('a', { sub: 'a', exp: 10 });
    cache.set('b', { sub: 'b', exp: 10 });
    expect(cache.get('a')).not.toBeNull(); // a is now more recent than b
    cache.set('c', { sub: 'c', exp: 10 });
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
    cache.set('d', { sub: 'd' });
    expect(cache.get('d')).toBeNull();
  });
});
