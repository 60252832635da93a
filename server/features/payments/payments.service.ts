import type { ContractInput, PaymentView } from '../../../common/contracts/index.ts';
import type { paymentsContracts } from '../../../common/contracts/payments.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { IdempotencyScope } from '../../http/idempotency.ts';
import {
  CardRejected,
  type CreatePaymentInput,
  type PaymentMethodKind,
  PaymentRequestError,
  type ProviderPayment,
} from '../../integrations/payments/index.ts';
import { splitCheckout } from '../../../common/checkout-split.ts';
import { pgConstraintOf } from '../../lib/pg-errors.ts';
import { confirmPaidSeat, seatForCheckout } from '../booking/index.ts';
import { balanceOf, balancesOf, movementsOf, pointsHoldEntries, post, reverse } from '../ledger/index.ts';
import {
  capturesManually,
  isFinished,
  ledgerEntriesFor,
  nextStatus,
  normaliseVoucherCode,
  type PaymentStatus,
  type VoucherProblem,
  voucherPointsEntries,
  voucherProblem,
} from './payments.policy.ts';
import * as disputesRepo from './disputes.repo.ts';
import { applyProviderDispute } from './disputes.service.ts';
import { applyProviderRefunds } from './provider-refunds.service.ts';
import * as repo from './payments.repo.ts';
import * as vouchers from './vouchers.repo.ts';
import { verifiedEvent } from '../../http/webhook-event.ts';
import { accessFeeWaived, purposeHooks } from './purpose-hooks.ts';

/** Captures or cancels an authorised payment, retried until the provider answers (ADR 026). */
export const SETTLE_QUEUE = 'payments.settle';
/** The sweep that asks the provider about payments whose webhook did not come (every 10 minutes). */
export const RECONCILE_QUEUE = 'payments.reconcile';
const RECONCILE_AFTER_MS = 10 * 60_000;
const RECONCILE_WITHIN_MS = 3 * 24 * 3_600_000;

