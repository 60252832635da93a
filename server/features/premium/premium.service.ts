import type { ContractInput, PaymentView, PremiumView } from '../../../common/contracts/index.ts';
import type { premiumContracts } from '../../../common/contracts/premium.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { IdempotencyScope } from '../../http/idempotency.ts';
import { pgConstraintOf } from '../../lib/pg-errors.ts';
import { PRICES_CENTS } from '../../../common/constants.ts';
import { chargePayment, paymentsRepo, toPaymentView } from '../payments/index.ts';
import { periodEndOf, periodReference, RENEWAL_RETRY_DAYS, renewalDay } from './premium.policy.ts';
import * as repo from './premium.repo.ts';
import { notify } from '../notifications/index.ts';

export const PREMIUM_RENEWAL_QUEUE = 'premium.renew';
/** Subscriptions renewed per run; the next run (an hour later) takes the rest. */
const RENEWAL_BATCH = 200;
const DAY_MS = 24 * 3600_000;

export function toPremiumView(row: repo.SubscriptionRow): PremiumView {
  return {
    id: row.id,
    status: row.status as PremiumView['status'],
    currentPeriodStart: row.currentPeriodStart.toISOString(),
    currentPeriodEnd: row.currentPeriodEnd.toISOString(),
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  };
}

export async function myPremium(ctx: AppContext, userId: string) {
  const [sub, payments] = await Promise.all([
    repo.liveOf(ctx.db, userId),
    repo.paymentsOf(ctx.db, userId, 24),
  ]);
  return {
    priceCents: PRICES_CENTS.premiumMonthly,
    currency: 'EUR' as const,
    subscription: sub ? toPremiumView(sub) : null,
    payments: payments.map(toPaymentView),
  };
}

const alreadyPremium = () =>
  new AppError('CONFLICT', 'You already have premium.').withKey('premium.errors.already');
const firstMonthUnderWay = () =>
  new AppError(
    'CONFLICT',
    'The payment of your first month is still waiting for your bank. Finish it, or try again in a few minutes.',
  ).withKey('premium.errors.underWay');

/**
 * Subscribes by card: the subscription (incomplete until its first month is paid) and the month's
 * payment are written in one transaction, under a lock on the user; then the card is charged and the
 * outcome applied (payments.service), which activates the subscription when the month is paid, at
 * once or after a 3-D Secure check through the webhook. One live payment per month (a unique index):
 * a second attempt while one waits for the bank is refused; after a declined card, a new one may try.
 */
export async function subscribe(
  ctx: AppContext,
  userId: string,
  input: ContractInput<typeof premiumContracts.subscribe>,
  idempotency: IdempotencyScope,
): Promise<{ subscription: PremiumView; payment: PaymentView }> {
  const now = ctx.now();
  const started = await ctx.db.transaction(async (tx) => {
    await paymentsRepo.lockUser(tx, userId);
    const earlier = await paymentsRepo.findPaymentByKey(tx, userId, idempotency.key);
    let sub = await repo.liveOf(tx, userId, true);
    if (earlier && sub) return { sub, payment: earlier };
    if (sub && sub.status !== 'incomplete') throw alreadyPremium();
    sub = sub
      ? await repo.update(tx, sub.id, { paymentMethodId: input.paymentMethodId, updatedAt: now })
      : await repo.insert(tx, {
          userId,
          status: 'incomplete',
          paymentMethodId: input.paymentMethodId,
          currentPeriodStart: now,
          currentPeriodEnd: periodEndOf(now),
        });
    const payment = await insertMonthPayment(ctx, tx, {
      userId,
      reference: periodReference(sub.id, sub.currentPeriodStart),
      idempotencyKey: idempotency.key,
    });
    if (!payment) throw firstMonthUnderWay();
    return { sub, payment };
  });
  return chargeMonth(ctx, userId, started, input.paymentMethodId, idempotency);
}

/**
 * A premium month's payment by card under `idempotencyKey` (or the one already made under it), or
 * null when another live payment of that month exists (the unique index on the reference).
 */
async function insertMonthPayment(
  ctx: AppContext,
  tx: Executor,
  p: { userId: string; reference: string; idempotencyKey: string },
) {
  try {
    return await paymentsRepo.insertOrFindPayment(tx, {
      ...p,
      purpose: 'premium',
      amountCents: PRICES_CENTS.premiumMonthly,
      currency: 'EUR',
      provider: ctx.payments.provider.name,
      methodKind: 'card',
    });
  } catch (error) {
    if (pgConstraintOf(error) === 'payments_live_reference_unique') return null;
    throw error;
  }
}

