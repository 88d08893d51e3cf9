import { PurchaseMessages, ValidationError } from '@exam/domain';
import type { SimulatedAttemptOutcome } from './events.js';

/** Stripe's well-known test numbers, so the simulated card form behaves like Stripe's test mode. */
export const TEST_CARDS: Readonly<Record<string, SimulatedAttemptOutcome>> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

const invalid = (message: string, code: string, field: string) =>
  new ValidationError(message, code, { field });

/**
 * Checks the card form (number, MM/YY expiry not past, 3-4 digit CVC) and answers the outcome the number stands
 * for; any number other than the test cards is invalid. Blanks and hyphens inside the number are ignored.
 */
export const outcomeOfCard = (
  card: { cardNumber: string; expiry: string; cvc: string },
  now: Date,
): SimulatedAttemptOutcome => {
  const outcome = TEST_CARDS[card.cardNumber.replace(/[\s-]/g, '')];
  if (!outcome) throw invalid(PurchaseMessages.cardNumberInvalid, 'CARD_NUMBER_INVALID', 'cardNumber');
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = Number(expiry?.[1]);
  const year = expiry?.[2]?.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry?.[2]);
  // A card is valid through the last day of its expiry month.
  const endOfMonth = Date.UTC(year, month, 1);
  if (!expiry || month < 1 || month > 12 || endOfMonth <= now.getTime())
    throw invalid(PurchaseMessages.cardExpiryInvalid, 'CARD_EXPIRY_INVALID', 'expiry');
  if (!/^\d{3,4}$/.test(card.cvc.trim()))
    throw invalid(PurchaseMessages.cardCvcInvalid, 'CARD_CVC_INVALID', 'cvc');
  return outcome;
};
