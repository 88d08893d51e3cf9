import { describe, expect, it } from 'vitest';
import {
  keepListSession,
  listSessionUrl,
  rememberListSession,
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
  it('given a few wrong answers, then the URL carries them in the spec shape', () => {
    expect(listSessionUrl('s1', 'wrong-answers', ['q1', 'q2'])).toBe(
      '/quiz/s1?mode=wrong-answers&questions=q1,q2',
    );
    expect(listSessionUrl('s1', 'review', ['q1'])).toBe('/quiz/s1?mode=review&questions=q1&start=first');
  });

  it('given 3,000 wrong answers, then the URL names only the mode and stays short enough to reload', () => {
    const url = listSessionUrl('set 1', 'wrong-answers', idsOf(3_000));
    expect(url).toBe('/quiz/set%201?mode=wrong-answers');
    expect(listSessionUrl('s1', 'unseen', null)).toBe('/quiz/s1?mode=unseen&start=first');
  });

  it('given a long list remembered as the session starts, then the tab reads the same ids back for that set and mode only', () => {
    const storage = memoryStorage();
    const ids = idsOf(URL_LIST_LIMIT + 1);
    rememberListSession(storage, 's1', 'wrong-answers', ids);
    expect(storedListSession(storage, 's1', 'wrong-answers')).toEqual(ids);
    expect(storedListSession(storage, 's1', 'review')).toBeNull();
    expect(storedListSession(storage, 's2', 'wrong-answers')).toBeNull();
  });

  it('given an older long session, when a short or an unknown list starts, then the older ids are dropped', () => {
    const storage = memoryStorage();
    rememberListSession(storage, 's1', 'unseen', idsOf(500));
    rememberListSession(storage, 's1', 'unseen', ['q1']);
    expect(storedListSession(storage, 's1', 'unseen')).toBeNull();
    rememberListSession(storage, 's1', 'unseen', idsOf(500));
    rememberListSession(storage, 's1', 'unseen', null);
    expect(storedListSession(storage, 's1', 'unseen')).toBeNull();
  });

  it('given a list the quiz read from the server, when kept, then it is kept however short', () => {
    const storage = memoryStorage();
    keepListSession(storage, 's1', 'review', ['q1']);
    expect(storedListSession(storage, 's1', 'review')).toEqual(['q1']);
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
    expect(() => rememberListSession(refusing, 's1', 'review', idsOf(500))).not.toThrow();
    expect(() => rememberListSession(refusing, 's1', 'review', null)).not.toThrow();
  });
});
