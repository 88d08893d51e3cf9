import { describe, expect, it } from 'vitest';
import { unwrapEnvelope } from './envelope';

describe('unwrapEnvelope', () => {
  it('given a successful envelope, when unwrapped, then yields its data', () => {
    expect(unwrapEnvelope({ success: true, data: [1, 2] })).toEqual({ ok: true, data: [1, 2] });
  });

  it('given success false with status 200, when unwrapped, then yields an error with the message', () => {
    expect(unwrapEnvelope({ success: false, message: 'だめ', code: 'X' })).toEqual({
      ok: false,
      error: { status: 'ENVELOPE', message: 'だめ', code: 'X' },
    });
  });

  it('given an error envelope with an HTTP status, when unwrapped, then keeps the status', () => {
    const result = unwrapEnvelope({ success: false, message: 'not found' }, 404);
    expect(result).toEqual({ ok: false, error: { status: 404, message: 'not found', code: undefined } });
  });

  it('given a body without envelope, when unwrapped, then passes it through', () => {
    expect(unwrapEnvelope(['a'])).toEqual({ ok: true, data: ['a'] });
  });
});
