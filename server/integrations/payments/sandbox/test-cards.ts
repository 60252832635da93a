import { SANDBOX_TEST_IBANS } from '../../../../common/contracts/payments.ts';

/**
 * The sandbox's cards: Stripe's published test numbers, so the same numbers behave the same on both
 * providers (https://docs.stripe.com/testing). Any future expiry and any CVC; a number that fails the
 * Luhn check or an expiry in the past is refused, as a real provider does.
 */

export type CardBehaviour =
  | { kind: 'succeed' }
  | { kind: 'decline'; code: string; message: string }
  | { kind: 'challenge' };

const DECLINED = { kind: 'decline', code: 'card_declined', message: 'Your card was declined.' } as const;

const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': { kind: 'succeed' },
  '5555555555554444': { kind: 'succeed' },
  '4000000000000002': DECLINED,
  '4000000000009995': {
    kind: 'decline',
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  '4000002760003184': { kind: 'challenge' },
  '4000002500003155': { kind: 'challenge' },
};

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface CardProblem {
  field: 'number' | 'expiry' | 'cvc';
  code: 'incorrect_number' | 'expired_card' | 'invalid_expiry' | 'invalid_cvc';
  message: string;
}

export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const cardDigits = (number: string) => number.replace(/[\s-]/g, '');

/** What is wrong with the card as typed, or null: number (Luhn), expiry (not past), CVC (3 or 4 digits). */
export function cardProblem(card: CardInput, now: Date): CardProblem | null {
  if (!luhnValid(cardDigits(card.number)))
    return { field: 'number', code: 'incorrect_number', message: 'Your card number is incorrect.' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { field: 'expiry', code: 'invalid_expiry', message: "Your card's expiration month is invalid." };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  // A card is valid through the last day of its expiry month (UTC here).
  const endOfMonth = Date.UTC(year, card.expMonth, 1);
  if (endOfMonth <= now.getTime())
    return { field: 'expiry', code: 'expired_card', message: 'Your card has expired.' };
  if (!/^\d{3,4}$/.test(card.cvc))
    return { field: 'cvc', code: 'invalid_cvc', message: "Your card's security code is invalid." };
  return null;
}

/** What a valid card does when charged; a number that is no test card succeeds. */
export const behaviourOf = (number: string): CardBehaviour =>
  TEST_CARDS[cardDigits(number)] ?? { kind: 'succeed' };

export function brandOf(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  return 'unknown';
}

/**
 * Stripe's SEPA Direct Debit test IBANs (https://docs.stripe.com/testing#sepa-direct-debit), so the same
 * numbers behave the same on both providers: the debit is processing, then succeeds or fails, or
 * succeeds and is at once taken back by the payer's bank (a dispute). Any other valid IBAN succeeds.
 */
const TEST_IBANS: Record<string, string> = {
  [SANDBOX_TEST_IBANS.paid]: 'debit',
  [SANDBOX_TEST_IBANS.refused]: 'debit_fail:insufficient_funds',
  [SANDBOX_TEST_IBANS.disputed]: 'debit_dispute',
};

/** What a debit from this IBAN (electronic form) does: `debit`, `debit_fail:<code>` or `debit_dispute`. */
export const debitBehaviourOf = (iban: string): string => TEST_IBANS[iban] ?? 'debit';
