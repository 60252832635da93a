import { aliasedTable, and, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { LIVE_REFUND_STATUSES } from './refunds.policy.ts';
import {
  accessFees,
  payments,
  refundRequests,
  sessionSeats,
  skills,
  tutoringSessions,
  users,
} from '../../db/schema/index.ts';

export type RefundRow = typeof refundRequests.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const LIVE = [...LIVE_REFUND_STATUSES];
const tutors = aliasedTable(users, 'tutor');
const learners = aliasedTable(users, 'learner');

/** The session a seat payment was for, as the learner and the admin read it. */
const sessionColumns = {
  seatId: sessionSeats.id,
  seatStatus: sessionSeats.status,
  startsAt: tutoringSessions.startsAt,
  endsAt: tutoringSessions.endsAt,
  skillId: skills.id,
  skillName: skills.name,
  tutorFirstName: tutors.firstName,
  tutorLastName: tutors.lastName,
};

/** A seat payment's reference is its seat id as text. */
const seatOfPayment = sql`${sessionSeats.id}::text = ${payments.reference}`;

/** Locks a payment for the length of the caller's transaction: refunds of one payment take turns. */
export async function lockPayment(tx: Executor, id: string) {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update').limit(1);
  return row ?? null;
}

export async function findPayment(ex: Executor, id: string) {
  const [row] = await ex.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row ?? null;
}

export async function findPaidSeatPaymentBySeat(ex: Executor, seatId: string) {
  const [row] = await ex
    .select()
    .from(payments)
    .where(and(eq(payments.purpose, 'seat'), eq(payments.reference, seatId)))
    .orderBy(desc(payments.createdAt));
  return row ?? null;
}

/** The seat and session behind a seat payment (the seat row is locked for the refund's transaction). */
export async function seatOfSeatPayment(tx: Executor, seatId: string) {
  const [row] = await tx
    .select({ ...sessionColumns, learnerId: sessionSeats.learnerId })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .where(eq(sessionSeats.id, seatId))
    .limit(1);
  return row ?? null;
}

export async function liveRefundOf(ex: Executor, paymentId: string) {
  const [row] = await ex
    .select()
    .from(refundRequests)
    .where(and(eq(refundRequests.paymentId, paymentId), inArray(refundRequests.status, LIVE)))
    .limit(1);
  return row ?? null;
}

/** Inserts a refund unless the payment already has a live one (the partial unique index decides). */
export async function insertRefund(tx: Executor, values: typeof refundRequests.$inferInsert) {
  const [row] = await tx.insert(refundRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function lockRefund(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(refundRequests)
    .where(eq(refundRequests.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

export async function findRefund(ex: Executor, id: string) {
  const [row] = await ex.select().from(refundRequests).where(eq(refundRequests.id, id)).limit(1);
  return row ?? null;
}

export async function updateRefund(tx: Executor, id: string, set: Partial<RefundRow>) {
  const [row] = await tx.update(refundRequests).set(set).where(eq(refundRequests.id, id)).returning();
  return row!;
}

/** A refunded first booking is as if never booked: the next booking charges the access fee again. */
export async function deleteAccessFee(tx: Executor, userId: string, paymentId: string) {
  await tx.delete(accessFees).where(and(eq(accessFees.userId, userId), eq(accessFees.paymentId, paymentId)));
}

/**
 * The learner's succeeded seat payments whose seat is still confirmed and not refunded, of sessions
 * ending after `endedAfter`, with a refund waiting on each if any; soonest session first.
 */
export async function paidSeatsOfLearner(ex: Executor, learnerId: string, endedAfter: Date) {
  return ex
    .select({
      payment: payments,
      ...sessionColumns,
      liveRefundId: refundRequests.id,
    })
    .from(payments)
    .innerJoin(sessionSeats, seatOfPayment)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .innerJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .leftJoin(
      refundRequests,
      and(eq(refundRequests.paymentId, payments.id), inArray(refundRequests.status, LIVE)),
    )
    .where(
      and(
        eq(payments.userId, learnerId),
        eq(payments.purpose, 'seat'),
        eq(payments.status, 'succeeded'),
        eq(sessionSeats.learnerId, learnerId),
        // A refunded booking is no longer a paid one; one waiting for a decision still shows.
        eq(sessionSeats.status, 'confirmed'),
        sql`(${refundRequests.status} is null or ${refundRequests.status} <> 'refunded')`,
        gte(tutoringSessions.endsAt, endedAfter),
      ),
    )
    .orderBy(tutoringSessions.startsAt)
    .limit(100);
}

/** Refunds with their payment, learner and session; filtered for the admin or one learner. */
export async function listRefunds(
  ex: Executor,
  filter: {
    id?: string;
    learnerId?: string;
    status?: string;
    kind?: string;
    destination?: string;
    q?: string;
  },
  limit = 200,
): Promise<ListedRefund[]> {
  const q = filter.q ? `%${filter.q.replace(/[%_\\]/g, '\\$&')}%` : null;
  return ex
    .select({
      refund: refundRequests,
      cardCents: payments.amountCents,
      pointsCents: payments.pointsCents,
      learnerFirstName: learners.firstName,
      learnerLastName: learners.lastName,
      learnerEmail: learners.email,
      ...sessionColumns,
    })
    .from(refundRequests)
    .innerJoin(payments, eq(payments.id, refundRequests.paymentId))
    .innerJoin(learners, eq(learners.id, refundRequests.learnerId))
    .leftJoin(sessionSeats, eq(sessionSeats.id, refundRequests.seatId))
    .leftJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .leftJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .leftJoin(tutors, eq(tutors.id, tutoringSessions.tutorId))
    .where(
      and(
        filter.id ? eq(refundRequests.id, filter.id) : undefined,
        filter.learnerId ? eq(refundRequests.learnerId, filter.learnerId) : undefined,
        filter.status ? eq(refundRequests.status, filter.status) : undefined,
        filter.kind ? eq(refundRequests.kind, filter.kind) : undefined,
        filter.destination ? eq(refundRequests.destination, filter.destination) : undefined,
        q
          ? or(
              ilike(learners.email, q),
              ilike(sql`${learners.firstName} || ' ' || ${learners.lastName}`, q),
              ilike(skills.name, q),
            )
          : undefined,
      ),
    )
    .orderBy(desc(refundRequests.createdAt))
    .limit(limit);
}
/** One listed refund (written out: drizzle infers never[] for this mix of aliased joins). */
export interface ListedRefund {
  refund: RefundRow;
  cardCents: number;
  pointsCents: number;
  learnerFirstName: string;
  learnerLastName: string;
  learnerEmail: string;
  seatId: string | null;
  seatStatus: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  skillId: string | null;
  skillName: string | null;
  tutorFirstName: string | null;
  tutorLastName: string | null;
}

/** Approved refunds left unfinished since `before` (a crash between the provider call and the ledger). */
export async function staleApproved(ex: Executor, before: Date, limit: number) {
  return ex
    .select({ id: refundRequests.id })
    .from(refundRequests)
    .where(and(eq(refundRequests.status, 'approved'), lt(refundRequests.updatedAt, before)))
    .orderBy(refundRequests.updatedAt)
    .limit(limit);
}

/** Every refund's figures since `since`, for the analytics (computed in the service from rows). */
export async function refundFigures(ex: Executor, since: Date) {
  return ex
    .select({
      status: refundRequests.status,
      kind: refundRequests.kind,
      destination: refundRequests.destination,
      amountCents: refundRequests.amountCents,
      currency: refundRequests.currency,
      seatId: refundRequests.seatId,
      createdAt: refundRequests.createdAt,
      decidedAt: refundRequests.decidedAt,
      refundedAt: refundRequests.refundedAt,
    })
    .from(refundRequests)
    .where(gte(refundRequests.createdAt, since));
}

/** When each succeeded seat payment since `since` was made. */
export async function paidSeatTimes(ex: Executor, since: Date) {
  return ex
    .select({ createdAt: payments.createdAt })
    .from(payments)
    .where(
      and(eq(payments.purpose, 'seat'), eq(payments.status, 'succeeded'), gte(payments.createdAt, since)),
    );
}

/** The learner's last credit-point top-ups, newest first. */
export async function topUpsOf(ex: Executor, learnerId: string, limit: number) {
  return ex
    .select()
    .from(payments)
    .where(and(eq(payments.userId, learnerId), eq(payments.purpose, 'points_top_up')))
    .orderBy(desc(payments.createdAt))
    .limit(limit);
}
