import { z } from 'zod';
import { defineContract } from './define.ts';
import { refundsRoutes } from './routes.ts';

/**
 * How a refund came (issue 12, SPEC.md 9): by the cancellation rules, by a support decision, or as the
 * withdrawal of credit points bought within 14 days and not used (ADR 038).
 */
export const REFUND_KINDS = ['automatic', 'support', 'withdrawal'] as const;
/** Back to the card, or as credit points (100 points = 1 EUR, usable at checkout). */
export const REFUND_DESTINATIONS = ['card', 'credit'] as const;
/** requested → approved → refunded | failed; requested → declined. */
export const REFUND_STATUSES = ['requested', 'approved', 'refunded', 'declined', 'failed'] as const;
/**
 * What the rules allow for a paid booking now: `automatic` (2 hours or more before the start),
 * `support` (inside 2 hours, or up to 24 hours after the end), `too_late` (later than that),
 * `taken` (a refund of it is already asked for or made).
 */
export const REFUND_OPTIONS = ['automatic', 'support', 'too_late', 'taken'] as const;
export type RefundOption = (typeof REFUND_OPTIONS)[number];
export const REFUND_REASON_MAX = 1000;
/**
 * Whether a credit-point top-up can be withdrawn (refunded to the way it was paid) now: `available`;
 * `taken` (a refund of it is under way or made); `disputed` (the payer's bank took it back or disputes
 * it); `refunded` (our team refunded it in the payment provider's dashboard); `unpaid` (its payment
 * has not succeeded); `too_late` (bought more than 14 days ago); `used` (the
 * learner no longer holds as many points as it bought).
 */
export const WITHDRAWAL_OPTIONS = [
  'available',
  'taken',
  'disputed',
  'refunded',
  'unpaid',
  'too_late',
  'used',
] as const;
export type WithdrawalOption = (typeof WITHDRAWAL_OPTIONS)[number];

const sessionSchema = z.object({
  skill: z.object({ id: z.string(), name: z.string() }),
  tutorName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const refundViewSchema = z.object({
  id: z.string(),
  paymentId: z.string(),
  seatId: z.string().nullable(),
  kind: z.enum(REFUND_KINDS),
  destination: z.enum(REFUND_DESTINATIONS),
  status: z.enum(REFUND_STATUSES),
  /** What comes back in all: the card part and the credit points the payment used. */
  amountCents: z.number().int(),
  currency: z.string(),
  reason: z.string(),
  decisionReason: z.string().nullable(),
  failureMessage: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  session: sessionSchema.nullable(),
});
export type RefundView = z.infer<typeof refundViewSchema>;

export const refundableBookingSchema = z.object({
  paymentId: z.string(),
  seatId: z.string(),
  session: sessionSchema,
  /** The card part and the credit points part of the payment. */
  cardCents: z.number().int(),
  pointsCents: z.number().int(),
  currency: z.string(),
  option: z.enum(REFUND_OPTIONS),
  /** Until when a support request is honoured (24 hours after the end). */
  supportUntil: z.string(),
});
export type RefundableBooking = z.infer<typeof refundableBookingSchema>;

export const withdrawableTopUpSchema = z.object({
  paymentId: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  boughtAt: z.string(),
  option: z.enum(WITHDRAWAL_OPTIONS),
  /** The last moment of the 14 days. */
  withdrawUntil: z.string(),
  /** The newest refund of this top-up, whatever its state. */
  refund: refundViewSchema.nullable(),
});
export type WithdrawableTopUp = z.infer<typeof withdrawableTopUpSchema>;

export const adminRefundViewSchema = refundViewSchema.extend({
  learner: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  cardCents: z.number().int(),
  pointsCents: z.number().int(),
  failureCode: z.string().nullable(),
});
export type AdminRefundView = z.infer<typeof adminRefundViewSchema>;

const bucket = z.object({ key: z.string(), count: z.number().int(), amountCents: z.number().int() });

export const refundAnalyticsSchema = z.object({
  currency: z.string(),
  total: z.object({ count: z.number().int(), amountCents: z.number().int() }),
  byStatus: z.array(bucket),
  byKind: z.array(bucket),
  byDestination: z.array(bucket),
  /** Approved (or refunded) support requests over decided ones; null with none decided. */
  approvalRate: z.number().nullable(),
  /** Median seconds from a support request to its decision; null with none decided. */
  medianDecisionSeconds: z.number().nullable(),
  paidSeats: z.number().int(),
  refundedSeats: z.number().int(),
  /** Refunded seats over paid seats; null with no paid seats. */
  refundShare: z.number().nullable(),
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      requests: z.number().int(),
      refunded: z.number().int(),
      refundedCents: z.number().int(),
      paidSeats: z.number().int(),
    }),
  ),
});
export type RefundAnalytics = z.infer<typeof refundAnalyticsSchema>;

