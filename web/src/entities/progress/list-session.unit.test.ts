import { describe, expect, it } from 'vitest';
import {
  forgetListSession,
  keepListPlace,
  keepListSession,
  listSessionUrl,
  storedListPlace,
  storedListSession,
  URL_LIST_LIMIT,
} from './list-session';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
};
const idsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`);

describe('list sessions (issue 40)', () => {
  it('given a few wrong answers or due cards, then the URL carries them in the spec shape', () => {
    expect(listSessionUrl('s1', 'wrong-answers', ['q1', 'q2'])).toBe(
      '/quiz/s1?mode=wrong-answers&questions=q1,q2',
    );
    expect(listSessionUrl('s1', 'review', ['q1'])).toBe('/quiz/s1?mode=review&questions=q1&start=first');
    expect(listSessionUrl('s1', 'wrong-answers', idsOf(URL_LIST_LIMIT))).toContain('&questions=');
  });

  it('given 3,000 wrong answers or an unseen list longer than its first page, then the URL names only the mode', () => {
    expect(listSessionUrl('set 1', 'wrong-answers', idsOf(3_000))).toBe('/quiz/set%201?mode=wrong-answers');
    expect(listSessionUrl('s1', 'wrong-answers', idsOf(URL_LIST_LIMIT + 1))).not.toContain('questions');
    expect(listSessionUrl('s1', 'unseen', null)).toBe('/quiz/s1?mode=unseen&start=first');
  });

  it('given ids the quiz kept, then the tab reads them back for that set and mode only', () => {
    const storage = memoryStorage();
    const ids = idsOf(450);
    keepListSession(storage, 's1', 'wrong-answers', ids);
    expect(storedListSession(storage, 's1', 'wrong-answers')).toEqual(ids);
    expect(storedListSession(storage, 's1', 'review')).toBeNull();
    expect(storedListSession(storage, 's2', 'wrong-answers')).toBeNull();
  });

  it('given an older session of the tab, when a new one starts, then its kept ids are dropped', () => {
    const storage = memoryStorage();
    keepListSession(storage, 's1', 'unseen', idsOf(500));
    keepListSession(storage, 's1', 'review', idsOf(3));
    forgetListSession(storage, 's1', 'unseen');
    expect(storedListSession(storage, 's1', 'unseen')).toBeNull();
    expect(storedListSession(storage, 's1', 'review')).toHaveLength(3);
  });

  it('given a stored value that is no list of ids, then nothing is read; given a refusing storage, then nothing throws', () => {
    const storage = memoryStorage();
    for (const value of ['{', '"q1"', '[]', '[1,2]']) {
      storage.items.set('exam.list-session:s1:review', value);
      expect(storedListSession(storage, 's1', 'review')).toBeNull();
    }
    const refusing = {
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => keepListSession(refusing, 's1', 'review', idsOf(500))).not.toThrow();
    expect(() => forgetListSession(refusing, 's1', 'review')).not.toThrow();
  });
});

describe('the place of a kept list session (issue 40)', () => {
  it('given a place kept at question 300, then a reload reads it; given a new session, then it is gone with the ids', () => {
    const storage = memoryStorage();
    keepListSession(storage, 's1', 'wrong-answers', idsOf(450));
    keepListPlace(storage, 's1', 'wrong-answers', 299);
    expect(storedListPlace(storage, 's1', 'wrong-answers')).toBe(299);
    expect(storedListPlace(storage, 's1', 'review')).toBeNull();
    forgetListSession(storage, 's1', 'wrong-answers');
    expect(storedListPlace(storage, 's1', 'wrong-answers')).toBeNull();
  });

  it('given a kept place that is no whole number, then there is none', () => {
    const storage = memoryStorage();
    for (const value of ['-1', '1.5', 'x', '']) {
      storage.items.set('exam.list-session:s1:unseen:at', value);
      expect(storedListPlace(storage, 's1', 'unseen')).toBeNull();
    }
  });
});
