/**
 * The card form's own checks, before anything is sent: only what the shape shows (filled in, MM/YY).
 * Whether the number, expiry and CVC are valid is the provider's answer (Luhn, past expiry).
 */

export type CardField = 'number' | 'expiry' | 'cvc';

/** "MM/YY" (also "MM / YY", "MMYY", "MM/YYYY") as month and four-digit year; null when it is not one. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

/** The i18n key (under payments.card.errors) of what is missing or malformed, per field. */
export function cardShapeErrors(card: { number: string; expiry: string; cvc: string }) {
  const errors: Partial<Record<CardField, string>> = {};
  if (!card.number.trim()) errors.number = 'numberRequired';
  if (!card.expiry.trim()) errors.expiry = 'expiryRequired';
  else if (!parseExpiry(card.expiry)) errors.expiry = 'expiryFormat';
  if (!card.cvc.trim()) errors.cvc = 'cvcRequired';
  return errors;
}

/** The provider's field of a refused card ("expMonth" of a schema error is the expiry field). */
export function cardFieldOf(field: unknown): CardField | null {
  if (field === 'number' || field === 'cvc' || field === 'expiry') return field;
  if (field === 'expMonth' || field === 'expYear') return 'expiry';
  return null;
}

/** Stripe's decline and card-error codes we have words for (payments.checkout.reasons.*). */
const REASONS: Record<string, string> = {
  card_declined: 'cardDeclined',
  insufficient_funds: 'insufficientFunds',
  expired_card: 'expiredCard',
  incorrect_number: 'incorrectNumber',
  invalid_expiry: 'invalidExpiry',
  invalid_cvc: 'invalidCvc',
  authentication_failed: 'authenticationFailed',
  authentication_required: 'authenticationRequired',
  payment_intent_authentication_failure: 'authenticationFailed',
};

/** The catalogue key of a provider's code, or null to show the provider's own words. */
export const reasonKey = (code: string | null | undefined): string | null =>
  code && REASONS[code] ? `payments.checkout.reasons.${REASONS[code]}` : null;

/**
 * The sandbox's 3-D Secure page as the provider names it (nextActionUrl):
 * /api/payments/sandbox/challenges/<intent>?token=<token>. Null for another provider's page.
 */
export function sandboxChallengeOf(url: string | null): { intentId: string; token: string } | null {
  if (!url) return null;
  const match = /\/api\/payments\/sandbox\/challenges\/(pi_sb_[a-f0-9]+)\?token=([A-Za-z0-9]+)/.exec(url);
  return match ? { intentId: match[1]!, token: match[2]! } : null;
}
