import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../test-support/decider-spec.js';
import type { RecordCompletionFailure } from './commands.js';
import { purchaseDecider } from './decider.js';
import type { PurchaseCompleted, PurchaseCompletionFailed } from './events.js';

const { given } = deciderSpec(purchaseDecider);
const AT = '2025-03-01T00:00:00.000Z';

const record = (reason = 'store unavailable'): RecordCompletionFailure => ({
  type: 'RecordCompletionFailure',
  data: { paymentIntentId: 'pi_1', userId: 'u1', questionSetId: 's1', amount: 1980, reason, at: AT },
});
const failed = (attempt: number, reason = 'store unavailable'): PurchaseCompletionFailed => ({
  type: 'PurchaseCompletionFailed',
  data: {
    paymentIntentId: 'pi_1',
    userId: 'u1',
    questionSetId: 's1',
    amount: 1980,
    attempt,
    reason,
    failedAt: AT,
  },
});
const completed: PurchaseCompleted = {
  type: 'PurchaseCompleted',
  data: {
    purchaseId: 'p1',
    userId: 'u1',
    questionSetId: 's1',
    paymentIntentId: 'pi_1',
    amount: 1980,
    currency: 'jpy',
    paymentMethod: 'card',
    purchasedAt: AT,
    expiresAt: '2025-08-28T00:00:00.000Z',
  },
};

describe('RecordCompletionFailure (a charge succeeded, completing it failed)', () => {
  it('given a charged intent, when completing fails, then the failure is recorded as attempt 1', () => {
    expect(given().when(record())).toEqual([failed(1)]);
  });

  it('given earlier failures, when completing fails again, then the next attempt is numbered after them', () => {
    expect(given(failed(1), failed(2)).when(record('again'))).toEqual([failed(3, 'again')]);
  });

  it('given the purchase completed meanwhile, when a late failure is recorded, then nothing is appended', () => {
    expect(given(failed(1), completed).when(record())).toEqual([]);
  });
});
