import { describe, expect, it } from 'vitest';
import {
  cardDigits,
  detectCardBrand,
  formatCardNumber,
  formatExpiry,
  isCardFormValid,
  passesLuhn,
  validateCardForm,
} from './card';

const JUNE_2026 = new Date(2026, 5, 15);
const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'TARO YAMADA' };

describe('card number', () => {
  it('given digits with blanks and hyphens, when formatted, then groups of four', () => {
    expect(formatCardNumber('4242-4242 42424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('40000')).toBe('4000 0');
    expect(cardDigits('1234 5678 9012 3456 7890 12')).toHaveLength(19);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['378282246310005', 'unknown'],
    ['', 'unknown'],
  ] as const)('given %s, then the brand is %s', (number, brand) => {
    expect(detectCardBrand(number)).toBe(brand);
  });

  it('given the test cards, then Luhn passes; a changed digit fails', () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('4000000000009995')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });
});

describe('formatExpiry', () => {
  it.each([
    ['1', '1'],
    ['12', '12'],
    ['123', '12/3'],
    ['1230', '12/30'],
    ['12/30', '12/30'],
    ['12/305', '12/30'],
  ])('given %s, then %s', (input, output) => {
    expect(formatExpiry(input)).toBe(output);
  });
});

describe('validateCardForm', () => {
  it('given a complete test card, then no errors', () => {
    expect(validateCardForm(good, JUNE_2026)).toEqual({});
    expect(isCardFormValid(validateCardForm(good, JUNE_2026))).toBe(true);
  });

  it('given the current month, then still valid; the month before is expired', () => {
    expect(validateCardForm({ ...good, expiry: '06/26' }, JUNE_2026)).toEqual({});
    expect(validateCardForm({ ...good, expiry: '05/26' }, JUNE_2026)).toEqual({ expiry: 'expired' });
  });

  it('given every field wrong, then one error each', () => {
    expect(
      validateCardForm({ number: '4242 4242 4242 4241', expiry: '13/30', cvc: '12', holder: ' ' }, JUNE_2026),
    ).toEqual({ number: 'number', expiry: 'expiry', cvc: 'cvc', holder: 'holder' });
    expect(isCardFormValid({ cvc: 'cvc' })).toBe(false);
  });
});