/** The provider name of a payment that credit points alone paid: no provider was asked. */
export const POINTS_PROVIDER = 'credit_points';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPaymentView(row: repo.PaymentRow): PaymentView {
  return {
    id: row.id,
    purpose: row.purpose,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status as PaymentStatus,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    nextActionUrl: row.nextActionUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Tops up the learner's wallet by card. Our payment row comes first (found again on a retry under
 * the same Idempotency-Key), then the provider's charge, with an idempotency key derived from our
 * payment so a retry never charges twice; then, in one transaction, the outcome, the ledger
 * transaction if it succeeded, and the key's stored answer. A 3-D Secure challenge answers
 * requires_action; the provider's webhook finishes the payment.
 */
export async function createWalletTopUp(
  ctx: AppContext,
  userId: string,
  input: ContractInput<typeof paymentsContracts.createWalletTopUp>,
  idempotency: IdempotencyScope,
): Promise<PaymentView> {
  return topUp(ctx, userId, { purpose: 'wallet_top_up', methodKind: 'card', ...input }, idempotency);
}

/**
 * Credit points bought by card, SEPA Direct Debit, iDEAL or Bancontact (/european-payments). They
 * reach the learner when the payment succeeds: at once for a card, after the bank's page for the
 * redirects, when the bank confirms for a debit (a webhook, days later at a real bank). A SEPA debit
 * carries the mandate the payer accepted from this address and browser.
 */
export async function createPointsTopUp(
  ctx: AppContext,
  userId: string,
  input: ContractInput<typeof paymentsContracts.createPointsTopUp>,
  idempotency: IdempotencyScope,
  payer: { ipAddress: string; userAgent: string },
): Promise<PaymentView> {
  const methodKind = await ctx.payments.provider.paymentMethodKind(input.paymentMethodId);
  if (!methodKind)
    throw new AppError('VALIDATION', 'Choose a payment method.', [
      { field: 'paymentMethodId', message: 'Choose a payment method.' },
    ]);
  return topUp(
    ctx,
    userId,
    {
      purpose: 'points_top_up',
      methodKind,
      currency: 'EUR',
      ...input,
      ...(methodKind === 'sepa_debit' ? { mandate: payer } : {}),
    },
    idempotency,
  );
}

export async function myPointsTopUps(ctx: AppContext, userId: string) {
  const rows = await repo.paymentsOf(ctx.db, userId, 'points_top_up', 20);
  const takenBack = new Set(
    await disputesRepo.takenBackAmong(
      ctx.db,
      rows.map((r) => r.id),
    ),
  );
  return {
    topUps: rows.map((r) => ({
      payment: toPaymentView(r),
      methodKind: r.methodKind as PaymentMethodKind,
      takenBack: takenBack.has(r.id),
    })),
  };
}

/** A payment for the payer's own balance (wallet or credit points), charged at once. */
async function topUp(
  ctx: AppContext,
  userId: string,
  input: {
    purpose: 'wallet_top_up' | 'points_top_up';
    methodKind: PaymentMethodKind;
    amountCents: number;
    currency: string;
    paymentMethodId: string;
    mandate?: CreatePaymentInput['mandate'];
  },
  idempotency: IdempotencyScope,
): Promise<PaymentView> {
  const payment = await repo.insertOrFindPayment(ctx.db, {
    userId,
    purpose: input.purpose,
    reference: null,
    idempotencyKey: idempotency.key,
    amountCents: input.amountCents,
    currency: input.currency,
    provider: ctx.payments.provider.name,
    methodKind: input.methodKind,
  });
  const outcome = await charge(ctx, payment, input.paymentMethodId, input.mandate);
  return ctx.db.transaction(async (tx) => {
    const row = await applyProviderPayment(ctx, tx, payment.id, outcome);
    const view = toPaymentView(row!);
    await idempotency.complete(tx, view, 201);
    return view;
  });
}

/**
 * The provider's charge for our payment, with an idempotency key derived from it (a retry never
 * creates a second charge). A request the provider refuses (an unknown payment method) is a failed
 * payment, not an error.
 */
async function charge(
  ctx: AppContext,
  payment: repo.PaymentRow,
  paymentMethodId: string,
  mandate?: CreatePaymentInput['mandate'],
  saved: Pick<CreatePaymentInput, 'offSession' | 'saveFor'> = {},
): Promise<ProviderPayment> {
  try {
    return await ctx.payments.provider.createPayment({
      ...(mandate ? { mandate } : {}),
      ...saved,
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentMethodId,
      idempotencyKey: `trt-payment-${payment.id}`,
      paymentId: payment.id,
      returnUrl: `${ctx.env.PUBLIC_URL}/payment?payment=${payment.id}`,
      capture: capturesManually(payment.purpose) ? 'manual' : 'automatic',
    });
  } catch (error) {
    if (!(error instanceof PaymentRequestError)) throw error;
    return {
      id: '',
      status: 'failed',
      amountCents: payment.amountCents,
      currency: payment.currency,
      paymentId: payment.id,
      nextActionUrl: null,
      failure: { code: error.code, message: error.message },
    };
  }
}

/**
 * Charges a payment row already written (premium's months): the provider's charge under a key derived
 * from it, then its outcome applied in one transaction. `saveFor` keeps the card for later charges;
 * `offSession`: the payer is not there (a renewal), so a card that asks for a 3-D Secure check fails.
 */
export async function chargePayment(
  ctx: AppContext,
  payment: repo.PaymentRow,
  paymentMethodId: string,
  saved: Pick<CreatePaymentInput, 'offSession' | 'saveFor'> = {},
): Promise<repo.PaymentRow> {
  const outcome = await charge(ctx, payment, paymentMethodId, undefined, saved);
  return ctx.db.transaction(async (tx) => (await applyProviderPayment(ctx, tx, payment.id, outcome))!);
}

/** A seat or a voucher another live payment already holds. */
const LIVE_CONFLICT = {
  reference: () => new AppError('CONFLICT', 'A payment for this seat is already under way.'),
  voucher: () =>
    new AppError('CONFLICT', 'This voucher is being used by another payment.').withKey(
      'payments.voucher.errors.inUse',
    ),
};

/** Why a voucher cannot be used, as the learner reads it. */
const VOUCHER_ERRORS: Record<VoucherProblem, () => AppError> = {
  unknown: () =>
    new AppError('NOT_FOUND', 'This voucher code is not valid.').withKey('payments.voucher.errors.unknown'),
  notYours: () =>
    new AppError('NOT_FOUND', 'This voucher code is not valid.').withKey('payments.voucher.errors.unknown'),
  expired: () => new AppError('GONE', 'This voucher has expired.').withKey('payments.voucher.errors.expired'),
  redeemed: () =>
    new AppError('CONFLICT', 'This voucher has already been used.').withKey(
      'payments.voucher.errors.redeemed',
    ),
};

/** The voucher a learner typed, checked (and locked when `lock`), or null without a code. */
async function usableVoucher(
  tx: Executor,
  learnerId: string,
  code: string | undefined,
  now: Date,
  lock: boolean,
) {
  if (!code) return null;
  const normalised = normaliseVoucherCode(code);
  const voucher = lock
    ? await vouchers.lockVoucherByCode(tx, normalised)
    : await vouchers.findVoucherByCode(tx, normalised);
  const problem = voucherProblem(voucher, learnerId, now);
  if (problem) throw VOUCHER_ERRORS[problem]();
  return voucher!;
}

/** The split of a seat's checkout (common/checkout-split.ts) from the learner's fee, voucher and points. */
async function splitFor(
  tx: Executor,
  learnerId: string,
  priceCents: number,
  voucher: vouchers.VoucherRow | null,
  usePoints: boolean,
) {
  // The balance is read only when points may be used (a checkout without them need not sum them).
  const pointsBalanceCents = usePoints
    ? await balanceOf(tx, { kind: 'learner_credit_points', ownerId: learnerId, currency: 'EUR' })
    : 0;
  const split = splitCheckout({
    listPriceCents: priceCents,
    // Premium includes platform access (ADR 037): no fee while it gives its benefits.
    accessFeePaid: (await repo.accessFeeTaken(tx, learnerId)) || (await accessFeeWaived(tx, learnerId)),
    discountPercent: voucher?.discountPercent ?? 0,
    pointsBalanceCents,
    usePoints,
  });
  return { split, pointsBalanceCents };
}

/** What checking out this held seat costs now, and how it would be split; nothing is reserved. */
export async function quoteSeat(
  ctx: AppContext,
  learnerId: string,
  seatId: string,
  query: ContractInput<typeof paymentsContracts.quoteSeat>,
) {
  return ctx.db.transaction(async (tx) => {
    const seat = await seatForCheckout(tx, seatId, ctx.now());
    if (!seat || seat.learnerId !== learnerId) throw new AppError('NOT_FOUND', 'Booking not found.');
    const voucher = await usableVoucher(tx, learnerId, query.voucher, ctx.now(), false);
    const { split, pointsBalanceCents } = await splitFor(tx, learnerId, seat.priceCents, voucher, true);
    return {
      currency: 'EUR' as const,
      listPriceCents: split.listPriceCents,
      accessFeeCents: split.accessFeeCents,
      discountCents: split.discountCents,
      pointsBalanceCents,
      voucher: voucher
        ? { code: voucher.code, discountPercent: voucher.discountPercent, creditPoints: voucher.creditPoints }
        : null,
    };
  });
}

/**
 * Checkout of a held seat. Its price is split (common/checkout-split.ts) into the one-time access
 * fee, a voucher's discount, credit points and the card part; the figure the learner was shown comes
 * back with the request, and a checkout whose figure changed meanwhile is refused rather than charged.
 * Credit points are set aside (a ledger transaction) with the payment row, under a lock on the
 * learner, so two checkouts cannot spend them twice; a failed payment gives them back.
 * Points alone: the seat is confirmed and paid in that one transaction. A card part: the card is
 * only authorised; once it is, the seat is confirmed if its hold is still live, and then the money is
 * captured; a hold that lapsed meanwhile (a slow 3-D Secure challenge) gets its authorisation
 * cancelled: an expired hold is never charged. One live payment per seat (a unique index), so two
 * checkouts of one seat cannot both charge.
 */
export async function checkoutSeat(
  ctx: AppContext,
  learnerId: string,
  seatId: string,
  input: ContractInput<typeof paymentsContracts.checkoutSeat>,
  idempotency: IdempotencyScope,
) {
  const started = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const seat = await seatForCheckout(tx, seatId, now);
    if (!seat || seat.learnerId !== learnerId) throw new AppError('NOT_FOUND', 'Booking not found.');
    // A retry that took over an abandoned key finds the payment its first attempt made.
    const earlier = await repo.findPaymentByKey(tx, learnerId, idempotency.key);
    if (earlier) return { payment: earlier, answer: null };
    if (seat.status === 'confirmed') throw new AppError('CONFLICT', 'This seat is already paid for.');
    if (seat.status !== 'held')
      throw new AppError(
        'GONE',
        'The hold on this seat has run out or it was cancelled; nothing was charged. Please book the seat again.',
      );
    await repo.lockUser(tx, learnerId);
    const voucher = await usableVoucher(tx, learnerId, input.voucherCode, now, true);
    const { split } = await splitFor(tx, learnerId, seat.priceCents, voucher, input.usePoints ?? false);
    if (input.expectedCardCents !== undefined && input.expectedCardCents !== split.cardCents)
      throw new AppError(
        'CONFLICT',
        'The amount to pay has changed (your credit points or the access fee changed meanwhile). Please check it and pay again.',
      ).withKey('payments.checkout.amountChanged');
    if (split.cardCents > 0 && !input.paymentMethodId)
      throw new AppError('VALIDATION', 'Choose a payment method.', [
        { field: 'paymentMethodId', message: 'Choose a payment method.' },
      ]);
    const taken = await repo.liveConflict(tx, {
      purpose: 'seat',
      reference: seatId,
      voucherId: voucher?.id ?? null,
    });
    if (taken) throw LIVE_CONFLICT[taken]();
    let payment: repo.PaymentRow;
    try {
      payment = await repo.insertOrFindPayment(tx, {
        userId: learnerId,
        purpose: 'seat',
        reference: seatId,
        idempotencyKey: idempotency.key,
        amountCents: split.cardCents,
        currency: 'EUR',
        provider: split.cardCents > 0 ? ctx.payments.provider.name : POINTS_PROVIDER,
        accessFeeCents: split.accessFeeCents,
        discountCents: split.discountCents,
        pointsCents: split.pointsCents,
        voucherId: voucher?.id ?? null,
        methodKind: split.cardCents > 0 ? 'card' : 'credit_points',
      });
    } catch (error) {
      // Two checkouts racing past the check above: the unique indexes decide.
      const constraint = pgConstraintOf(error);
      if (constraint === 'payments_live_reference_unique') throw LIVE_CONFLICT.reference();
      if (constraint === 'payments_live_voucher_unique') throw LIVE_CONFLICT.voucher();
      throw error;
    }
    if (split.pointsCents > 0) {
      const hold = await post(tx, {
        kind: 'points_hold',
        reference: `payment:${payment.id}`,
        entries: pointsHoldEntries(learnerId, split.pointsCents, 'EUR'),
      });
      payment = await repo.updatePayment(tx, payment.id, { pointsHoldTransactionId: hold.id });
    }
    if (split.cardCents > 0) return { payment, answer: null };
    // Credit points pay it all: no provider, the seat is confirmed and paid now.
    if (!(await confirmPaidSeat(tx, seatId, now)))
      throw new AppError('GONE', 'The hold on this seat has run out; nothing was charged.');
    const paid = await succeed(ctx, tx, payment);
    const answer = { payment: toPaymentView(paid), seatStatus: 'confirmed' as const };
    await idempotency.complete(tx, answer, 201);
    return { payment: paid, answer };
  });
  if (started.answer) return started.answer;
  const { payment } = started;
  if (payment.provider === POINTS_PROVIDER) {
    // A retry of a checkout paid with points alone: it finished in its first transaction.
    const seat = await ctx.db.transaction((tx) => seatForCheckout(tx, seatId, ctx.now()));
    return { payment: toPaymentView(payment), seatStatus: seat!.status };
  }
  const outcome = await charge(ctx, payment, input.paymentMethodId ?? '');
  return ctx.db.transaction(async (tx) => {
    const row = await applyProviderPayment(ctx, tx, payment.id, outcome);
    const seat = await seatForCheckout(tx, seatId, ctx.now());
    const answer = { payment: toPaymentView(row!), seatStatus: seat!.status };
    await idempotency.complete(tx, answer, 201);
    return answer;
  });
}

