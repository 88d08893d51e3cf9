import { describe, expect, it } from 'vitest';
import { canClosePayment, initialPaymentPhase, type PaymentAction, paymentFlow } from './payment-flow';

const intent = { paymentIntentId: 'pi_1', clientSecret: 'pi_1_secret', amount: 1980 };
const run = (...actions: PaymentAction[]) => actions.reduce(paymentFlow, initialPaymentPhase);

describe('payment flow', () => {
  it('given a good card, then confirm -> card -> processing -> success', () => {
    expect(run({ type: 'proceed' })).toEqual({ step: 'preparing' });
    expect(run({ type: 'proceed' }, { type: 'intentCreated', intent })).toEqual({ step: 'card', intent });
    expect(
      run(
        { type: 'proceed' },
        { type: 'intentCreated', intent },
        { type: 'submitted' },
        { type: 'succeeded', expiryDate: '2026-09-01T00:00:00.000Z' },
      ),
    ).toEqual({ step: 'success', expiryDate: '2026-09-01T00:00:00.000Z' });
  });

  it('given a charge whose access is still being granted, then processing -> pending -> success when access arrives', () => {
    const pending = run(
      { type: 'proceed' },
      { type: 'intentCreated', intent },
      { type: 'submitted' },
      { type: 'accessPending' },
    );
    expect(pending).toEqual({ step: 'pending' });
    expect(canClosePayment(pending)).toBe(true);
    expect(paymentFlow(pending, { type: 'failed', message: 'x' })).toEqual(pending);
    expect(paymentFlow(pending, { type: 'succeeded', expiryDate: null })).toEqual({
      step: 'success',
      expiryDate: null,
    });
    expect(run({ type: 'accessPending' })).toEqual(initialPaymentPhase);
  });

  it('given a declined card, then failure with the message, and retry returns to the card form', () => {
    const failed = run(
      { type: 'proceed' },
      { type: 'intentCreated', intent },
      { type: 'submitted' },
      { type: 'failed', message: 'カードが拒否されました' },
    );
    expect(failed).toEqual({ step: 'failure', message: 'カードが拒否されました', intent });
    expect(paymentFlow(failed, { type: 'retry' })).toEqual({ step: 'card', intent });
  });

  it('given the intent could not be created, then retry starts from the confirmation', () => {
    const failed = run({ type: 'proceed' }, { type: 'intentFailed', message: 'x' });
    expect(paymentFlow(failed, { type: 'retry' })).toEqual({ step: 'confirm' });
  });

  it('given a free or owned set, then no card form', () => {
    expect(run({ type: 'proceed' }, { type: 'intentRefused', reason: 'free' })).toEqual({ step: 'free' });
    expect(run({ type: 'proceed' }, { type: 'intentRefused', reason: 'owned' })).toEqual({ step: 'owned' });
  });

  it('given a double submit or a late answer, then it is ignored', () => {
    const processing = run({ type: 'proceed' }, { type: 'intentCreated', intent }, { type: 'submitted' });
    expect(paymentFlow(processing, { type: 'submitted' })).toBe(processing);
    expect(paymentFlow(processing, { type: 'proceed' })).toBe(processing);
    expect(run({ type: 'succeeded', expiryDate: null })).toEqual(initialPaymentPhase);
  });

  it('given a closed modal, then reset starts from the confirmation', () => {
    const card = run({ type: 'proceed' }, { type: 'intentCreated', intent });
    expect(paymentFlow(card, { type: 'reset' })).toEqual(initialPaymentPhase);
    expect(paymentFlow(initialPaymentPhase, { type: 'reset' })).toBe(initialPaymentPhase);
  });

  it('given processing, then the modal cannot be closed', () => {
    expect(canClosePayment({ step: 'processing', intent })).toBe(false);
    expect(canClosePayment({ step: 'preparing' })).toBe(false);
    expect(canClosePayment({ step: 'card', intent })).toBe(true);
    expect(canClosePayment({ step: 'failure', message: '', intent: null })).toBe(true);
  });
});
