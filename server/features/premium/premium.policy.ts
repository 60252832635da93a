import { Temporal } from 'temporal-polyfill';

/** How many days a renewal's card is tried (once a day) before premium ends. */
export const RENEWAL_RETRY_DAYS = 3;
const DAY_MS = 24 * 3600_000;

/**
 * A month of premium ends on the same day and time of the next month, in UTC (Temporal: the 31st
 * of January is followed by the last day of February, never by a day in March).
 */
export function periodEndOf(start: Date): Date {
  const next = Temporal.Instant.fromEpochMilliseconds(start.getTime())
    .toZonedDateTimeISO('UTC')
    .add({ months: 1 });
  return new Date(next.epochMilliseconds);
}

/** What the payment of one month is for: the subscription and the month's start (one live payment each). */
export const periodReference = (subscriptionId: string, periodStart: Date) =>
  `${subscriptionId}|${periodStart.toISOString()}`;

export function parsePeriodReference(
  reference: string,
): { subscriptionId: string; periodStart: Date } | null {
  const [subscriptionId, iso] = reference.split('|');
  const periodStart = new Date(iso ?? '');
  if (!subscriptionId || Number.isNaN(periodStart.getTime())) return null;
  return { subscriptionId, periodStart };
}

/** The day of a renewal's tries, counted from the end of the paid month: 0, 1, 2, then it ends. */
export const renewalDay = (periodEnd: Date, now: Date) =>
  Math.max(0, Math.floor((now.getTime() - periodEnd.getTime()) / DAY_MS));

/** Premium's benefits hold while it is paid, and while a renewal is retried. */
export const givesBenefits = (status: string) => status === 'active' || status === 'past_due';