/**
 * A payment reads succeeded: its ledger transaction, and what it settles besides the seat (the access
 * fee it carried, the voucher it redeemed, whose credit points reach the learner now).
 */
async function succeed(ctx: AppContext, tx: Executor, row: repo.PaymentRow): Promise<repo.PaymentRow> {
  const now = ctx.now();
  const posted = await post(tx, {
    kind: row.purpose,
    reference: `payment:${row.id}`,
    entries: ledgerEntriesFor(row),
  });
  const hooks = purposeHooks(row.purpose);
  if (hooks && !(row.reference && (await hooks.paid(tx, row.reference, now))))
    ctx.log.error(
      { paymentId: row.id, purpose: row.purpose },
      'payments: a payment bought nothing (its purpose was over meanwhile); it needs a refund',
    );
  if (row.accessFeeCents > 0 && !(await repo.insertAccessFee(tx, row.userId, row.id, now)))
    ctx.log.error({ paymentId: row.id }, 'payments: the access fee was paid twice; it needs a refund');
  if (row.voucherId) {
    const voucher = await vouchers.lockVoucher(tx, row.voucherId);
    if (voucher && !voucher.redeemedAt) {
      await vouchers.markRedeemed(tx, voucher.id, row.userId, now);
      if (voucher.creditPoints > 0)
        await post(tx, {
          kind: 'voucher_points',
          reference: `voucher:${voucher.id}`,
          entries: voucherPointsEntries(row.userId, voucher.creditPoints, row.currency),
        });
    }
  }
  return repo.updatePayment(tx, row.id, {
    status: 'succeeded',
    ledgerTransactionId: posted.id,
    nextActionUrl: null,
    updatedAt: now,
  });
}

