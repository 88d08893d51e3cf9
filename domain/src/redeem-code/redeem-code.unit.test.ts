import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RedeemCodeInputTexts } from '../rules/redeem-code-input.js';
import { deciderSpec, refusal } from '../test-support/decider-spec.js';
import {
  generateRedeemCode,
  isWellFormedRedeemCode,
  normaliseRedeemCodeInput,
  REDEEM_CODE_ALPHABET,
} from './code-format.js';
import type { RedeemCode, RedeemCodeCommand } from './commands.js';
import { redeemCodeDecider } from './decider.js';
import type { RedeemCodeEvent, RedeemCodeGenerated, RedeemCodeRedeemed } from './events.js';
import { validateGeneration } from './generation-rules.js';

const AT = '2025-03-01T00:00:00.000Z';
const CODE = 'ABCDEFGHJKMNPQRS';
const ref = { codeId: 'c1', code: CODE, questionSetId: 's1' };
const paidSet = { questionSetId: 's1', isPaid: true };

const { given } = deciderSpec(redeemCodeDecider);

const generated: RedeemCodeGenerated = {
  type: 'RedeemCodeGenerated',
  data: { ...ref, validityDays: 30, createdBy: 'admin' },
};
const redeemedBy = (userId: string): RedeemCodeRedeemed => ({
  type: 'RedeemCodeRedeemed',
  data: { ...ref, userId, validityDays: 30, redeemedAt: AT, expiresAt: '2025-03-31T00:00:00.000Z' },
});
const redeem = (overrides: Partial<RedeemCode['data']> = {}): RedeemCode => ({
  type: 'RedeemCode',
  data: {
    code: CODE,
    userId: 'u1',
    expectedQuestionSetId: null,
    codeSet: { questionSetId: 's1', exists: true },
    currentExpiresAt: null,
    at: AT,
    ...overrides,
  },
});

describe('GenerateRedeemCode', () => {
  const generate = (set: { questionSetId: string; isPaid: boolean } | null): RedeemCodeCommand => ({
    type: 'GenerateRedeemCode',
    data: { codeId: 'c1', code: CODE, questionSetId: 's1', validityDays: 30, createdBy: 'admin', set },
  });

  it('given a paid set and a fresh code, then the code is generated', () => {
    expect(given().when(generate(paidSet))).toEqual([generated]);
  });

  it('given a code that exists already, then it is refused so the handler draws another', () => {
    expect(refusal(() => given(generated).when(generate(paidSet))).code).toBe('REDEEM_CODE_TAKEN');
  });

  it('given a missing or free set, then it is refused with the spec text', () => {
    expect(refusal(() => given().when(generate(null)))).toEqual({
      status: 400,
      code: 'REDEEM_SET_INVALID',
      message: '有効な問題集を選択してください',
    });
    expect(refusal(() => given().when(generate({ questionSetId: 's1', isPaid: false }))).code).toBe(
      'REDEEM_SET_NOT_PAID',
    );
  });
});

describe('RedeemCode', () => {
  it('given an unused code, then it is redeemed for its validity from now', () => {
    expect(given(generated).when(redeem())).toEqual([redeemedBy('u1')]);
  });

  it('given access lasting longer, then the code extends it', () => {
    const [event] = given(generated).when(redeem({ currentExpiresAt: '2025-04-01T00:00:00.000Z' }));
    expect(event?.data).toMatchObject({ expiresAt: '2025-05-01T00:00:00.000Z' });
  });

  it('given a used code, then anyone (its user too) is refused: この引換コードは既に使用されています', () => {
    const expected = {
      status: 409,
      code: 'REDEEM_CODE_USED',
      message: 'この引換コードは既に使用されています',
    };
    expect(refusal(() => given(generated, redeemedBy('u1')).when(redeem({ userId: 'u2' })))).toEqual(
      expected,
    );
    expect(refusal(() => given(generated, redeemedBy('u1')).when(redeem()))).toEqual(expected);
  });

  it('given an unknown or deleted code, then 404 with the spec texts', () => {
    expect(refusal(() => given().when(redeem()))).toEqual({
      status: 404,
      code: 'REDEEM_CODE_NOT_FOUND',
      message: '引換コードが見つかりません。入力内容をご確認ください',
    });
    const deleted: RedeemCodeEvent = { type: 'RedeemCodeDeleted', data: { ...ref, deletedBy: 'admin' } };
    expect(refusal(() => given(generated, deleted).when(redeem()))).toEqual({
      status: 404,
      code: 'REDEEM_CODE_INVALID',
      message: 'この引換コードは無効です',
    });
  });

  it('given the learner redeems for another set, then it is refused and the code stays unused', () => {
    expect(refusal(() => given(generated).when(redeem({ expectedQuestionSetId: 's2' }))).code).toBe(
      'REDEEM_CODE_OTHER_SET',
    );
  });

  it("given the code's set is gone, then it is refused", () => {
    expect(
      refusal(() => given(generated).when(redeem({ codeSet: { questionSetId: 's1', exists: false } }))).code,
    ).toBe('REDEEM_CODE_SET_MISSING');
  });

  it('given the code was moved to another set after the handler looked, then it asks for a retry', () => {
    expect(
      refusal(() => given(generated).when(redeem({ codeSet: { questionSetId: 's0', exists: true } }))).code,
    ).toBe('REDEEM_CODE_CHANGED');
  });
});

