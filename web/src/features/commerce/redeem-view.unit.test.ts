import { describe, expect, it } from 'vitest';
import { maskRedeemCode, REDEEM_CODE_LENGTH, redeemInputProblem, redemptionState } from './redeem-view';

const NOW = new Date('2026-03-01T00:00:00Z');
const inDays = (days: number) => new Date(NOW.getTime() + days * 86_400_000).toISOString();

describe('maskRedeemCode', () => {
  it('given a 16-character code, then the first 4 and three masked groups', () => {
    expect(maskRedeemCode('ABCDEFGHJKMNPQRS')).toBe('ABCD-****-****-****');
  });
  it('given a 12-character or hyphenated code, then one group per four', () => {
    expect(maskRedeemCode('ABCD23456789')).toBe('ABCD-****-****');
    expect(maskRedeemCode('ABCD-EFGH-JKMN-PQRS')).toBe('ABCD-****-****-****');
    expect(maskRedeemCode('ABCDEF')).toBe('ABCD-****');
  });
});

describe('redeemInputProblem', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    [' ABC12 ', 'tooShort'],
    ['  ABC123  ', 'tooShort'],
    ['ABCD-EFGH-JKMN-PQRS', null],
    [' abcd efgh jkmn pqrs ', null],
    ['ABCD-EFGH-JKMN-PQRST', 'tooLong'],
  ] as const)('given "%s", then %s', (input, problem) => {
    expect(redeemInputProblem(input)).toBe(problem);
  });
});

describe('redemptionState', () => {
  it.each([
    [inDays(-1), 'expired'],
    [inDays(0), 'expired'],
    [inDays(3), 'soon'],
    [inDays(6), 'soon'],
    [inDays(7), 'valid'],
    [inDays(180), 'valid'],
    [null, 'valid'],
  ] as const)('given expiry %s, then %s', (expiry, state) => {
    expect(redemptionState(expiry, NOW)).toBe(state);
  });
});

describe('the hint and the refusal (issue 40)', () => {
  it('given the catalogue, then the hint and both length refusals name the same length, the server’s', async () => {
    const { RedeemCodeInputTexts } = await import('@exam/domain/rules');
    const { WEB_CATALOGUES, interpolate } = await import('@exam/domain/i18n');
    const catalogue = WEB_CATALOGUES.ja.commerce.commerce.redeem;
    const withLength = (text: string, language = 'ja') =>
      interpolate(text, { length: REDEEM_CODE_LENGTH }, language);
    expect(withLength(catalogue.help)).toContain(`${REDEEM_CODE_LENGTH}文字`);
    expect(withLength(catalogue.help)).toBe(RedeemCodeInputTexts.hint);
    expect(withLength(catalogue.errors.tooShort)).toBe(RedeemCodeInputTexts.wrongLength);
    expect(withLength(catalogue.errors.tooLong)).toBe(RedeemCodeInputTexts.wrongLength);
    // Every language's hint and refusals name the same length.
    for (const language of ['zh', 'en'] as const) {
      const texts = WEB_CATALOGUES[language].commerce.commerce.redeem;
      for (const text of [texts.help, texts.errors.tooShort, texts.errors.tooLong])
        expect(withLength(text, language), language).toContain(String(REDEEM_CODE_LENGTH));
    }
  });
});
