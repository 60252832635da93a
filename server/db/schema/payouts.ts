import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tutoringSessions } from './booking.ts';
import { ledgerTransactions } from './money.ts';

/**
 * Where a tutor is paid: an IBAN (checked with its checksum) or a PayPal address, or, when Stripe is
 * the provider, the tutor's Stripe Connect account (ADR 044), which takes payouts once Stripe says so.
 */
export const tutorPayoutMethods = pgTable(
  'tutor_payout_methods',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** Electronic format (no spaces, upper case). */
    iban: text('iban'),
    bic: text('bic'),
    accountHolder: text('account_holder'),
    paypalEmail: text('paypal_email'),
    /** A provider's own account for the tutor (Stripe Connect), when the provider needs one. */
    providerAccountId: text('provider_account_id'),
    /** The provider lets the account receive payouts (Stripe: `payouts_enabled`), as last heard. */
    providerReady: boolean('provider_ready').notNull().default(false),
    /** What the provider still needs from the tutor (Stripe: `requirements.currently_due`), as last heard. */
    providerDue: text('provider_due').array().notNull().default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutor_payout_methods_kind_check', sql`${t.kind} in ('iban','paypal','stripe_account')`),
    check(
      'tutor_payout_methods_fields_check',
      sql`(${t.kind} = 'iban' and ${t.iban} is not null and ${t.accountHolder} is not null) or (${t.kind} = 'paypal' and ${t.paypalEmail} is not null) or (${t.kind} = 'stripe_account' and ${t.providerAccountId} is not null)`,
    ),
    uniqueIndex('tutor_payout_methods_account_unique').on(t.providerAccountId),
  ],
);

/** One weekly run: the week (Monday to Sunday, Europe/Berlin) whose completed sessions it pays. */
export const payoutBatches = pgTable(
  'payout_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payout_batches_period_unique').on(t.periodStart),
    check('payout_batches_period_check', sql`${t.periodEnd} > ${t.periodStart}`),
  ],
);

/**
 * One tutor's payout in a batch. pending (made, not yet sent) → in_transit (held in the ledger and
 * sent to the provider) → paid | failed; a failed one can be retried (back to in_transit with a new
 * hold) or cancelled (its earnings wait for the next batch).
 */
export const tutorPayouts = pgTable(
  'tutor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => payoutBatches.id, { onDelete: 'restrict' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    methodKind: text('method_kind').notNull(),
    /** The destination as shown to people: a masked IBAN or the PayPal address. */
    destinationLabel: text('destination_label').notNull(),
    provider: text('provider').notNull(),
    providerPayoutId: text('provider_payout_id'),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    holdTransactionId: uuid('hold_transaction_id').references(() => ledgerTransactions.id),
    settleTransactionId: uuid('settle_transaction_id')
      .unique('tutor_payouts_settle_unique')
      .references(() => ledgerTransactions.id),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    unique('tutor_payouts_batch_tutor_unique').on(t.batchId, t.tutorId),
    unique('tutor_payouts_provider_unique').on(t.provider, t.providerPayoutId),
    check('tutor_payouts_amount_check', sql`${t.amountCents} > 0`),
    check(
      'tutor_payouts_status_check',
      sql`${t.status} in ('pending','in_transit','paid','failed','cancelled')`,
    ),
    check('tutor_payouts_paid_check', sql`(${t.status} = 'paid') = (${t.settleTransactionId} is not null)`),
    index('tutor_payouts_tutor_idx').on(t.tutorId, t.createdAt),
    index('tutor_payouts_status_idx').on(t.status),
  ],
);

/**
 * Tutor earnings and weekly payouts (issue 12). A completed session earns its tutor the platform's
 * rate (12 EUR, SPEC.md 9) once: one row per session, with the ledger transaction that credited the
 * tutor's payable. A weekly batch pays the previous week's earnings: each tutor's payout first moves
 * the money from their payable to "payouts in transit" (the hold), and only when the provider
 * confirms it to the provider clearing account; a failed payout reverses its hold.
 */
export const tutorEarnings = pgTable(
  'tutor_earnings',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => tutoringSessions.id, { onDelete: 'restrict' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** When the session was taught (its start): the payout week is read from it. */
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique('tutor_earnings_ledger_unique')
      .references(() => ledgerTransactions.id),
    /** The payout that paid it; null while it waits (or after a payout that failed and was cancelled). */
    payoutId: uuid('payout_id').references(() => tutorPayouts.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('tutor_earnings_amount_check', sql`${t.amountCents} > 0`),
    index('tutor_earnings_tutor_idx').on(t.tutorId, t.earnedAt),
    index('tutor_earnings_payout_idx').on(t.payoutId),
    index('tutor_earnings_unpaid_idx').on(t.earnedAt).where(sql`${t.payoutId} is null`),
  ],
);

/** The sandbox provider's payouts (its "servers"), with the events it sends about them. */
export const sandboxPayouts = pgTable('sandbox_payouts', {
  id: text('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('sandbox_payouts_idempotency_unique'),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  currency: text('currency').notNull(),
  destination: text('destination').notNull(),
  status: text('status').notNull(),
  failureCode: text('failure_code'),
  failureMessage: text('failure_message'),
  metadata: jsonb('metadata').notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