/** The settle job: captures or cancels at the provider, then applies its answer. */
export async function settlePayment(ctx: AppContext, paymentId: string, action: 'capture' | 'cancel') {
  const row = await repo.findPayment(ctx.db, paymentId);
  if (!row?.providerPaymentId) return;
  const provider = ctx.payments.provider;
  const result =
    action === 'capture'
      ? await provider.capturePayment(row.providerPaymentId, `trt-capture-${row.id}`)
      : await provider.cancelPayment(row.providerPaymentId, `trt-cancel-${row.id}`);
  await ctx.db.transaction((tx) => applyProviderPayment(ctx, tx, row.id, result));
}

/**
 * A webhook can be lost (an outage on either side, a provider giving up its retries): payments still
 * waiting on the provider after ten minutes are looked up there and brought up to date through the
 * same forward-only step as a webhook, so a late webhook afterwards changes nothing. One payment's
 * failure does not stop the others; the sweep runs again in ten minutes.
 */
export async function reconcilePayments(ctx: AppContext): Promise<{ checked: number; changed: number }> {
  const now = ctx.now().getTime();
  const provider = ctx.payments.provider;
  const stale = await repo.stalePayments(
    ctx.db,
    provider.name,
    new Date(now - RECONCILE_AFTER_MS),
    new Date(now - RECONCILE_WITHIN_MS),
    200,
  );
  let changed = 0;
  for (const p of stale) {
    try {
      const reported = await provider.retrievePayment(p.providerPaymentId);
      const after = await ctx.db.transaction((tx) => applyProviderPayment(ctx, tx, p.id, reported));
      if (after && after.status !== 'processing' && after.status !== 'requires_action') changed++;
    } catch (error) {
      ctx.log.warn({ paymentId: p.id, err: (error as Error).message }, 'payments: reconciling failed');
    }
  }
  return { checked: stale.length, changed };
}

