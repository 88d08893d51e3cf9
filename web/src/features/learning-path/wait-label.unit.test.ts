import { describe, expect, it } from 'vitest';
import { waitUntil } from './wait-label';

const now = Date.parse('2026-11-28T06:00:00.000Z');

describe('the wait before a card falls due', () => {
  it('given 9 min 10 s, then 「あと 10 分」 (rounded up, never あと 0 分)', () => {
    expect(waitUntil('2026-11-28T06:09:10.000Z', now)).toEqual({ unit: 'minutes', count: 10 });
    expect(waitUntil('2026-11-28T06:00:05.000Z', now)).toEqual({ unit: 'minutes', count: 1 });
  });

  it('given an hour or more, then whole hours', () => {
    expect(waitUntil('2026-11-28T08:30:00.000Z', now)).toEqual({ unit: 'hours', count: 2 });
  });
});
