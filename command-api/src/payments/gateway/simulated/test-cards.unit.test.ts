import { describe, expect, it } from 'vitest';
import { outcomeOfCard } from './test-cards.js';

const now = new Date('2025-03-15T00:00:00Z');
const card = (cardNumber: string, expiry = '12/30', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('outcomeOfCard (simulated gateway)', () => {
  it("given Stripe's test numbers (blanks ignored), then succeeded / declined / insufficient funds", () => {
    expect(outcomeOfCard(card('4242 4242 4242 4242'), now)).toBe('succeeded');
    expect(outcomeOfCard(card('4000-0000-0000-0002'), now)).toBe('card_declined');
    expect(outcomeOfCard(card('4000000000009995'), now)).toBe('insufficient_funds');
  });

  it('given any other number, a past or malformed expiry, or a bad CVC, then 400 with the reason', () => {
    expect(() => outcomeOfCard(card('5555555555554444'), now)).toThrow('カード番号が無効です');
    expect(() => outcomeOfCard(card('4242424242424242', '02/25'), now)).toThrow('カードの有効期限が無効です');
    expect(() => outcomeOfCard(card('4242424242424242', '13/30'), now)).toThrow('カードの有効期限が無効です');
    expect(() => outcomeOfCard(card('4242424242424242', '12/30', '12'), now)).toThrow(
      'セキュリティコードが無効です',
    );
  });

  it('given a card expiring this month, then it is still valid', () => {
    expect(outcomeOfCard(card('4242424242424242', '03/25'), now)).toBe('succeeded');
  });
});
