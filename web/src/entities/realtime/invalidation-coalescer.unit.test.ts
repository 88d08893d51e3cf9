import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvalidationTag } from './invalidation';
import { COALESCE_MAX_WINDOW_MS, COALESCE_WINDOW_MS, InvalidationCoalescer } from './invalidation-coalescer';

const setUp = () => {
  const flushes: { tags: InvalidationTag[]; position: number; at: number }[] = [];
  const start = Date.now();
  const coalescer = new InvalidationCoalescer({
    flush: (tags, position) => flushes.push({ tags, position, at: Date.now() - start }),
  });
  return { coalescer, flushes };
};

const setList: InvalidationTag = { type: 'QuestionSet', id: 'LIST' };

describe('InvalidationCoalescer', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('given a burst of 20 messages, when the window ends, then one flush with their union and the highest position', () => {
    const { coalescer, flushes } = setUp();

    for (let commit = 1; commit <= 20; commit += 1) {
      coalescer.add({
        tags: [setList, { type: 'QuestionSet', id: `s${commit % 3}` }],
        position: 100 + commit,
      });
      vi.advanceTimersByTime(10);
    }
    expect(flushes).toEqual([]);
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);

    expect(flushes).toEqual([
      {
        tags: [
          setList,
          { type: 'QuestionSet', id: 's1' },
          { type: 'QuestionSet', id: 's2' },
          { type: 'QuestionSet', id: 's0' },
        ],
        position: 120,
        at: COALESCE_WINDOW_MS,
      },
    ]);
  });

  it('given messages 1 s apart, when each window ends, then each is flushed on its own, 300 ms after it came', () => {
    const { coalescer, flushes } = setUp();

    for (let message = 0; message < 3; message += 1) {
      coalescer.add({ tags: [{ type: 'Progress', id: `s${message}` }], position: message + 1 });
      vi.advanceTimersByTime(1_000);
    }

    expect(flushes).toEqual([
      { tags: [{ type: 'Progress', id: 's0' }], position: 1, at: 300 },
      { tags: [{ type: 'Progress', id: 's1' }], position: 2, at: 1_300 },
      { tags: [{ type: 'Progress', id: 's2' }], position: 3, at: 2_300 },
    ]);
  });

  it('given distinct tags of many types, with and without ids, when coalesced, then every one is kept once', () => {
    const { coalescer, flushes } = setUp();
    const tags: InvalidationTag[] = [
      { type: 'HomeContent' },
      { type: 'QuestionSet', id: 's1' },
      { type: 'QuestionSet', id: 'LIST' },
      { type: 'Category', id: 'LIST' },
      { type: 'Progress', id: 's1' },
      { type: 'WrongAnswer', id: 'LIST' },
      { type: 'User', id: 'u1' },
    ];

    coalescer.add({ tags: tags.slice(0, 4), position: 0 });
    coalescer.add({
      tags: [...tags.slice(3), { type: 'HomeContent' }, { type: 'QuestionSet', id: 's1' }],
      position: 0,
    });
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);

    expect(flushes).toHaveLength(1);
    expect(flushes[0]?.tags).toEqual(tags);
  });

  it('given a 10 s storm of commits 100 ms apart, then a handful of flushes, none later than the longest window', () => {
    const { coalescer, flushes } = setUp();

    for (let commit = 1; commit <= 100; commit += 1) {
      coalescer.add({ tags: [setList], position: commit });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(COALESCE_MAX_WINDOW_MS);

    // Windows of 0.3, 0.6, 1.2, 2.4, 3, 3 s: 6 refetches of the page's list instead of 100.
    expect(flushes.map(({ at }) => at)).toEqual([300, 900, 2_100, 4_500, 7_500, 10_500]);
    expect(flushes.at(-1)?.position).toBe(100);
  });

  it('given a storm that ended with a quiet window, when a message comes, then it waits the short window again', () => {
    const { coalescer, flushes } = setUp();
    for (let commit = 1; commit <= 10; commit += 1) {
      coalescer.add({ tags: [setList], position: commit });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(10_000);
    const before = flushes.length;

    coalescer.add({ tags: [{ type: 'Progress', id: 's1' }], position: 11 });
    vi.advanceTimersByTime(COALESCE_WINDOW_MS);

    expect(flushes).toHaveLength(before + 1);
    expect(flushes.at(-1)).toMatchObject({ tags: [{ type: 'Progress', id: 's1' }], position: 11 });
  });

  it('given pending messages, when stopped, then nothing is flushed', () => {
    const { coalescer, flushes } = setUp();
    coalescer.add({ tags: [setList], position: 1 });

    coalescer.stop();
    vi.advanceTimersByTime(COALESCE_MAX_WINDOW_MS);

    expect(flushes).toEqual([]);
  });
});
