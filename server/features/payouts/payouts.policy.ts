import { Temporal } from 'temporal-polyfill';
import { maskIban } from '../../../common/payout-method.ts';
import type { PayoutStatus } from '../../../common/contracts/payouts.ts';
import type { EntryInput } from '../ledger/index.ts';
import type { ProviderPayoutStatus } from '../../integrations/payments/index.ts';

/**
 * Payout rules without a database (ADR 029): which week a run pays, when the next run is, how
 * money moves in the ledger at each step, and which status moves are forward.
 */

/** The weeks are Berlin's: Monday 00:00 to the next Monday 00:00, whatever the season (CET/CEST). */
export const PAYOUT_ZONE = 'Europe/Berlin';
/** Mondays at 03:00 in Berlin: the weekly run (a pg-boss cron in that zone). */
export const PAYOUT_CRON = '0 3 * * 1';
const RUN_HOUR = 3;

export interface PayoutWeek {
  /** Monday, as a calendar date in Berlin (YYYY-MM-DD). */
  periodStart: string;
  /** Sunday, as a calendar date in Berlin. */
  periodEnd: string;
  /** Monday 00:00 Berlin, as an instant. */
  startsAt: Date;
  /** The next Monday 00:00 Berlin (exclusive). */
  endsAt: Date;
}

const berlinDate = (at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(PAYOUT_ZONE).toPlainDate();
const instantOf = (date: Temporal.PlainDate, hour = 0) =>
  new Date(date.toZonedDateTime({ timeZone: PAYOUT_ZONE, plainTime: { hour } }).epochMilliseconds);

/** The Monday-to-Sunday week (Berlin) whose Monday is `monday`. */
export function weekStarting(monday: Temporal.PlainDate): PayoutWeek {
  const next = monday.add({ days: 7 });
  return {
    periodStart: monday.toString(),
    periodEnd: monday.add({ days: 6 }).toString(),
    startsAt: instantOf(monday),
    endsAt: instantOf(next),
  };
}

/** The week `at` falls in (Berlin). */
export function weekOf(at: Date): PayoutWeek {
  const d = berlinDate(at);
  return weekStarting(d.subtract({ days: d.dayOfWeek - 1 }));
}

/** The week before the one `now` falls in: what a run at `now` pays. */
export function previousWeek(now: Date): PayoutWeek {
  const d = berlinDate(now);
  return weekStarting(d.subtract({ days: d.dayOfWeek - 1 + 7 }));
}

/** The next weekly run after `now`: this Monday 03:00 Berlin if still ahead, else next Monday's. */
export function nextPayoutAt(now: Date): Date {
  const d = berlinDate(now);
  const monday = d.subtract({ days: d.dayOfWeek - 1 });
  const thisWeek = instantOf(monday, RUN_HOUR);
  return thisWeek.getTime() > now.getTime() ? thisWeek : instantOf(monday.add({ days: 7 }), RUN_HOUR);
}

const EUR = 'EUR';

/** A completed session: the platform's revenue owes the tutor their pay. */
export const earningEntries = (tutorId: string, cents: number, currency = EUR): EntryInput[] => [
  { account: { kind: 'platform_revenue', currency }, amount: cents },
  { account: { kind: 'tutor_payable', ownerId: tutorId, currency }, amount: -cents },
];

/** The hold: what the payout sends leaves the tutor's payable for "in transit" until the provider confirms. */
export const holdEntries = (tutorId: string, cents: number, currency = EUR): EntryInput[] => [
  { account: { kind: 'tutor_payable', ownerId: tutorId, currency }, amount: cents },
  { account: { kind: 'platform_payouts_in_transit', currency }, amount: -cents },
];

/** The settlement: the provider paid it; the money has left our balance at the provider. */
export const settleEntries = (cents: number, currency = EUR): EntryInput[] => [
  { account: { kind: 'platform_payouts_in_transit', currency }, amount: cents },
  { account: { kind: 'platform_provider_clearing', currency }, amount: -cents },
];

/**
 * The status a provider's report moves a payout to, or null when it is not a forward move (a stale
 * or repeated event). Finished payouts never move on a report; only an operator's retry reopens a
 * failed one.
 */
export function nextPayoutStatus(current: PayoutStatus, reported: ProviderPayoutStatus): PayoutStatus | null {
  if (current === 'pending') return reported;
  if (current === 'in_transit' && reported !== 'in_transit') return reported;
  return null;
}

/** An earning as its tutor reads it, from the status of the payout that carries it. */
export function earningState(payoutStatus: string | null): 'waiting' | 'in_transit' | 'paid' {
  if (payoutStatus === 'paid') return 'paid';
  if (payoutStatus === 'pending' || payoutStatus === 'in_transit') return 'in_transit';
  // No payout yet, or one that failed (its hold was reversed: the money is back in the payable).
  return 'waiting';
}

/** The destination as people see it: a masked IBAN, or the PayPal address. */
export function destinationLabel(method: {
  kind: string;
  iban: string | null;
  paypalEmail: string | null;
  providerAccountId?: string | null;
}) {
  if (method.kind === 'stripe_account') return `Stripe ${method.providerAccountId ?? ''}`.trim();
  return method.kind === 'iban' ? maskIban(method.iban ?? '') : (method.paypalEmail ?? '');
}

/**
 * Whether a payout can be sent to this method now, by this provider (ADR 044): the sandbox pays an
 * IBAN or a PayPal address; Stripe pays only the tutor's Stripe account, once Stripe lets it take
 * payouts. Otherwise the tutor's earnings wait, as with no method at all.
 */
export const canBePaidTo = <M extends { kind: string; providerReady: boolean }>(
  method: M | null,
  viaConnect: boolean,
): method is M =>
  !!method &&
  (viaConnect ? method.kind === 'stripe_account' && method.providerReady : method.kind !== 'stripe_account');

/** The provider's idempotency key of one attempt: a repeated send of that attempt pays once. */
export const payoutIdempotencyKey = (payoutId: string, attempt: number) => `payout-${payoutId}-${attempt}`;
