import { describe, expect, it } from 'vitest';
import { paymentFailureText, redeemFailureText, textOf } from './failure-message';

describe('paymentFailureText', () => {
  it('given the server refused the card, then its message', () => {
    expect(
      paymentFailureText({ status: 402, message: 'カードが拒否されました', code: 'CARD_DECLINED' }),
    ).toEqual({
      message: 'カードが拒否されました',
    });
  });
  it('given a Stripe error, then the card provider message', () => {
    expect(paymentFailureText({ type: 'card_error', message: 'Your card was declined.' })).toEqual({
      message: 'Your card was declined.',
    });
  });
  it('given no answer from the server, then the connection text', () => {
    expect(paymentFailureText({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      key: 'commerce.payment.errors.connection',
    });
  });
  it('given nothing readable, then Payment failed', () => {
    expect(paymentFailureText({ status: 500, data: 'oops' })).toEqual({
      key: 'commerce.payment.errors.failed',
    });
    expect(paymentFailureText(undefined)).toEqual({ key: 'commerce.payment.errors.failed' });
  });
});

describe('redeemFailureText', () => {
  it('given the server message, then it; without one the coupon default', () => {
    expect(redeemFailureText({ status: 409, message: 'この引換コードは既に使用されています' })).toEqual({
      message: 'この引換コードは既に使用されています',
    });
    expect(redeemFailureText({ status: 404, message: '' })).toEqual({
      key: 'commerce.redeem.errors.invalid',
    });
    expect(
      redeemFailureText({ status: 400, data: { message: '引換コードは6文字以上で入力してください' } }),
    ).toEqual({
      message: '引換コードは6文字以上で入力してください',
    });
  });
  it('given a failure text, then textOf translates keys only', () => {
    const t = (key: string) => `t(${key})`;
    expect(textOf({ key: 'a' }, t)).toBe('t(a)');
    expect(textOf({ message: 'b' }, t)).toBe('b');
  });
  it('given too many failed redeem attempts (429 with Retry-After), then the spec message says how long to wait', () => {
    const failure = redeemFailureText({
      status: 429,
      message: '请求被限制，请稍后再试',
      retryAfterSeconds: 42,
    });
    expect(failure).toEqual({ message: '请求被限制，请稍后再试', waitSeconds: 42 });
    const t = (key: string, options?: Record<string, unknown>) => `（${key}:${String(options?.seconds)}）`;
    expect(textOf(failure, t)).toBe('请求被限制，请稍后再试（commerce.redeem.errors.wait:42）');
  });
});
