import { describe, expect, it } from 'vitest';
import { handlingOfDisconnect, nextReconnect, RECONNECT_POLICY } from './reconnect-policy';

describe('nextReconnect', () => {
  it('given consecutive failures, then the delay doubles from 1 s and is capped at 30 s', () => {
    const delays = Array.from({ length: 10 }, (_, i) => nextReconnect(i + 1)).map((d) =>
      d.kind === 'retry' ? d.delayMs : null,
    );
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
  });

  it('given the 10th failure, then it still retries as attempt 10', () => {
    expect(nextReconnect(10)).toEqual({ kind: 'retry', attempt: 10, delayMs: 30_000 });
  });

  it('given the 11th failure, then it gives up', () => {
    expect(nextReconnect(RECONNECT_POLICY.maxAttempts + 1)).toEqual({ kind: 'give-up' });
  });

  it('given another policy, then it is honoured', () => {
    const policy = { initialDelayMs: 100, maxDelayMs: 250, maxAttempts: 3 };
    expect(nextReconnect(3, policy)).toEqual({ kind: 'retry', attempt: 3, delayMs: 250 });
    expect(nextReconnect(4, policy)).toEqual({ kind: 'give-up' });
  });

  it('given zero failures, then it refuses', () => {
    expect(() => nextReconnect(0)).toThrow(RangeError);
  });
});

describe('handlingOfDisconnect', () => {
  it.each([
    ['io server disconnect', 'auth-failed'],
    ['io client disconnect', 'stay-closed'],
    ['ping timeout', 'reconnect'],
    ['transport close', 'reconnect'],
    ['transport error', 'reconnect'],
  ] as const)('given %s, then %s', (reason, expected) => {
    expect(handlingOfDisconnect(reason)).toBe(expected);
  });
});
