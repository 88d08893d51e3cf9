import type { RecordedEvent } from '@exam/platform';
import { describe, expect, it } from 'vitest';
import { keepsEvent, parseIsoTime, pastEnd } from './event-filter.js';

const event = (position: number, type: string, streamName: string, at?: string): RecordedEvent => ({
  id: `e${position}`,
  type,
  data: {},
  metadata: at ? { at } : {},
  streamName,
  revision: 0,
  position,
});

describe('events export filter', () => {
  const log = [
    event(1, 'QuestionSetCreated', 'questionSet-a', '2026-10-01T00:00:00Z'),
    event(2, 'CodeRedeemed', 'redeemCode-x', '2026-11-01T09:00:00Z'),
    event(3, 'PurchaseCompleted', 'purchase-p', '2026-11-02T00:00:00Z'),
    event(4, 'CodeRedeemed', 'redeemCode-y'),
  ];
  const kept = (filter: Parameters<typeof keepsEvent>[0]) =>
    log.filter((item) => keepsEvent(filter, item)).map((item) => item.position);

  it('given types, a stream prefix or a time range, then only matching events are kept', () => {
    expect(kept({ types: ['CodeRedeemed'] })).toEqual([2, 4]);
    expect(kept({ streamPrefix: 'redeemCode-' })).toEqual([2, 4]);
    expect(kept({ sinceMs: parseIsoTime('2026-11-01') })).toEqual([2, 3]);
    expect(kept({ untilMs: parseIsoTime('2026-11-01T12:00:00Z'), types: ['CodeRedeemed'] })).toEqual([2]);
    expect(kept({})).toEqual([1, 2, 3, 4]);
  });

  it('given --to, then the export ends after that position', () => {
    expect(pastEnd({ toPosition: 2 }, log[1] as RecordedEvent)).toBe(false);
    expect(pastEnd({ toPosition: 2 }, log[2] as RecordedEvent)).toBe(true);
  });

  it('given a time that is not ISO, then it is refused', () => {
    expect(() => parseIsoTime('yesterday')).toThrow('an ISO time is expected');
  });
});
