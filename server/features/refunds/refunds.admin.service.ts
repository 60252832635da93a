import type { AdminRefundView, ContractInput, RefundAnalytics } from '../../../common/contracts/index.ts';
import {
  REFUND_DESTINATIONS,
  REFUND_KINDS,
  type refundsContracts,
} from '../../../common/contracts/refunds.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pgConstraintOf } from '../../lib/pg-errors.ts';
import { cancelSeatForRefund } from '../booking/index.ts';
import { notify } from '../notifications/index.ts';
import { lastWeeks, median } from './refunds.policy.ts';
import * as repo from './refunds.repo.ts';
import { finishRefund, holdAgainForRetry } from './refunds.service.ts';
import { toAdminRefundView } from './refunds.views.ts';

const WEEKS = 8;
const notFound = () => new AppError('NOT_FOUND', 'Refund not found.');

async function adminViewOf(ex: Executor, id: string): Promise<AdminRefundView> {
  const [row] = await repo.listRefunds(ex, { id }, 1);
  if (!row) throw notFound();
  return toAdminRefundView(row);
}

export async function listForAdmin(
  ctx: AppContext,
  filter: ContractInput<typeof refundsContracts.adminRefunds>,
) {
  const rows = await repo.listRefunds(ctx.db, filter);
  return { refunds: rows.map(toAdminRefundView) };
}

/**
 * An admin approves a support request: approved (with who and when) in one transaction, the seat
 * cancelled if its session has not started (the place is freed; a taught session keeps its seat as
 * history), then the refund is made. Approving twice (two tabs, a double click) makes it once: the
 * second finds it approved or refunded and only answers it.
 */
export async function approveRefund(ctx: AppContext, adminId: string, id: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await repo.lockRefund(tx, id);
    if (!row) throw notFound();
    if (row.status === 'approved' || row.status === 'refunded') return;
    if (row.status !== 'requested')
      throw new AppError('CONFLICT', `This refund is ${row.status}; only a waiting request can be approved.`);
    if (row.seatId) {
      const seat = await repo.seatOfSeatPayment(tx, row.seatId);
      if (seat && seat.startsAt > now) await cancelSeatForRefund(ctx, tx, row.seatId, now);
    }
    await repo.updateRefund(tx, id, {
      status: 'approved',
      decidedBy: adminId,
      decidedAt: now,
      updatedAt: now,
    });
  });
  await finishRefund(ctx, id);
  return { refund: await adminViewOf(ctx.db, id) };
}

/** Declines a support request with the reason the learner is told; declining twice changes nothing. */
export async function declineRefund(ctx: AppContext, adminId: string, id: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await repo.lockRefund(tx, id);
    if (!row) throw notFound();
    if (row.status === 'declined') return;
    if (row.status !== 'requested')
      throw new AppError('CONFLICT', `This refund is ${row.status}; only a waiting request can be declined.`);
    await repo.updateRefund(tx, id, {
      status: 'declined',
      decidedBy: adminId,
      decidedAt: now,
      decisionReason: reason,
      updatedAt: now,
    });
    await notify(ctx, tx, {
      userId: row.learnerId,
      kind: 'refund_declined',
      params: { amountCents: row.amountCents, currency: row.currency, reason },
      link: '/refund-portal',
    });
  });
  return { refund: await adminViewOf(ctx.db, id) };
}

/**
 * Retries a refund the provider refused: back to approved, then made again under the same key
 * (the provider answers a refund it did make with that refund). Refused if the learner has asked
 * again meanwhile (one live refund per payment).
 */
export async function retryRefund(ctx: AppContext, id: string) {
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockRefund(tx, id);
      if (!row) throw notFound();
      if (row.status === 'approved') return;
      if (row.status !== 'failed')
        throw new AppError('CONFLICT', `This refund is ${row.status}; only a failed refund can be retried.`);
      const approved = await repo.updateRefund(tx, id, { status: 'approved', updatedAt: ctx.now() });
      await holdAgainForRetry(tx, approved);
    });
  } catch (error) {
    if (pgConstraintOf(error) === 'refund_requests_live_payment_unique')
      throw new AppError('CONFLICT', 'Another refund of this payment is already under way.');
    throw error;
  }
  await finishRefund(ctx, id);
  return { refund: await adminViewOf(ctx.db, id) };
}

type Bucket = { key: string; count: number; amountCents: number };

function bucketsBy<T>(rows: T[], key: (r: T) => string, amount: (r: T) => number, keys: readonly string[]) {
  const map = new Map<string, Bucket>(keys.map((k) => [k, { key: k, count: 0, amountCents: 0 }]));
  for (const r of rows) {
    const b = map.get(key(r)) ?? { key: key(r), count: 0, amountCents: 0 };
    b.count++;
    b.amountCents += amount(r);
    map.set(b.key, b);
  }
  return [...map.values()];
}

/** The refund figures of the last 8 weeks, computed from the rows (nothing is sampled or made up). */
export async function refundAnalytics(ctx: AppContext): Promise<RefundAnalytics> {
  const now = ctx.now();
  const weeks = lastWeeks(now, WEEKS);
  const since = weeks[0]!;
  const [rows, paid] = await Promise.all([
    repo.refundFigures(ctx.db, since),
    repo.paidSeatTimes(ctx.db, since),
  ]);
  const amount = (r: (typeof rows)[number]) => r.amountCents;
  const decided = rows.filter((r) => r.kind === 'support' && r.decidedAt);
  const approved = decided.filter((r) => r.status !== 'declined');
  const refunded = rows.filter((r) => r.status === 'refunded');
  // The index of the week holding `d` (-1 before the first).
  const weekOf = (d: Date) => weeks.filter((w) => d.getTime() >= w.getTime()).length - 1;
  const perWeek = weeks.map((w) => ({
    weekStart: w.toISOString(),
    requests: 0,
    refunded: 0,
    refundedCents: 0,
    paidSeats: 0,
  }));
  for (const r of rows) {
    const i = weekOf(r.createdAt);
    if (i >= 0) perWeek[i]!.requests++;
    if (r.status === 'refunded' && r.refundedAt) {
      const j = weekOf(r.refundedAt);
      if (j >= 0) {
        perWeek[j]!.refunded++;
        perWeek[j]!.refundedCents += r.amountCents;
      }
    }
  }
  for (const p of paid) {
    const i = weekOf(p.createdAt);
    if (i >= 0) perWeek[i]!.paidSeats++;
  }
  const refundedSeats = new Set(refunded.map((r) => r.seatId).filter(Boolean)).size;
  return {
    currency: 'EUR',
    total: { count: rows.length, amountCents: rows.reduce((s, r) => s + r.amountCents, 0) },
    byStatus: bucketsBy(rows, (r) => r.status, amount, [
      'requested',
      'approved',
      'refunded',
      'declined',
      'failed',
    ]),
    byKind: bucketsBy(rows, (r) => r.kind, amount, REFUND_KINDS),
    byDestination: bucketsBy(rows, (r) => r.destination, amount, REFUND_DESTINATIONS),
    approvalRate: decided.length ? approved.length / decided.length : null,
    medianDecisionSeconds: median(
      decided.map((r) => Math.round((r.decidedAt!.getTime() - r.createdAt.getTime()) / 1000)),
    ),
    paidSeats: paid.length,
    refundedSeats,
    refundShare: paid.length ? refundedSeats / paid.length : null,
    weeks: perWeek,
  };
}