/**
 * What an authorised payment secures, in its transaction: a seat is confirmed if its hold is still
 * live; then the capture is queued, else the cancellation (with our reason on the payment).
 */
async function onAuthorised(ctx: AppContext, tx: Executor, row: repo.PaymentRow) {
  const secured =
    row.purpose === 'seat' && row.reference !== null && (await confirmPaidSeat(tx, row.reference, ctx.now()));
  if (!secured)
    await repo.updatePayment(tx, row.id, {
      failureCode: 'hold_expired',
      failureMessage: 'The hold on this seat ran out before the payment was approved; nothing was charged.',
    });
  await ctx.jobs.enqueue(tx, SETTLE_QUEUE, { paymentId: row.id, action: secured ? 'capture' : 'cancel' });
}

/**
 * Brings our payment up to what the provider reports, inside the caller's transaction, with the row
 * locked: the status only moves forward (nextStatus), and the move to succeeded posts the ledger
 * transaction in the same commit, so however often and in whatever order the reports come (the
 * create call's answer, webhooks twice, stale ones), the money is booked exactly once.
 */
export async function applyProviderPayment(
  ctx: AppContext,
  tx: Executor,
  paymentId: string,
  reported: ProviderPayment,
): Promise<repo.PaymentRow | null> {
  const row = await repo.lockPayment(tx, paymentId);
  if (!row) return null;
  if (reported.amountCents !== row.amountCents || reported.currency !== row.currency) {
    ctx.log.error(
      { paymentId, reported: reported.id },
      'payments: the provider reports another amount; ignored',
    );
    return row;
  }
  if (reported.id && row.providerPaymentId && row.providerPaymentId !== reported.id) {
    ctx.log.error(
      { paymentId, reported: reported.id },
      'payments: the provider reports another intent; ignored',
    );
    return row;
  }
  const providerPaymentId = row.providerPaymentId ?? (reported.id || null);
  const next = nextStatus(row.status as PaymentStatus, reported.status);
  if (!next) {
    return providerPaymentId === row.providerPaymentId
      ? row
      : repo.updatePayment(tx, row.id, { providerPaymentId, updatedAt: ctx.now() });
  }
  if (next === 'succeeded') {
    if (row.purpose === 'seat' && row.status !== 'requires_capture') {
      // Taken without our capture (never by our own calls): the seat is confirmed if it still can be.
      if (!(row.reference && (await confirmPaidSeat(tx, row.reference, ctx.now()))))
        ctx.log.error(
          { paymentId: row.id },
          'payments: a seat was paid after its hold lapsed; it needs a refund',
        );
    }
    const withId =
      providerPaymentId === row.providerPaymentId
        ? row
        : await repo.updatePayment(tx, row.id, { providerPaymentId });
    return succeed(ctx, tx, withId);
  }
  // Credit points set aside for a payment that failed go back to the learner, once (a reversal).
  if (next === 'failed' && row.pointsHoldTransactionId)
    await reverse(tx, row.pointsHoldTransactionId, { kind: 'points_release' });
  // Our own reason (a cancelled authorisation) stays over the provider's generic one.
  const failure = row.failureCode
    ? { code: row.failureCode, message: row.failureMessage ?? '' }
    : (reported.failure ?? { code: 'payment_failed', message: 'The payment failed.' });
  const updated = await repo.updatePayment(tx, row.id, {
    status: next,
    providerPaymentId,
    failureCode: next === 'failed' ? failure.code : row.failureCode,
    failureMessage: next === 'failed' ? failure.message : row.failureMessage,
    nextActionUrl: next === 'requires_action' ? reported.nextActionUrl : null,
    updatedAt: ctx.now(),
  });
  if (next === 'requires_capture') {
    await onAuthorised(ctx, tx, updated);
    return (await repo.lockPayment(tx, row.id))!;
  }
  return updated;
}

