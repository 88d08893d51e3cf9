import type { CommerceOptions } from '@exam/command-api';

/**
 * Fault injection after the charge: the purchase completer fails (as a store fault would) `failNext` more times,
 * or always while `broken` is set. Passed as CommerceOptions.wrapCompletePurchase.
 */
export const failingCompleter = () => {
  const control = { failNext: 0, broken: false, failed: 0 };
  const wrap: NonNullable<CommerceOptions['wrapCompletePurchase']> = (inner) => async (request) => {
    if (control.broken || control.failNext > 0) {
      control.failNext = Math.max(0, control.failNext - 1);
      control.failed += 1;
      throw new Error('event store unavailable (injected after the charge)');
    }
    return inner(request);
  };
  return { control, wrap };
};

/** Polls `probe` every 25 ms until it is true, at most `timeoutMs` (bounded). */
export const eventually = async (probe: () => Promise<boolean>, timeoutMs = 8000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await probe()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`not reached within ${timeoutMs} ms`);
};
