import type { ContractInput, RefundView } from '../../../common/contracts/index.ts';
import type { refundsContracts } from '../../../common/contracts/refunds.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { PaymentRequestError, type ProviderRefund } from '../../integrations/payments/index.ts';
import { cancelSeatForRefund } from '../booking/index.ts';
import { balanceOf, pointsHoldEntries, post, reverse } from '../ledger/index.ts';
import { notify } from '../notifications/index.ts';
import { disputedOrTakenBack, paymentsRepo, refundedOutsideAmong } from '../payments/index.ts';
import {
  eligibility,
  isLive,
  needsProvider,
  refundEntries,
  supportDeadline,
  SUPPORT_WITHIN_MS,
  withdrawalDeadline,
  withdrawalEntries,
  withdrawalOption,
} from './refunds.policy.ts';
import * as repo from './refunds.repo.ts';
import { toRefundView } from './refunds.views.ts';

/** Finishes approved refunds a crash left behind (every 10 minutes). */
export const SWEEP_QUEUE = 'refunds.sweep';
/** An approved refund is the sweep's once it has been left this long (its own request is long over). */
export const SWEEP_AFTER_MS = 60_000;

const notFound = () => new AppError('NOT_FOUND', 'Booking not found.');

/** The learner's paid bookings, each with what the rules allow for it now. */
export async function refundableBookings(ctx: AppContext, learnerId: string) {
  const now = ctx.now();
  const rows = await repo.paidSeatsOfLearner(
    ctx.db,
    learnerId,
    new Date(now.getTime() - 7 * SUPPORT_WITHIN_MS),
  );
  return {
    bookings: rows.map((r) => ({
      paymentId: r.payment.id,
      seatId: r.seatId,
      session: {
        skill: { id: r.skillId, name: r.skillName },
        tutorName: `${r.tutorFirstName} ${r.tutorLastName.charAt(0)}.`,
        startsAt: r.startsAt.toISOString(),
        endsAt: r.endsAt.toISOString(),
      },
      cardCents: r.payment.amountCents,
      pointsCents: r.payment.pointsCents,
      currency: r.payment.currency,
      option: r.liveRefundId ? ('taken' as const) : eligibility(r, now),
      supportUntil: supportDeadline(r.endsAt).toISOString(),
    })),
  };
}

export async function myRefunds(ctx: AppContext, learnerId: string) {
  const rows = await repo.listRefunds(ctx.db, { learnerId }, 100);
  return { refunds: rows.map(toRefundView) };
}

export async function viewOf(ex: Executor, id: string): Promise<RefundView> {
  const [row] = await repo.listRefunds(ex, { id }, 1);
  return toRefundView(row!);
}

/**
 * A learner asks for a refund of a paid booking. The payment is locked first, so requests, the
 * dashboard cancellation's job and admin decisions about one payment take turns; the partial unique
 * index allows one live refund per payment besides. 2 hours or more before the start: the seat is
 * cancelled and the refund claimed (approved) in this transaction, then made (finishRefund). Later,
 * up to 24 hours after the end: a support request with the learner's reason. After that: refused.
 */
