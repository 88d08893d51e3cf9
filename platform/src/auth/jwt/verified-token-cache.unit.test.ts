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

  it('given more tokens than it holds, then the oldest go first; a token without exp is never kept', () => {
    const cache = new VerifiedTokenCache(2, () => 0);
    cache.set('a', { sub: 'a', exp: 10 });
    cache.set('b', { sub: 'b', exp: 10 });
    cache.set('c', { sub: 'c', exp: 10 });
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')).not.toBeNull();
    cache.set('d', { sub: 'd' });
    expect(cache.get('d')).toBeNull();
  });
});
