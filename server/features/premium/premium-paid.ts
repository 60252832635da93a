import type { Executor } from '../../db/client.ts';
import { parsePeriodReference, periodEndOf } from './premium.policy.ts';
import * as repo from './premium.repo.ts';

/**
 * A premium month's payment reads succeeded (payments.service, in the transaction that books it): the
 * subscription is active for that month. A first month starts when it is paid (a 3-D Secure check may
 * have taken a while); a renewal continues where the last month ended. Answers false when the payment
 * bought nothing (the subscription ended meanwhile, or a later month is already paid): it needs a refund.
 */
export async function premiumMonthPaid(tx: Executor, reference: string, now: Date): Promise<boolean> {
  const ref = parsePeriodReference(reference);
  if (!ref) return false;
  const sub = await repo.lockById(tx, ref.subscriptionId);
  if (!sub || sub.status === 'ended') return false;
  if (sub.status === 'incomplete') {
    await repo.update(tx, sub.id, {
      status: 'active',
      currentPeriodStart: now,
      currentPeriodEnd: periodEndOf(now),
      updatedAt: now,
    });
    return true;
  }
  // A renewal: the month that starts where the paid one ends.
  if (ref.periodStart.getTime() !== sub.currentPeriodEnd.getTime()) return false;
  await repo.update(tx, sub.id, {
    status: 'active',
    currentPeriodStart: ref.periodStart,
    currentPeriodEnd: periodEndOf(ref.periodStart),
    updatedAt: now,
  });
  return true;
}

/**
 * A premium month's payment was refunded in full at the provider (ADR 041): if no later month has been
 * paid, the membership ends now, as a cancellation that takes effect at once; an earlier month
 * refunded long after changes nothing of the current one.
 */
export async function premiumMonthRefunded(tx: Executor, reference: string, now: Date): Promise<void> {
  const ref = parsePeriodReference(reference);
  if (!ref) return;
  const sub = await repo.lockById(tx, ref.subscriptionId);
  if (!sub || sub.status === 'ended' || sub.status === 'incomplete') return;
  if (await repo.laterMonthPaid(tx, sub.id, reference)) return;
  await repo.update(tx, sub.id, { status: 'ended', endedAt: now, cancelAtPeriodEnd: false, updatedAt: now });
}