export async function requestRefund(
  ctx: AppContext,
  learnerId: string,
  input: ContractInput<typeof refundsContracts.requestRefund>,
): Promise<RefundView> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const payment = await repo.lockPayment(tx, input.paymentId);
    if (!payment || payment.userId !== learnerId || payment.purpose !== 'seat' || !payment.reference)
      throw notFound();
    if (payment.status !== 'succeeded')
      throw new AppError('CONFLICT', 'This booking is not paid yet, so there is nothing to refund.').withKey(
        'refunds.errors.notPaid',
      );
    if (await repo.liveRefundOf(tx, payment.id))
      throw new AppError('CONFLICT', 'A refund of this booking has already been asked for.').withKey(
        'refunds.errors.alreadyAsked',
      );
    // Money already given back another way is not refunded again (the same refusals as a top-up's).
    if ((await disputedOrTakenBack(tx, [payment.id])).length > 0) throw WITHDRAWAL_REFUSALS.disputed();
    if ((await refundedOutsideAmong(tx, [payment.id])).length > 0) throw WITHDRAWAL_REFUSALS.refunded();
    const seat = await repo.seatOfSeatPayment(tx, payment.reference);
    if (!seat || seat.learnerId !== learnerId) throw notFound();
    if (seat.seatStatus !== 'confirmed')
      throw new AppError(
        'CONFLICT',
        'This booking was cancelled; a refund of a cancelled booking is made without asking.',
      ).withKey('refunds.errors.cancelled');
    const allowed = eligibility(seat, now);
    if (allowed === 'too_late')
      throw new AppError(
        'TOO_LATE',
        'A refund can be asked for up to 24 hours after the session ended; this one ended earlier.',
      ).withKey('refunds.errors.tooLate');
    const reason = input.reason?.trim() ?? '';
    if (allowed === 'support' && reason.length < 3)
      throw new AppError('VALIDATION', 'Tell us why you ask for a refund (at least 3 characters).', [
        { field: 'reason', message: 'Tell us why you ask for a refund (at least 3 characters).' },
      ]).withKey('refunds.errors.reasonRequired');
    if (allowed === 'automatic' && !(await cancelSeatForRefund(ctx, tx, seat.seatId, now)))
      throw new AppError('CONFLICT', 'This booking just changed. Please look again.').withKey(
        'refunds.errors.changed',
      );
    const row = await repo.insertRefund(tx, {
      paymentId: payment.id,
      seatId: seat.seatId,
      learnerId,
      kind: allowed,
      destination: input.destination,
      status: allowed === 'automatic' ? 'approved' : 'requested',
      amountCents: payment.amountCents + payment.pointsCents,
      currency: payment.currency,
      reason,
      decidedAt: allowed === 'automatic' ? now : null,
      createdAt: now,
      updatedAt: now,
    });
    if (!row)
      throw new AppError('CONFLICT', 'A refund of this booking has already been asked for.').withKey(
        'refunds.errors.alreadyAsked',
      );
    return row;
  });
  if (claimed.status === 'approved') await finishRefund(ctx, claimed.id);
  return viewOf(ctx.db, claimed.id);
}

const TOP_UPS_LISTED = 20;

/** The learner's last credit-point top-ups, each with whether it can be withdrawn now and its refund. */
export async function withdrawableTopUps(ctx: AppContext, learnerId: string) {
  const now = ctx.now();
  const rows = await repo.topUpsOf(ctx.db, learnerId, TOP_UPS_LISTED);
  const ids = rows.map((r) => r.id);
  // One read of the learner's withdrawals, newest first: the first seen per payment is its newest.
  const [withdrawals, disputed, refundedOutside, balance] = await Promise.all([
    repo.listRefunds(ctx.db, { learnerId, kind: 'withdrawal' }),
    disputedOrTakenBack(ctx.db, ids),
    refundedOutsideAmong(ctx.db, ids),
    balanceOf(ctx.db, { kind: 'learner_credit_points', ownerId: learnerId, currency: 'EUR' }),
  ]);
  const refunds = new Map<string, RefundView>();
  for (const listed of withdrawals)
    if (!refunds.has(listed.refund.paymentId)) refunds.set(listed.refund.paymentId, toRefundView(listed));
  return {
    topUps: rows.map((r) => {
      const refund = refunds.get(r.id) ?? null;
      return {
        paymentId: r.id,
        amountCents: r.amountCents,
        currency: r.currency,
        boughtAt: r.createdAt.toISOString(),
        option: withdrawalOption(
          r,
          {
            liveRefund: refund !== null && isLive(refund.status),
            disputed: disputed.includes(r.id),
            refundedOutside: refundedOutside.includes(r.id),
            pointsBalanceCents: balance,
          },
          now,
        ),
        withdrawUntil: withdrawalDeadline(r.createdAt).toISOString(),
        refund,
      };
    }),
  };
}

const WITHDRAWAL_REFUSALS = {
  taken: () =>
    new AppError('CONFLICT', 'These credit points are already being refunded.').withKey(
      'refunds.withdrawal.errors.taken',
    ),
  disputed: () =>
    new AppError(
      'CONFLICT',
      'Your bank disputes or took back this payment, so it cannot be refunded.',
    ).withKey('refunds.withdrawal.errors.disputed'),
  refunded: () =>
    new AppError(
      'CONFLICT',
      'Our team has already refunded this payment. Write to support if something is still owed.',
    ).withKey('refunds.withdrawal.errors.refunded'),
  unpaid: () =>
    new AppError('CONFLICT', 'This top-up is not paid yet, so there is nothing to refund.').withKey(
      'refunds.withdrawal.errors.unpaid',
    ),
  too_late: () =>
    new AppError(
      'TOO_LATE',
      'Credit points can be refunded within 14 days of buying them; these were bought earlier.',
    ).withKey('refunds.withdrawal.errors.tooLate'),
  used: () =>
    new AppError(
      'CONFLICT',
      'You no longer hold as many credit points as this top-up bought. Write to support for the rest.',
    ).withKey('refunds.withdrawal.errors.used'),
} as const;

