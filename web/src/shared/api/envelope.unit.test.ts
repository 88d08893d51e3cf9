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

  it('given a batch refusal naming its answer, when unwrapped, then the answer index is kept; a malformed one is not', () => {
    const body = { success: false, message: '2件目の解答: 古すぎます', code: 'ANSWERED_AT_OUT_OF_RANGE' };
    expect(unwrapEnvelope({ ...body, answerIndex: 1 }, 400)).toMatchObject({ error: { answerIndex: 1 } });
    const malformed = unwrapEnvelope({ ...body, answerIndex: '1' }, 400);
    expect(malformed.ok === false && 'answerIndex' in malformed.error).toBe(false);
  });
});
