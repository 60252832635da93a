/**
 * What a seat's checkout costs and who pays which part (issue 12, SPEC.md 9), in integer cents. One
 * function for the browser's summary and the server's charge, so the figure shown is the figure taken.
 *
 * - The one-time platform access fee (5 EUR) is added at the learner's first paid booking.
 * - A voucher's discount is a percentage of the seat's list price (not of the fee), rounded to the cent.
 * - Credit points (1 point = 1 cent) pay as much of the rest as the learner has, when they choose to
 *   use them; the card pays what is left. A card charge below the providers' minimum (Stripe's 0.50
 *   EUR) is not possible, so points then leave exactly that minimum to the card.
 */
import { PRICES_CENTS } from './constants.ts';

export const MIN_CARD_CHARGE_CENTS = 50;

export interface SplitInput {
  listPriceCents: number;
  /** The learner has paid the access fee already, or a payment carrying it is under way. */
  accessFeePaid: boolean;
  /** A valid voucher's discount, 0-100; 0 without a voucher. */
  discountPercent: number;
  /** The learner's credit points balance, in cents. */
  pointsBalanceCents: number;
  usePoints: boolean;
}

export interface Split {
  listPriceCents: number;
  accessFeeCents: number;
  discountCents: number;
  /** What is owed: list price + access fee - discount. */
  dueCents: number;
  pointsCents: number;
  /** What the card pays; 0 when credit points cover everything. */
  cardCents: number;
}

export function splitCheckout(input: SplitInput): Split {
  const accessFeeCents = input.accessFeePaid ? 0 : PRICES_CENTS.accessFee;
  const percent = Math.min(100, Math.max(0, Math.trunc(input.discountPercent)));
  // Half a cent rounds up: 10 % of 1 205 is 120.5, taken as 121.
  // Something is always left to pay (a payment of nothing is no payment).
  const discountCents = Math.min(
    Math.floor((input.listPriceCents * percent + 50) / 100),
    input.listPriceCents + accessFeeCents - MIN_CARD_CHARGE_CENTS,
  );
  const dueCents = input.listPriceCents + accessFeeCents - discountCents;
  let pointsCents = input.usePoints ? Math.min(Math.max(0, input.pointsBalanceCents), dueCents) : 0;
  const rest = dueCents - pointsCents;
  if (rest > 0 && rest < MIN_CARD_CHARGE_CENTS) pointsCents = Math.max(0, dueCents - MIN_CARD_CHARGE_CENTS);
  return {
    listPriceCents: input.listPriceCents,
    accessFeeCents,
    discountCents,
    dueCents,
    pointsCents,
    cardCents: dueCents - pointsCents,
  };
}