/** Sets a withdrawal's points aside (they leave the balance at once); the learner is locked by the caller. */
async function holdWithdrawnPoints(tx: Executor, refund: repo.RefundRow) {
  const hold = await post(tx, {
    kind: 'points_withdrawal',
    reference: `refund:${refund.id}`,
    entries: pointsHoldEntries(refund.learnerId, refund.amountCents, refund.currency),
  });
  return repo.updateRefund(tx, refund.id, { pointsHoldTransactionId: hold.id });
}

/**
 * A learner withdraws a credit-point top-up (ADR 038): within 14 days of buying it, while they still
 * hold its points. One transaction locks the payment and then the learner (the lock a checkout paying
 * with points takes, so the balance read here cannot be spent meanwhile), claims the refund (approved;
 * the partial unique index allows one live refund per payment) and sets the points aside; then the
 * payment is refunded to the way it was paid like any approved refund (finishRefund).
 */
export async function withdrawTopUp(
  ctx: AppContext,
  learnerId: string,
  paymentId: string,
): Promise<RefundView> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const payment = await repo.lockPayment(tx, paymentId);
    if (!payment || payment.userId !== learnerId || payment.purpose !== 'points_top_up')
      throw new AppError('NOT_FOUND', 'Top-up not found.');
    await paymentsRepo.lockUser(tx, learnerId);
    const option = withdrawalOption(
      payment,
      {
        liveRefund: (await repo.liveRefundOf(tx, payment.id)) !== null,
        disputed: (await disputedOrTakenBack(tx, [payment.id])).length > 0,
        refundedOutside: (await refundedOutsideAmong(tx, [payment.id])).length > 0,
        pointsBalanceCents: await balanceOf(tx, {
          kind: 'learner_credit_points',
          ownerId: learnerId,
          currency: payment.currency,
        }),
      },
      now,
    );
    if (option !== 'available') throw WITHDRAWAL_REFUSALS[option]();
    const row = await repo.insertRefund(tx, {
      paymentId: payment.id,
      seatId: null,
      learnerId,
      kind: 'withdrawal',
      destination: 'card',
      status: 'approved',
      amountCents: payment.amountCents,
      currency: payment.currency,
      reason: '',
      decidedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) throw WITHDRAWAL_REFUSALS.taken();
    return holdWithdrawnPoints(tx, row);
  });
  await finishRefund(ctx, claimed.id);
  return viewOf(ctx.db, claimed.id);
}

/**
 * An admin retries a withdrawal the provider refused (its points came back then): they are set aside
 * again in the retry's transaction, if the learner still holds them.
 */
export async function holdAgainForRetry(tx: Executor, refund: repo.RefundRow) {
  if (refund.kind !== 'withdrawal') return refund;
  await paymentsRepo.lockUser(tx, refund.learnerId);
  const balance = await balanceOf(tx, {
    kind: 'learner_credit_points',
    ownerId: refund.learnerId,
    currency: refund.currency,
  });
  if (balance < refund.amountCents)
    throw new AppError(
      'CONFLICT',
      'The learner has used these credit points since the refund failed; it cannot be retried.',
    );
  return holdWithdrawnPoints(tx, refund);
}

/**
 * A paid seat cancelled on the dashboard (booking's cancelSeat, 2 hours or more before) is refunded
 * to the card without asking. Its payment may still be settling (authorised, captured seconds later):
 * then the job fails and is retried. A refund already asked for or made is left alone.
 */
export async function refundCancelledSeat(ctx: AppContext, seatId: string) {
  const found = await repo.findPaidSeatPaymentBySeat(ctx.db, seatId);
  if (!found || found.status === 'failed') return null;
  if (found.status !== 'succeeded') throw new Error(`refunds: payment ${found.id} is still settling`);
  const claimed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const payment = await repo.lockPayment(tx, found.id);
    if (!payment || (await repo.liveRefundOf(tx, payment.id))) return null;
    // Our team refunded it in the provider's dashboard already: what is left is theirs to settle.
    if ((await refundedOutsideAmong(tx, [payment.id])).length > 0) return null;
    const seat = await repo.seatOfSeatPayment(tx, seatId);
    if (!seat || seat.seatStatus !== 'cancelled') return null;
    return repo.insertRefund(tx, {
      paymentId: payment.id,
      seatId,
      learnerId: payment.userId,
      kind: 'automatic',
      destination: 'card',
      status: 'approved',
      amountCents: payment.amountCents + payment.pointsCents,
      currency: payment.currency,
      reason: '',
      decidedAt: now,
      createdAt: now,
      updatedAt: now,
    });
  });
  if (claimed) await finishRefund(ctx, claimed.id);
  return claimed?.id ?? null;
}

