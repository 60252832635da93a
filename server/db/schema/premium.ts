import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * Premium (SPEC.md 9: 6 EUR per month). A subscription's current period is paid by a payment of
 * purpose `premium` whose reference is `<subscription id>:<period start>`, so a period is charged once
 * (payments' live-reference index) however often the renewal job runs. One live subscription per user.
 */
export const premiumSubscriptions = pgTable(
  'premium_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** active → past_due (a renewal failed; retried) → ended; cancelled = ends at the period's end. */
    status: text('status').notNull(),
    /** The provider's saved payment method, charged again at each renewal. */
    paymentMethodId: text('payment_method_id').notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'premium_subscriptions_status_check',
      sql`${t.status} in ('incomplete','active','past_due','ended')`,
    ),
    check('premium_subscriptions_period_check', sql`${t.currentPeriodEnd} > ${t.currentPeriodStart}`),
    uniqueIndex('premium_subscriptions_live_unique').on(t.userId).where(sql`${t.status} <> 'ended'`),
    index('premium_subscriptions_renewal_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active','past_due')`),
  ],
);
