import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProviderRefundListed } from '../../integrations/payments/index.ts';
import { post, reverse } from '../ledger/index.ts';
import { cancelSeatForRefund } from '../booking/index.ts';
import { notify } from '../notifications/index.ts';
import { payerLinkOf, takenBackEntries } from './payments.policy.ts';
import * as repo from './payments.repo.ts';
import { purposeHooks } from './purpose-hooks.ts';
import * as refunds from './provider-refunds.repo.ts';

/** Operators: the newest refunds made in the provider's dashboard, as the ledger recorded them. */
export async function listProviderRefunds(ctx: AppContext) {
  const rows = await refunds.latestProviderRefunds(ctx.db, 100);
  return {
    refunds: rows.map((r) => ({
      ...r,
      status: r.status as 'succeeded' | 'failed',
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * A payment's refunds as the provider lists them now (ADR 041), in the webhook's transaction. Each
 * one the product did not make (an operator refunding in the provider's dashboard) is recorded once
 * when it has succeeded: the `provider_refund` ledger transaction takes back what the payment bought,
 * as a chargeback does, and the payer is told. One recorded and failed since is reversed, once. Our
 * own refunds are known by the key they carry, or by the id our refund rows keep. A payment that has
 * not succeeded here yet is refused with 409: the provider delivers the event again later.
 */
export async function applyProviderRefunds(
  ctx: AppContext,
  tx: Executor,
  providerName: string,
  paymentId: string,
  listed: readonly ProviderRefundListed[],
) {
  const payment = await repo.lockPayment(tx, paymentId);
  if (!payment) return;
  const ours = new Set(await refunds.refundIdsWeMade(tx, paymentId));
  const outside = listed.filter((r) => !r.ours && !ours.has(r.id));
  if (outside.length === 0) return;
  if (payment.status !== 'succeeded')
    throw new AppError(
      'CONFLICT',
      'The refunded payment has not succeeded here yet; send the event again later.',
    );
  const recorded = new Map((await refunds.recordedOf(tx, paymentId)).map((r) => [r.providerRefundId, r]));
  // What is left to take back: the card part, less what earlier refunds at the provider took.
  let left =
    payment.amountCents -
    [...recorded.values()].reduce((sum, r) => sum + (r.status === 'succeeded' ? r.amountCents : 0), 0);
  const now = ctx.now();
  const leftBefore = left;
  for (const refund of outside) {
    const known = recorded.get(refund.id);
    if (refund.currency !== payment.currency) {
      ctx.log.error({ paymentId, refund: refund.id }, 'payments: a refund in another currency; ignored');
      continue;
    }
    if (!known && refund.status === 'succeeded') {
      const amount = Math.min(refund.amountCents, left);
      if (amount <= 0) continue;
      const posted = await post(tx, {
        kind: 'provider_refund',
        reference: `payment:${payment.id}`,
        memo: `refund ${refund.id} made at ${providerName}`,
        entries: takenBackEntries(payment, amount),
      });
      const row = await refunds.insertProviderRefund(tx, {
        paymentId,
        provider: providerName,
        providerRefundId: refund.id,
        amountCents: amount,
        currency: payment.currency,
        status: 'succeeded',
        ledgerTransactionId: posted.id,
        createdAt: now,
        updatedAt: now,
      });
      if (!row) throw new AppError('CONFLICT', 'This refund is being recorded already.');
      left -= amount;
      await notify(ctx, tx, {
        userId: payment.userId,
        kind: 'refund_made',
        params: { amountCents: amount, currency: payment.currency, destination: 'payment' },
        link: payerLinkOf(payment.purpose),
      });
    } else if (known?.status === 'succeeded' && refund.status === 'failed') {
      // The money came back to us: the payer has again what the payment bought.
      const back = await reverse(tx, known.ledgerTransactionId, { kind: 'provider_refund_failed' });
      await refunds.markFailed(tx, known.id, back.id, now);
    }
  }
  if (left === 0 && leftBefore > 0) await endWhatWasBought(ctx, tx, payment, now);
}

/**
 * A payment given back in full at the provider bought nothing any more: a seat paid wholly by it is
 * freed if its session has not started (as an approved refund frees it; the learner is told), and a
 * premium month ends at once. A seat paid partly with credit points stays booked: giving the points
 * back is the operator's decision, as the dashboard's refund could not include them.
 */
async function endWhatWasBought(
  ctx: AppContext,
  tx: Executor,
  payment: { purpose: string; reference: string | null; pointsCents: number },
  now: Date,
) {
  if (!payment.reference) return;
  if (payment.purpose === 'seat') {
    if (payment.pointsCents > 0) return;
    const startsAt = await refunds.seatStartOf(tx, payment.reference);
    if (startsAt && startsAt > now) await cancelSeatForRefund(ctx, tx, payment.reference, now);
    return;
  }
  await purposeHooks(payment.purpose)?.refundedInFull?.(tx, payment.reference, now);
}