/**
 * A provider's webhook: the signature is checked on the raw body, then the event is recorded by its
 * id in the same transaction as its effect. A duplicate finds its id taken and changes nothing; an
 * event older than what we know changes nothing either (applyProviderPayment).
 */
export async function receiveWebhook(
  ctx: AppContext,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; duplicate: boolean }> {
  const provider = ctx.payments.provider;
  if (providerName !== provider.name) throw new AppError('NOT_FOUND', 'No such webhook endpoint.');
  const event = verifiedEvent(() => provider.parseWebhook(rawBody, headers));
  // A dispute or refund names the payment it is about.
  const about = event.dispute?.providerPaymentId ?? event.refundsOf;
  const concerned = about ? await repo.findPaymentIdByProviderId(ctx.db, provider.name, about) : null;
  // It may overtake the payment's own events: the payment is brought up to date first.
  if (concerned) await catchUp(ctx, concerned);
  // The event's copy of a refund may be stale or partial: the payment's refunds as they are now.
  const refunds = event.refundsOf && concerned ? await provider.listRefunds(event.refundsOf) : null;
  const duplicate = await ctx.db.transaction(async (tx) => {
    const fresh = await repo.insertEvent(tx, {
      provider: provider.name,
      eventId: event.id,
      type: event.type,
      providerPaymentId: event.payment?.id ?? about ?? null,
      payload: JSON.parse(rawBody.toString('utf8')),
    });
    if (!fresh) return true;
    if (event.dispute) {
      if (concerned) await applyProviderDispute(ctx, tx, provider.name, concerned, event.dispute);
      return false;
    }
    if (refunds) {
      await applyProviderRefunds(ctx, tx, provider.name, concerned!, refunds);
      return false;
    }
    const reported = event.payment;
    if (!reported) return false;
    const paymentId =
      reported.paymentId && UUID.test(reported.paymentId)
        ? reported.paymentId
        : await repo.findPaymentIdByProviderId(tx, provider.name, reported.id);
    if (paymentId) await applyProviderPayment(ctx, tx, paymentId, reported);
    return false;
  });
  return { received: true, duplicate };
}

