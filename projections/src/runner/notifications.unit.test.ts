import { describe, expect, it } from 'vitest';
import { invalidate, mergeNotifications } from './notifications.js';

describe('mergeNotifications', () => {
  it('given invalidations for the same rooms, then one carries the union of tags and the highest position', () => {
    const merged = mergeNotifications([
      invalidate(
        [
          { type: 'QuestionSet', id: 'a' },
          { type: 'QuestionSet', id: 'LIST' },
        ],
        3,
      ),
      invalidate(
        [
          { type: 'QuestionSet', id: 'LIST' },
          { type: 'QuestionSet', id: 'b' },
        ],
        5,
      ),
      invalidate([{ type: 'Access', id: 'a' }], 4, ['user:1']),
      { event: 'homeContentUpdated', payload: { v: 1 } },
      { event: 'homeContentUpdated', payload: { v: 1 } },
    ]);

    expect(merged).toEqual([
      invalidate(
        [
          { type: 'QuestionSet', id: 'a' },
          { type: 'QuestionSet', id: 'LIST' },
          { type: 'QuestionSet', id: 'b' },
        ],
        5,
      ),
      invalidate([{ type: 'Access', id: 'a' }], 4, ['user:1']),
      { event: 'homeContentUpdated', payload: { v: 1 } },
    ]);
  });
});
