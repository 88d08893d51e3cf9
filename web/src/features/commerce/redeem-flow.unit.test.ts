import { describe, expect, it } from 'vitest';
import { initialRedeemPhase, type RedeemAction, redeemFlow } from './redeem-flow';

const run = (...actions: RedeemAction[]) => actions.reduce(redeemFlow, initialRedeemPhase);

describe('redeem flow', () => {
  it('given a valid code, then idle -> verifying -> success', () => {
    expect(run({ type: 'submitted' })).toEqual({ step: 'verifying' });
    expect(run({ type: 'submitted' }, { type: 'succeeded', setTitle: 'AWS' })).toEqual({
      step: 'success',
      setTitle: 'AWS',
    });
  });

  it('given a used code, then error; editing goes back to idle and a new try verifies again', () => {
    const failed = run(
      { type: 'submitted' },
      { type: 'failed', message: 'この引換コードは既に使用されています' },
    );
    expect(failed).toEqual({ step: 'error', message: 'この引換コードは既に使用されています' });
    expect(redeemFlow(failed, { type: 'edited' })).toEqual({ step: 'idle' });
    expect(redeemFlow(failed, { type: 'submitted' })).toEqual({ step: 'verifying' });
  });

  it('given verifying, then a second submit is ignored; success is final', () => {
    const verifying = run({ type: 'submitted' });
    expect(redeemFlow(verifying, { type: 'submitted' })).toBe(verifying);
    const done = run({ type: 'submitted' }, { type: 'succeeded', setTitle: null });
    expect(redeemFlow(done, { type: 'failed', message: 'x' })).toBe(done);
    expect(redeemFlow(done, { type: 'submitted' })).toBe(done);
  });

  it('given a closed modal, then reset empties it, except while a code is being verified', () => {
    const failed = run({ type: 'submitted' }, { type: 'failed', message: 'x' });
    expect(redeemFlow(failed, { type: 'reset' })).toEqual(initialRedeemPhase);
    const verifying = run({ type: 'submitted' });
    expect(redeemFlow(verifying, { type: 'reset' })).toBe(verifying);
  });
});
