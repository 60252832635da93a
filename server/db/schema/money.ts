import { sql } from 'drizzle-orm';
import {
  bigint,
  uniqueIndex,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The money area (issue 12, ADR 026). Amounts are integer cents (bigint) with an ISO 4217 currency.
 * Migration 0018 adds by hand what Drizzle cannot declare: triggers that refuse UPDATE, DELETE and
 * TRUNCATE on the ledger's two tables, and a deferred constraint trigger that refuses to commit a
 * transaction whose entries do not sum to zero per currency. The database is the last word.
 */

/**
 * One account of the double-entry ledger. Learners own a wallet and credit points, tutors a payable;
 * platform accounts (revenue, provider clearing, refunds, vouchers, VAT) have no owner. One account
 * per kind, owner and currency.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('ledger_accounts_kind_owner_currency_unique').on(t.kind, t.ownerId, t.currency).nullsNotDistinct(),
    // The target of the entries' composite key: an entry's currency is always its account's.
    unique('ledger_accounts_id_currency_unique').on(t.id, t.currency),
    index('ledger_accounts_owner_idx').on(t.ownerId),
    check('ledger_accounts_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'ledger_accounts_kind_check',
      sql`${t.kind} in ('learner_wallet','learner_credit_points','tutor_payable','platform_revenue','platform_provider_clearing','platform_refunds','platform_vouchers','platform_vat','platform_payouts_in_transit','platform_points_held')`,
    ),
    check('ledger_accounts_owner_check', sql`(${t.kind} like 'platform_%') = (${t.ownerId} is null)`),
  ],
);

/**
 * One ledger transaction: what happened and why. Append-only; a correction is a new transaction that
 * `reverses` this one (at most once: the unique constraint decides a race between two reversals).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    /** What the money moved for, e.g. `payment:<id>`; free text for the reader of the ledger. */
    reference: text('reference'),
    memo: text('memo'),
    reverses: uuid('reverses'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ name: 'ledger_transactions_reverses_fk', columns: [t.reverses], foreignColumns: [t.id] }),
    unique('ledger_transactions_reverses_unique').on(t.reverses),
    index('ledger_transactions_reference_idx').on(t.reference),
    check('ledger_transactions_not_self_check', sql`${t.reverses} is null or ${t.reverses} <> ${t.id}`),
  ],
);

