import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { ProviderDispute } from '../../integrations/payments/index.ts';
import { post, reverse } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import * as disputes from './disputes.repo.ts';
import { payerLinkOf, takenBackEntries } from './payments.policy.ts';
import * as repo from './payments.repo.ts';

/** Operators: the newest chargebacks and disputes, with the payer and what the payment was for. */
export async function listDisputes(ctx: AppContext) {
  const rows = await disputes.latestDisputes(ctx.db, 100);
  return {
    disputes: rows.map((r) => ({
      ...r,
      status: r.status as 'open' | 'lost' | 'won',
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/**
 * A dispute reported by the provider (ADR 033), in the webhook's transaction with the payment
 * locked. The first report of money withdrawn (open or lost) posts the chargeback once and tells the
 * payer; a dispute won gives it back by reversing that transaction, once; a decided dispute never
 * changes again, so duplicates and stale events are harmless. A dispute about a payment that has not
 * succeeded here yet is refused with 409: the provider delivers it again later.
 */
export async function applyProviderDispute(
  ctx: AppContext,
  tx: Executor,
  providerName: string,
  paymentId: string,
  reported: ProviderDispute,
) {
  const payment = await repo.lockPayment(tx, paymentId);
  if (!payment) return null;
  if (payment.status !== 'succeeded')
    throw new AppError(
      'CONFLICT',
      'The disputed payment has not succeeded here yet; send the event again later.',
    );
  if (reported.currency !== payment.currency) {
    ctx.log.error({ paymentId, dispute: reported.id }, 'payments: a dispute in another currency; ignored');
    return null;
  }
  const now = ctx.now();
  const found =
    (await disputes.lockDispute(tx, providerName, reported.id)) ??
    (await disputes.insertDispute(tx, {
      paymentId,
      provider: providerName,
      providerDisputeId: reported.id,
      amountCents: Math.min(reported.amountCents, payment.amountCents),
      currency: payment.currency,
      reason: reported.reason,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    })) ??
    (await disputes.lockDispute(tx, providerName, reported.id));
  if (!found || found.status !== 'open') return found;

  let row = found;
  if (!row.chargebackTransactionId && row.amountCents > 0) {
    const posted = await post(tx, {
      kind: 'chargeback',
      reference: `payment:${payment.id}`,
      memo: `dispute ${reported.id}: ${reported.reason}`,
      entries: takenBackEntries(payment, row.amountCents),
    });
    row = await disputes.updateDispute(tx, row.id, { chargebackTransactionId: posted.id, updatedAt: now });
    await notify(ctx, tx, {
      userId: payment.userId,
      kind: 'payment_disputed',
      params: { amountCents: row.amountCents, currency: row.currency },
      link: payerLinkOf(payment.purpose),
    });
  }
  if (reported.status === 'won' && row.chargebackTransactionId && !row.reinstatedTransactionId) {
    const back = await reverse(tx, row.chargebackTransactionId, { kind: 'chargeback_reinstated' });
    return disputes.updateDispute(tx, row.id, {
      status: 'won',
      reinstatedTransactionId: back.id,
      updatedAt: now,
    });
  }
  if (reported.status !== 'open')
    return disputes.updateDispute(tx, row.id, { status: reported.status, updatedAt: now });
  return row;
}
