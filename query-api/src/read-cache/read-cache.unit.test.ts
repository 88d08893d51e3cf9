import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

describe('read cache', () => {
  const counting = () => {
    let loads = 0;
    return { load: async () => ++loads, loads: () => loads };
  };

  it('given an unchanged position, when the same key is read twice, then it loads once', async () => {
    const cache = createReadCache({ position: () => 5 });
    const source = counting();
    expect(await cache.get('k', source.load)).toBe(1);
    expect(await cache.get('k', source.load)).toBe(1);
    expect(source.loads()).toBe(1);
  });

  it('given a new position, then every key loads again', async () => {
    let position = 1;
    const cache = createReadCache({ position: () => position });
    const source = counting();
    await cache.get('k', source.load);
    position = 2;
    expect(await cache.get('k', source.load)).toBe(2);
  });

  it('given a failed load, then the next read tries again', async () => {
    const cache = createReadCache({ position: async () => 1 });
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
  });

  it('given more keys than the limit, then the oldest is dropped', async () => {
    const cache = createReadCache({ position: () => 1 }, 2);
    const source = counting();
    await cache.get('a', source.load);
    await cache.get('b', source.load);
    await cache.get('c', source.load);
    await cache.get('a', source.load);
    expect(source.loads()).toBe(4);
  });
});

describe('read cache over several projection groups', () => {
  it('given a version, when it changes while the position stays, then the cache reloads', async () => {
    let version = 1;
    const cache = createReadCache({ position: () => 1, version: () => version });
    let loads = 0;
    await cache.get('k', async () => ++loads);
    version = 2;
    expect(await cache.get('k', async () => ++loads)).toBe(2);
  });
});