/**
 * Charges a month's payment written under an Idempotency-Key, with the payer present (a 3-D Secure
 * check may be asked for) and the card saved for the renewals, then stores the answer for the key.
 * A payment already charged (a retry of the same key) is answered as it stands.
 */
async function chargeMonth(
  ctx: AppContext,
  userId: string,
  started: {
    sub: repo.SubscriptionRow;
    payment: Awaited<ReturnType<typeof paymentsRepo.insertOrFindPayment>>;
  },
  paymentMethodId: string,
  idempotency: IdempotencyScope,
): Promise<{ subscription: PremiumView; payment: PaymentView }> {
  const charged =
    started.payment.status === 'processing' && !started.payment.providerPaymentId
      ? await chargePayment(ctx, started.payment, paymentMethodId, {
          saveFor: { userId, email: await repo.emailOf(ctx.db, userId) },
        })
      : started.payment;
  return ctx.db.transaction(async (tx) => {
    const sub = (await repo.lockById(tx, started.sub.id))!;
    const answer = { subscription: toPremiumView(sub), payment: toPaymentView(charged) };
    await idempotency.complete(tx, answer, 201);
    return answer;
  });
}

const notOverdue = () =>
  new AppError('CONFLICT', 'Your premium is not waiting for a payment.').withKey('premium.errors.notOverdue');
const overdueUnderWay = () =>
  new AppError(
    'CONFLICT',
    'A payment of this month is still waiting for your bank. Finish it, or try again in a few minutes.',
  ).withKey('premium.errors.overdueUnderWay');

/**
 * Pays a past-due month now with another card (the saved one was refused): the month that starts
 * where the paid one ended, charged with the member present, so a card that asks for 3-D Secure works
 * here where the off-session renewal could not. The card becomes the subscription's card for later
 * months. Written under a lock on the user, like subscribing; one live payment per month (the unique
 * index), so this and the daily retry never both charge it.
 */
export async function payOverdue(
  ctx: AppContext,
  userId: string,
  input: ContractInput<typeof premiumContracts.payOverdue>,
  idempotency: IdempotencyScope,
): Promise<{ subscription: PremiumView; payment: PaymentView }> {
  const now = ctx.now();
  const started = await ctx.db.transaction(async (tx) => {
    await paymentsRepo.lockUser(tx, userId);
    const earlier = await paymentsRepo.findPaymentByKey(tx, userId, idempotency.key);
    const current = await repo.liveOf(tx, userId, true);
    if (earlier && current) return { sub: current, payment: earlier };
    if (current?.status !== 'past_due') throw notOverdue();
    const reference = periodReference(current.id, current.currentPeriodEnd);
    if (await paymentsRepo.liveConflict(tx, { purpose: 'premium', reference, voucherId: null }))
      throw overdueUnderWay();
    const sub = await repo.update(tx, current.id, { paymentMethodId: input.paymentMethodId, updatedAt: now });
    const payment = await insertMonthPayment(ctx, tx, { userId, reference, idempotencyKey: idempotency.key });
    if (!payment) throw overdueUnderWay();
    return { sub, payment };
  });
  return chargeMonth(ctx, userId, started, input.paymentMethodId, idempotency);
}

/**
 * Cancels at the end of the paid month: nothing more is charged and the benefits last until then. A
 * subscription whose first month was never paid simply ends.
 */
export async function cancel(ctx: AppContext, userId: string): Promise<PremiumView> {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.liveOf(tx, userId, true);
    if (!sub) throw new AppError('NOT_FOUND', 'You have no premium subscription.');
    const now = ctx.now();
    const row =
      sub.status === 'incomplete'
        ? await repo.update(tx, sub.id, { status: 'ended', endedAt: now, updatedAt: now })
        : await repo.update(tx, sub.id, { cancelAtPeriodEnd: true, updatedAt: now });
    return toPremiumView(row);
  });
}