describe('FixRedeemCodeSet and DeleteRedeemCode', () => {
  const fix = (questionSetId: string, isPaid = true): RedeemCodeCommand => ({
    type: 'FixRedeemCodeSet',
    data: { code: CODE, questionSetId, set: { questionSetId, isPaid }, fixedBy: 'admin' },
  });
  const remove: RedeemCodeCommand = { type: 'DeleteRedeemCode', data: { code: CODE, deletedBy: 'admin' } };

  it('given an unused code, then it can be moved to another paid set (same set: nothing)', () => {
    expect(given(generated).when(fix('s2'))).toEqual([
      {
        type: 'RedeemCodeSetFixed',
        data: { ...ref, questionSetId: 's2', previousQuestionSetId: 's1', fixedBy: 'admin' },
      },
    ]);
    expect(given(generated).when(fix('s1'))).toEqual([]);
  });

  it('given a used code, then it can be neither fixed nor deleted', () => {
    expect(refusal(() => given(generated, redeemedBy('u1')).when(fix('s2'))).status).toBe(409);
    expect(refusal(() => given(generated, redeemedBy('u1')).when(remove)).status).toBe(409);
  });

  it('given an unused code, then it is deleted once (deleting again records nothing)', () => {
    const [deleted] = given(generated).when(remove);
    expect(deleted).toEqual({ type: 'RedeemCodeDeleted', data: { ...ref, deletedBy: 'admin' } });
    expect(given(generated, deleted as RedeemCodeEvent).when(remove)).toEqual([]);
  });
});

describe('code format', () => {
  it('given the CSPRNG, then codes are 16 characters of the unambiguous alphabet', () => {
    const codes = Array.from({ length: 500 }, () => generateRedeemCode(randomInt));
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{16}$/);
      expect(isWellFormedRedeemCode(code)).toBe(true);
    }
    expect(new Set(codes).size).toBe(codes.length);
    expect(REDEEM_CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it('given typed input, then it is trimmed, upper-cased and ungrouped; any length but 16 is refused in the hint’s words', () => {
    expect(normaliseRedeemCodeInput('  abcd-efgh jkmn pqrs  ')).toBe('ABCDEFGHJKMNPQRS');
    const wrongLength = '引換コードは16文字の英数字で入力してください';
    expect(refusal(() => normaliseRedeemCodeInput(' ab12 '))).toEqual({
      status: 400,
      code: 'REDEEM_CODE_TOO_SHORT',
      message: wrongLength,
    });
    expect(refusal(() => normaliseRedeemCodeInput('ABCD-EFGH-JKMN-PQR'))).toMatchObject({
      code: 'REDEEM_CODE_TOO_SHORT',
    });
    expect(refusal(() => normaliseRedeemCodeInput('ABCD-EFGH-JKMN-PQRST'))).toEqual({
      status: 400,
      code: 'REDEEM_CODE_TOO_LONG',
      message: wrongLength,
    });
    // The form's hint names the same length (one rule, rules/redeem-code-input.ts).
    expect(RedeemCodeInputTexts.hint).toContain('16文字');
  });
});

describe('validateGeneration', () => {
  const valid = { questionSetId: 's1', validityDays: 180, quantity: 10 };
  it.each([
    [{ questionSetId: ' ' }, '問題集を選択してください'],
    [{ validityDays: 0 }, '有効期限は1日以上にしてください'],
    [{ validityDays: 1.5 }, '有効期限は1日以上にしてください'],
    [{ validityDays: 3651 }, '有効期限は3,650日以内にしてください'],
    [{ quantity: 0 }, '生成数は1～100の範囲で入力してください'],
    [{ quantity: 101 }, '生成数は1～100の範囲で入力してください'],
  ])('given %o, then %s', (change, message) => {
    expect(refusal(() => validateGeneration({ ...valid, ...change })).message).toBe(message);
  });

  it('given the limits themselves, then they pass', () => {
    expect(() => validateGeneration({ ...valid, validityDays: 3650, quantity: 100 })).not.toThrow();
    expect(() => validateGeneration({ ...valid, validityDays: 1, quantity: 1 })).not.toThrow();
  });
});
