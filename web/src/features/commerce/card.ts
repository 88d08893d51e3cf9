/**
 * The card form of the payment modal (learner spec §9: card network badges Visa, MasterCard, UnionPay, JCB).
 * Only what the browser checks before sending: the gateway (simulated or Stripe) has the last word.
 */
export type CardBrand = 'visa' | 'mastercard' | 'unionpay' | 'jcb' | 'unknown';

export const CARD_BRANDS: readonly Exclude<CardBrand, 'unknown'>[] = [
  'visa',
  'mastercard',
  'unionpay',
  'jcb',
];

const MAX_CARD_DIGITS = 19;

/** The digits typed, without blanks or hyphens, at most 19. */
export const cardDigits = (input: string): string => input.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);

/** "4242424242424242" -> "4242 4242 4242 4242" (groups of four, as printed on cards). */
export const formatCardNumber = (input: string): string =>
  cardDigits(input)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
    .trim();

const inRange = (digits: string, length: number, low: number, high: number) => {
  if (digits.length < length) return false;
  const prefix = Number(digits.slice(0, length));
  return prefix >= low && prefix <= high;
};

/** The network from the number's prefix (IIN ranges): JCB 3528-3589, MasterCard 51-55 and 2221-2720, UnionPay 62. */
export const detectCardBrand = (input: string): CardBrand => {
  const digits = cardDigits(input);
  if (digits.startsWith('4')) return 'visa';
  if (inRange(digits, 2, 51, 55) || inRange(digits, 4, 2221, 2720)) return 'mastercard';
  if (inRange(digits, 4, 3528, 3589)) return 'jcb';
  if (digits.startsWith('62')) return 'unionpay';
  return 'unknown';
};

/** The Luhn checksum every card number carries (catches most typing mistakes). */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** "1" -> "1", "12" -> "12/", "1228" -> "12/28": the MM/YY field as it is typed. */
export const formatExpiry = (input: string): string => {
  const digits = input.replace(/\D/g, '').slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return input.endsWith('/') || input.length > 2 ? `${digits}/` : digits;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
};

export type CardForm = { number: string; expiry: string; cvc: string; holder: string };
export type CardField = keyof CardForm;
/** i18n keys under commerce.card.errors. */
export type CardErrors = Partial<Record<CardField, 'number' | 'expiry' | 'expired' | 'cvc' | 'holder'>>;

/** A card is valid through the last day of its expiry month. */
const isExpired = (month: number, year: number, now: Date) =>
  year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);

export const validateCardForm = (form: CardForm, now: Date): CardErrors => {
  const errors: CardErrors = {};
  const digits = cardDigits(form.number);
  if (digits.length < 13 || !passesLuhn(digits)) errors.number = 'number';
  const expiry = /^(\d{2})\/(\d{2})$/.exec(form.expiry.trim());
  const month = Number(expiry?.[1]);
  const year = 2000 + Number(expiry?.[2]);
  if (!expiry || month < 1 || month > 12) errors.expiry = 'expiry';
  else if (isExpired(month, year, now)) errors.expiry = 'expired';
  const cvcLength = detectCardBrand(digits) === 'unknown' ? [3, 4] : [3];
  if (!/^\d+$/.test(form.cvc) || !cvcLength.includes(form.cvc.length)) errors.cvc = 'cvc';
  if (form.holder.trim() === '') errors.holder = 'holder';
  return errors;
};

export const isCardFormValid = (errors: CardErrors): boolean => Object.keys(errors).length === 0;