/** Takes a cancellation back while the paid month lasts. */
export async function resume(ctx: AppContext, userId: string): Promise<PremiumView> {
  return ctx.db.transaction(async (tx) => {
    const sub = await repo.liveOf(tx, userId, true);
    if (!sub || sub.status === 'incomplete')
      throw new AppError('NOT_FOUND', 'You have no premium subscription.');
    return toPremiumView(await repo.update(tx, sub.id, { cancelAtPeriodEnd: false, updatedAt: ctx.now() }));
  });
}

/**
 * The hourly renewal job. For each subscription whose paid month is over: a cancelled one ends; the
 * others are charged on the saved card, off-session, for the month that starts where the last ended,
 * once a day (the payment's Idempotency-Key names the day, so a second run or a second node on the
 * same day finds that day's payment and charges nothing). A declined card makes it past_due (the
 * benefits stay) and is tried again the next day; after RENEWAL_RETRY_DAYS days premium ends.
 */
export async function renewDue(ctx: AppContext): Promise<{ renewed: number; failed: number; ended: number }> {
  const now = ctx.now();
  const tally = { renewed: 0, failed: 0, ended: 0 };
  for (const due of await repo.dueForRenewal(ctx.db, now, RENEWAL_BATCH)) {
    const day = renewalDay(due.currentPeriodEnd, now);
    const step = await ctx.db.transaction(async (tx) => {
      const sub = await repo.lockById(tx, due.id);
      // Another node or run got here first.
      if (!sub || sub.currentPeriodEnd > now || (sub.status !== 'active' && sub.status !== 'past_due'))
        return null;
      if (sub.cancelAtPeriodEnd || day >= RENEWAL_RETRY_DAYS) {
        await repo.update(tx, sub.id, { status: 'ended', endedAt: now, updatedAt: now });
        // A cancellation ends as the member chose; an unpaid renewal is news to them.
        if (!sub.cancelAtPeriodEnd)
          await notify(ctx, tx, { userId: sub.userId, kind: 'premium_ended', params: {}, link: '/premium' });
        return null;
      }
      const reference = periodReference(sub.id, sub.currentPeriodEnd);
      const idempotencyKey = `premium-renewal:${sub.id}:${sub.currentPeriodEnd.toISOString()}:${day}`;
      // Read from what is committed before inserting, never through the unique indexes: their check
      // waits for a transaction updating that payment (another run charging it, which then waits for
      // our lock on the subscription to start the month): a deadlock on PostgreSQL.
      const made = await paymentsRepo.findByIdempotencyKey(tx, sub.userId, idempotencyKey);
      if (made) return { sub, payment: made };
      // This month's payment is under way (an earlier day's, still at the provider).
      if (await paymentsRepo.liveConflict(tx, { purpose: 'premium', reference, voucherId: null }))
        return null;
      const payment = await insertMonthPayment(ctx, tx, { userId: sub.userId, reference, idempotencyKey });
      // Null: this month's payment is under way (an earlier day's, still at the provider).
      return payment ? { sub, payment } : null;
    });
    if (!step) {
      if (due.cancelAtPeriodEnd || day >= RENEWAL_RETRY_DAYS) tally.ended++;
      continue;
    }
    // Today's try was made already (this payment failed or succeeded before).
    if (step.payment.status !== 'processing' || step.payment.providerPaymentId) continue;
    try {
      const paid = await chargePayment(ctx, step.payment, step.sub.paymentMethodId, {
        offSession: true,
        saveFor: { userId: step.sub.userId, email: await repo.emailOf(ctx.db, step.sub.userId) },
      });
      if (paid.status === 'succeeded') tally.renewed++;
      else if (paid.status === 'failed') {
        tally.failed++;
        // The first refusal of the month tells the member, with the day premium would end.
        await ctx.db.transaction(async (tx) => {
          const sub = await repo.lockById(tx, step.sub.id);
          if (sub?.status !== 'active') return;
          await repo.update(tx, sub.id, { status: 'past_due', updatedAt: ctx.now() });
          await notify(ctx, tx, {
            userId: sub.userId,
            kind: 'premium_renewal_failed',
            params: {
              amountCents: paid.amountCents,
              currency: paid.currency,
              endsAt: new Date(sub.currentPeriodEnd.getTime() + RENEWAL_RETRY_DAYS * DAY_MS).toISOString(),
            },
            link: '/premium',
          });
        });
      }
    } catch (error) {
      ctx.log.warn({ subscriptionId: due.id, err: (error as Error).message }, 'premium: renewal failed');
    }
  }
  return tally;
}