const reason = z.string().trim().max(REFUND_REASON_MAX, `At most ${REFUND_REASON_MAX} characters.`);

const refundAnswer = z.object({ refund: refundViewSchema });
const adminAnswer = z.object({ refund: adminRefundViewSchema });
const idParams = z.object({ id: z.uuid() });

export const refundsContracts = {
  refundableBookings: defineContract({
    ...refundsRoutes.refundableBookings,
    input: z.object({}),
    output: z.object({ bookings: z.array(refundableBookingSchema) }),
    summary: "The learner's paid bookings, each with what the refund rules allow now (SPEC.md 9).",
    tags: ['refunds'],
  }),
  myRefunds: defineContract({
    ...refundsRoutes.myRefunds,
    input: z.object({}),
    output: z.object({ refunds: z.array(refundViewSchema) }),
    summary: "The learner's refund requests with their status and decision.",
    tags: ['refunds'],
  }),
  requestRefund: defineContract({
    ...refundsRoutes.requestRefund,
    input: z.object({
      paymentId: z.uuid('Choose a booking.'),
      destination: z.enum(REFUND_DESTINATIONS),
      /** Required when the rules send the request to support; optional otherwise. */
      reason: reason.optional(),
    }),
    output: refundAnswer,
    summary:
      'Asks for a refund of a paid booking (Idempotency-Key required): automatic 2 hours or more before the start, else a support request, honoured when made within 24 hours of the end.',
    tags: ['refunds'],
  }),
  withdrawableTopUps: defineContract({
    ...refundsRoutes.withdrawableTopUps,
    input: z.object({}),
    output: z.object({ topUps: z.array(withdrawableTopUpSchema) }),
    summary:
      "The learner's last 20 credit-point top-ups, each with whether it can be withdrawn now (14 days, points not used) and its refund.",
    tags: ['refunds'],
  }),
  withdrawTopUp: defineContract({
    ...refundsRoutes.withdrawTopUp,
    input: z.object({ paymentId: z.uuid('Choose a top-up.') }),
    output: refundAnswer,
    summary:
      'Withdraws a credit-point top-up within 14 days (Idempotency-Key required): its points leave the balance and its payment is refunded to the way it was paid.',
    tags: ['refunds'],
  }),
  adminRefunds: defineContract({
    ...refundsRoutes.adminRefunds,
    input: z.object({
      status: z.enum(REFUND_STATUSES).optional(),
      kind: z.enum(REFUND_KINDS).optional(),
      destination: z.enum(REFUND_DESTINATIONS).optional(),
      q: z.string().trim().max(100).optional(),
    }),
    output: z.object({ refunds: z.array(adminRefundViewSchema) }),
    summary: 'Refunds by status, kind and destination, newest first (payments:manage).',
    tags: ['refunds'],
  }),
  approveRefund: defineContract({
    ...refundsRoutes.approveRefund,
    params: idParams,
    input: z.object({}),
    output: adminAnswer,
    summary: 'Approves a support request and refunds it (Idempotency-Key required).',
    tags: ['refunds'],
  }),
  declineRefund: defineContract({
    ...refundsRoutes.declineRefund,
    params: idParams,
    input: z.object({ reason: reason.min(3, 'Give the learner a reason (at least 3 characters).') }),
    output: adminAnswer,
    summary: 'Declines a support request with a reason the learner reads.',
    tags: ['refunds'],
  }),
  retryRefund: defineContract({
    ...refundsRoutes.retryRefund,
    params: idParams,
    input: z.object({}),
    output: adminAnswer,
    summary: 'Retries a refund whose provider call failed (Idempotency-Key required).',
    tags: ['refunds'],
  }),
  refundAnalytics: defineContract({
    ...refundsRoutes.refundAnalytics,
    input: z.object({}),
    output: refundAnalyticsSchema,
    summary:
      'Refund figures from the rows: by status, kind, destination, approval rate, time to decision, weeks.',
    tags: ['refunds'],
  }),
};