/** One leg of a transaction: signed cents on one account (debit positive, credit negative). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    foreignKey({
      name: 'ledger_entries_account_fk',
      columns: [t.accountId, t.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }).onDelete('restrict'),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    index('ledger_entries_account_idx').on(t.accountId),
  ],
);

/**
 * Idempotency keys of money-moving POSTs (ADR 026): the first request with a key takes it in flight;
 * its answer is stored with it, in the same transaction as the effect where the route can; a retry
 * with the same key and body gets the stored answer. In the database, so every node sees it.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    state: text('state').notNull(),
    responseStatus: smallint('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the key was last taken in flight: a request older than the lease lost its node. */
    lockedAt: timestamp('locked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    check('idempotency_keys_state_check', sql`${t.state} in ('in_flight','done')`),
    check('idempotency_keys_done_check', sql`(${t.state} = 'done') = (${t.responseStatus} is not null)`),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * Our record of a payment at the provider: what it is for, how much, and where it stands. It moves
 * forward only (processing → requires_action → succeeded | failed), and its ledger transaction is
 * posted exactly once, when it first reads succeeded (the unique ledger_transaction_id).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    purpose: text('purpose').notNull(),
    /** What is paid for, by purpose: a seat's id for a checkout; null for a wallet top-up. */
    reference: text('reference'),
    /** The client's Idempotency-Key: a retry finds this payment, and the provider call reuses it. */
    idempotencyKey: text('idempotency_key'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    /** The 3-D Secure page to open while the status is requires_action. */
    nextActionUrl: text('next_action_url'),
    ledgerTransactionId: uuid('ledger_transaction_id').references(() => ledgerTransactions.id),
    /**
     * What the payer owes split by source (a seat checkout): the one-time platform access fee included
     * in it, a voucher's discount taken off, and the part paid with credit points. `amountCents` is
     * what the card (or other method) pays: list price + access fee - discount - points.
     */
    accessFeeCents: bigint('access_fee_cents', { mode: 'number' }).notNull().default(0),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull().default(0),
    pointsCents: bigint('points_cents', { mode: 'number' }).notNull().default(0),
    voucherId: uuid('voucher_id'),
    /** The ledger transaction that set the credit points aside while the card part is under way. */
    pointsHoldTransactionId: uuid('points_hold_transaction_id').references(() => ledgerTransactions.id),
    /** The payment method's kind: card, sepa_debit, ideal, bancontact, or credit_points alone. */
    methodKind: text('method_kind').notNull().default('card'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    unique('payments_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('payments_reference_idx').on(t.purpose, t.reference),
    // One live payment per thing paid for: a second checkout of the same seat cannot start while one
    // is under way or has succeeded, whatever key it comes with.
    uniqueIndex('payments_live_reference_unique')
      .on(t.purpose, t.reference)
      .where(sql`${t.reference} is not null and ${t.status} <> 'failed'`),
    unique('payments_ledger_transaction_unique').on(t.ledgerTransactionId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check(
      'payments_amount_check',
      sql`${t.amountCents} >= 0 and ${t.pointsCents} >= 0 and ${t.accessFeeCents} >= 0 and ${t.discountCents} >= 0 and ${t.amountCents} + ${t.pointsCents} > 0`,
    ),
    unique('payments_points_hold_unique').on(t.pointsHoldTransactionId),
    // A voucher is redeemed by one live payment at most.
    uniqueIndex('payments_live_voucher_unique')
      .on(t.voucherId)
      .where(sql`${t.voucherId} is not null and ${t.status} <> 'failed'`),
    check(
      'payments_method_kind_check',
      sql`${t.methodKind} in ('card','sepa_debit','ideal','bancontact','credit_points')`,
    ),
    check('payments_currency_check', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'payments_status_check',
      sql`${t.status} in ('processing','requires_action','requires_capture','succeeded','failed')`,
    ),
    check('payments_ledger_check', sql`(${t.status} = 'succeeded') = (${t.ledgerTransactionId} is not null)`),
  ],
);

/**
 * Webhook events received, by the provider's event id: stored in the same transaction as their
 * effect, so a duplicate delivery finds its id taken and does nothing.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'payment_events_pk', columns: [t.provider, t.eventId] }),
    index('payment_events_payment_idx').on(t.providerPaymentId),
  ],
);

/**
 * The built-in sandbox provider's own state (its "servers"), in the database because the app runs on
 * several nodes. A payment method is what a card becomes when the browser hands it to the provider
 * (Stripe.js does this for Stripe): only its brand, last four digits and expiry are kept.
 */
export const sandboxPaymentMethods = pgTable('sandbox_payment_methods', {
  id: text('id').primaryKey(),
  /** card, sepa_debit, ideal or bancontact (common/contracts/payments.ts PAYMENT_METHOD_KINDS). */
  type: text('type').notNull().default('card'),
  /** A card's brand; for the others their type again. */
  brand: text('brand').notNull(),
  /** A card's or an IBAN's last four digits; empty for the bank redirects. */
  last4: text('last4').notNull(),
  /** Cards only. */
  expMonth: smallint('exp_month'),
  expYear: smallint('exp_year'),
  /** iDEAL: the bank chosen. */
  bank: text('bank'),
  /** SEPA Direct Debit and Bancontact: the account holder. */
  holderName: text('holder_name'),
  /**
   * What it does when charged: succeed, decline:<code>, challenge (3-D Secure), redirect (the bank's
   * page), debit (processing, then succeeds) or debit_fail:<code> (processing, then fails).
   */
  behaviour: text('behaviour').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sandboxPaymentIntents = pgTable(
  'sandbox_payment_intents',
  {
    id: text('id').primaryKey(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    paymentMethodId: text('payment_method_id')
      .notNull()
      .references(() => sandboxPaymentMethods.id),
    status: text('status').notNull(),
    /** `manual`: an approved payment waits in requires_capture until captured or cancelled. */
    captureMethod: text('capture_method').notNull().default('automatic'),
    /** The caller's idempotency key: a second create with it answers the first intent (Stripe's rule). */
    idempotencyKey: text('idempotency_key').notNull().unique('sandbox_payment_intents_idempotency_unique'),
    /** The secret of the 3-D Secure page, known only to whoever created the intent. */
    challengeToken: text('challenge_token'),
    lastErrorCode: text('last_error_code'),
    lastErrorMessage: text('last_error_message'),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sandbox_payment_intents_method_idx').on(t.paymentMethodId),
    check(
      'sandbox_payment_intents_status_check',
      sql`${t.status} in ('processing','requires_action','requires_capture','succeeded','failed','canceled')`,
    ),
  ],
);

/** Events the sandbox sends to our webhook (each twice, out of order on purpose), with their tally. */
export const sandboxEvents = pgTable(
  'sandbox_events',
  {
    id: text('id').primaryKey(),
    intentId: text('intent_id')
      .notNull()
      .references(() => sandboxPaymentIntents.id),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    deliveries: integer('deliveries').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_events_intent_idx').on(t.intentId)],
);

/**
 * Receipts (ADR 028): a payment's receipt number, given once, the first time its receipt is made,
 * and the same on every later download. Numbers run from 1 in each calendar year (UTC) without gaps:
 * they are taken from the year's counter row, locked by the UPDATE until the receipt commits, so a
 * rolled-back issue gives its number back and two concurrent issues wait for each other.
 */
export const receipts = pgTable(
  'receipts',
  {
    paymentId: uuid('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'restrict' }),
    year: smallint('year').notNull(),
    number: integer('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('receipts_year_number_unique').on(t.year, t.number),
    check('receipts_number_check', sql`${t.number} > 0`),
  ],
);

/** The last receipt number given in each year; its row is the lock that keeps numbers gapless. */
export const receiptCounters = pgTable('receipt_counters', {
  year: smallint('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * The one-time platform access fee (SPEC.md 9: 5 EUR at the first booking): one row per learner, made
 * in the transaction in which the payment that carried the fee succeeds, so it is charged once.
 */
export const accessFees = pgTable('access_fees', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  paymentId: uuid('payment_id')
    .notNull()
    .unique('access_fees_payment_unique')
    .references(() => payments.id),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payer's bank or card issuer taking a payment back (a dispute; for SEPA Direct Debit a chargeback,
 * which cannot be contested). When the money is withdrawn the `chargeback` ledger transaction takes
 * back what the payment gave (credit points, wallet credit, or the platform's revenue for a seat), once
 * per dispute whatever the webhooks do; a dispute won gives it back by reversing that transaction.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerDisputeId: text('provider_dispute_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    /** open (the money is withdrawn while it is decided), lost, or won (the money came back). */
    status: text('status').notNull(),
    chargebackTransactionId: uuid('chargeback_transaction_id').references(() => ledgerTransactions.id),
    reinstatedTransactionId: uuid('reinstated_transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('payment_disputes_provider_unique').on(t.provider, t.providerDisputeId),
    index('payment_disputes_payment_idx').on(t.paymentId),
    check('payment_disputes_status_check', sql`${t.status} in ('open','lost','won')`),
    check('payment_disputes_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * A refund made at the payment provider outside the product: an operator refunding in Stripe's
 * dashboard. Its webhook (`charge.refunded`, `refund.*`) says a payment's refunds changed; we list
 * them at the provider and record each one the product did not make, once (the unique provider id):
 * the `provider_refund` ledger transaction takes back what the payment bought, as a chargeback does.
 * A recorded refund that later fails at the provider is reversed (`reversed_transaction_id`).
 */
export const providerRefunds = pgTable(
  'provider_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    providerRefundId: text('provider_refund_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** succeeded (the money went back to the payer) or failed (it came back to us afterwards). */
    status: text('status').notNull(),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    reversedTransactionId: uuid('reversed_transaction_id').references(() => ledgerTransactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('provider_refunds_provider_unique').on(t.provider, t.providerRefundId),
    index('provider_refunds_payment_idx').on(t.paymentId),
    index('provider_refunds_created_idx').on(t.createdAt),
    check('provider_refunds_status_check', sql`${t.status} in ('succeeded','failed')`),
    check('provider_refunds_amount_check', sql`${t.amountCents} > 0`),
    check(
      'provider_refunds_reversed_check',
      sql`(${t.status} = 'failed') = (${t.reversedTransactionId} is not null)`,
    ),
  ],
);