/** Asks the provider about a payment not finished here and applies the answer (as a webhook would). */
async function catchUp(ctx: AppContext, paymentId: string) {
  const row = await repo.findPayment(ctx.db, paymentId);
  if (!row?.providerPaymentId || isFinished(row.status as PaymentStatus)) return;
  const reported = await ctx.payments.provider.retrievePayment(row.providerPaymentId);
  await ctx.db.transaction((tx) => applyProviderPayment(ctx, tx, paymentId, reported));
}

export async function getPayment(ctx: AppContext, userId: string, id: string): Promise<PaymentView> {
  const row = await repo.findPaymentOfUser(ctx.db, id, userId);
  if (!row) throw new AppError('NOT_FOUND', 'Payment not found.');
  return toPaymentView(row);
}

/** The learner's credit points: balance and latest movements, read from the ledger. */
export async function myPoints(ctx: AppContext, userId: string) {
  const ref = { kind: 'learner_credit_points' as const, ownerId: userId, currency: 'EUR' };
  const [balanceCents, moves] = await Promise.all([balanceOf(ctx.db, ref), movementsOf(ctx.db, ref, 50)]);
  return {
    balanceCents,
    entries: moves.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
  };
}

export async function myBalances(ctx: AppContext, userId: string) {
  return { accounts: await balancesOf(ctx.db, userId) };
}

function sandboxOf(ctx: AppContext) {
  const sandbox = ctx.payments.sandbox;
  if (!sandbox) throw new AppError('NOT_FOUND', 'The sandbox payment provider is not in use.');
  return sandbox;
}

/** The sandbox's stand-in for Stripe.js: a SEPA mandate, an iDEAL bank or Bancontact becomes a payment method. */
export async function createSandboxBankMethod(
  ctx: AppContext,
  input: ContractInput<typeof paymentsContracts.sandboxBankMethod>,
) {
  try {
    return await sandboxOf(ctx).createBankMethod(input);
  } catch (error) {
    if (!(error instanceof PaymentRequestError)) throw error;
    throw new AppError('VALIDATION', error.message, [{ field: 'iban', message: error.message }]);
  }
}

/** The sandbox's stand-in for Stripe.js: a test card becomes a payment method, or a clear refusal. */
export async function createSandboxPaymentMethod(
  ctx: AppContext,
  card: ContractInput<typeof paymentsContracts.sandboxPaymentMethod>,
) {
  try {
    return await sandboxOf(ctx).createPaymentMethod(card);
  } catch (error) {
    if (!(error instanceof CardRejected)) throw error;
    const { field, code, message } = error.problem;
    throw new AppError('VALIDATION', message, [{ field, message, code }]);
  }
}

export async function answerSandboxChallenge(
  ctx: AppContext,
  intentId: string,
  input: ContractInput<typeof paymentsContracts.sandboxChallenge>,
) {
  try {
    const intent = await sandboxOf(ctx).completeChallenge(intentId, input.token, input.outcome === 'approve');
    return { status: intent.status };
  } catch (error) {
    if (error instanceof PaymentRequestError) throw new AppError('NOT_FOUND', error.message);
    throw error;
  }
}
