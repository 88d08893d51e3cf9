import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InvalidationTag } from './invalidation';
import { PacedTags } from './paced-tags';

const setUp = () => {
  const start = Date.now();
  const later: { tags: InvalidationTag[]; at: number }[] = [];
  const paced = new PacedTags(
    (tags) => later.push({ tags, at: Date.now() - start }),
    [{ source: 'Progress', follower: 'Readiness', everyMs: 20_000 }],
  );
  return { paced, later };
};

const progress = (id: string): InvalidationTag[] => [
  { type: 'Progress', id },
  { type: 'WrongAnswer', id: 'LIST' },
];

describe('PacedTags', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("given a set's progress after a quiet period, then its estimate is due at once", () => {
    const { paced, later } = setUp();

    expect(paced.follow(progress('s1'))).toEqual([{ type: 'Readiness', id: 's1' }]);
    expect(later).toEqual([]);
  });

  it('given progress every 3 s, then the estimate follows once per 20 s, the last change included', () => {
    const { paced, later } = setUp();
    const now: InvalidationTag[][] = [];

    for (let answer = 0; answer < 10; answer += 1) {
      now.push(paced.follow(progress('s1')));
      vi.advanceTimersByTime(3_000);
    }
    vi.advanceTimersByTime(20_000);

    expect(now.flat()).toEqual([{ type: 'Readiness', id: 's1' }]);
    expect(later).toEqual([
      { tags: [{ type: 'Readiness', id: 's1' }], at: 20_000 }, // answers at 3..18 s
      { tags: [{ type: 'Readiness', id: 's1' }], at: 40_000 }, // answers at 21..27 s
    ]);
  });

  it('given two sets, then each is paced on its own; LISTs and other types have no follower', () => {
    const { paced } = setUp();

    expect(paced.follow([...progress('s1'), ...progress('s2'), { type: 'Progress', id: 'LIST' }])).toEqual([
      { type: 'Readiness', id: 's1' },
      { type: 'Readiness', id: 's2' },
    ]);
    expect(paced.follow([{ type: 'QuestionSet', id: 's3' }])).toEqual([]);
  });

  it('given a planned follow-up, when stopped, then it is dropped', () => {
    const { paced, later } = setUp();
    paced.follow(progress('s1'));
    paced.follow(progress('s1'));

    paced.stop();
    vi.advanceTimersByTime(60_000);

    expect(later).toEqual([]);
  });
});