/**
 * Makes an approved refund: the provider's refund of the card part under the key
 * `trt-refund-<id>` (a repeat answers the same refund), then, in one transaction with the refund
 * locked, the ledger transaction, the access fee given back, the status refunded and the learner's
 * notice. Whoever comes second (the sweep, a second approval) finds it refunded and does nothing.
 * The provider refusing: status failed with its reason (an admin retries). The provider not
 * answering: it stays approved, and the sweep tries again.
 */
export async function finishRefund(ctx: AppContext, refundId: string): Promise<repo.RefundRow | null> {
  const refund = await repo.findRefund(ctx.db, refundId);
  if (!refund || refund.status !== 'approved') return refund;
  const payment = await repo.findPayment(ctx.db, refund.paymentId);
  if (!payment) return refund;
  let provided: ProviderRefund | null = null;
  if (needsProvider(refund.destination as 'card' | 'credit', payment.amountCents)) {
    try {
      if (!payment.providerPaymentId)
        throw new PaymentRequestError('resource_missing', 'The payment has no charge at the provider.');
      provided = await ctx.payments.provider.refundPayment(
        payment.providerPaymentId,
        payment.amountCents,
        `trt-refund-${refund.id}`,
      );
    } catch (error) {
      if (!(error instanceof PaymentRequestError)) {
        ctx.log.warn({ refundId, err: (error as Error).message }, 'refunds: the provider did not answer');
        return refund;
      }
      provided = {
        id: '',
        status: 'failed',
        amountCents: 0,
        failure: { code: error.code, message: error.message },
      };
    }
  }
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await repo.lockRefund(tx, refundId);
    if (!row || row.status !== 'approved') return row;
    if (provided?.status === 'failed') {
      // A withdrawal's points come back: nothing is held while a refund stands failed.
      if (row.pointsHoldTransactionId)
        await reverse(tx, row.pointsHoldTransactionId, { kind: 'points_withdrawal_release' });
      return repo.updateRefund(tx, row.id, {
        status: 'failed',
        pointsHoldTransactionId: null,
        failureCode: provided.failure?.code ?? 'refund_failed',
        failureMessage: provided.failure?.message ?? 'The provider could not make the refund.',
        updatedAt: now,
      });
    }
    const posted = await post(tx, {
      kind: 'refund',
      reference: `payment:${payment.id}`,
      entries:
        row.kind === 'withdrawal'
          ? withdrawalEntries(row.amountCents, row.currency)
          : refundEntries(payment, row.destination as 'card' | 'credit'),
    });
    if (payment.accessFeeCents > 0) await repo.deleteAccessFee(tx, payment.userId, payment.id);
    const done = await repo.updateRefund(tx, row.id, {
      status: 'refunded',
      ledgerTransactionId: posted.id,
      providerRefundId: provided?.id || null,
      failureCode: null,
      failureMessage: null,
      refundedAt: now,
      updatedAt: now,
    });
    await notify(ctx, tx, {
      userId: row.learnerId,
      kind: 'refund_made',
      // A withdrawal goes back the way the top-up was paid, which may be a bank account, not a card.
      params: {
        amountCents: row.amountCents,
        currency: row.currency,
        destination: row.kind === 'withdrawal' ? 'payment' : row.destination,
      },
      link: row.kind === 'withdrawal' ? '/european-payments' : '/refund-portal',
    });
    return done;
  });
}

/** The sweep: approved refunds older than a minute are finished (one failing does not stop the rest). */
export async function sweepRefunds(ctx: AppContext) {
  const stale = await repo.staleApproved(ctx.db, new Date(ctx.now().getTime() - SWEEP_AFTER_MS), 100);
  let finished = 0;
  for (const { id } of stale) {
    try {
      if ((await finishRefund(ctx, id))?.status === 'refunded') finished++;
    } catch (error) {
      ctx.log.warn(
        { refundId: id, err: (error as Error).message },
        'refunds: the sweep could not finish one',
      );
    }
  }
  return { checked: stale.length, finished };
}
