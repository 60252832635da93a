import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { ledgerTransactions, payments } from './money.ts';

/**
 * A learner's refund of a paid booking (issue 12). `kind` says how it came: `automatic` when the
 * cancellation rules of SPEC.md 9 allow it (cancelled 2 hours or more before the start), `support`
 * when it needs a person (inside 2 hours or after the session, honoured when asked within 24 hours),
 * `withdrawal` for credit points bought and not used, taken back within 14 days (ADR 038).
 * `destination`: back to the card (a provider refund and the reversal of the payment's ledger
 * transaction) or as wallet credit. At most one live refund per payment (a partial unique index),
 * and its ledger transaction is posted once (the unique ledger_transaction_id).
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The seat the payment was for (null for other purposes). */
    seatId: uuid('seat_id'),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    destination: text('destination').notNull(),
    /** requested → approved → refunded | failed; requested → declined. */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    providerRefundId: text('provider_refund_id'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    /** A withdrawal's points, set aside while the card is refunded (released if the refund fails). */
    pointsHoldTransactionId: uuid('points_hold_transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refund_requests_kind_check', sql`${t.kind} in ('automatic','support','withdrawal')`),
    check('refund_requests_destination_check', sql`${t.destination} in ('card','credit')`),
    check(
      'refund_requests_status_check',
      sql`${t.status} in ('requested','approved','refunded','declined','failed')`,
    ),
    check('refund_requests_amount_check', sql`${t.amountCents} > 0`),
    check(
      'refund_requests_ledger_check',
      sql`(${t.status} = 'refunded') = (${t.ledgerTransactionId} is not null)`,
    ),
    unique('refund_requests_ledger_unique').on(t.ledgerTransactionId),
    uniqueIndex('refund_requests_live_payment_unique')
      .on(t.paymentId)
      .where(sql`${t.status} in ('requested','approved','refunded')`),
    index('refund_requests_learner_idx').on(t.learnerId, t.createdAt),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
  ],
);
