import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** Exit-intent and other offers: a real campaign with a real end. */
export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull().default('exit_intent'),
  name: text('name').notNull(),
  message: text('message').notNull(),
  creditPoints: integer('credit_points').notNull().default(0),
  discountPercent: integer('discount_percent').notNull().default(0),
  exclusivity: text('exclusivity').notNull().default(''),
  /**
   * Where the catalogues translate this campaign's texts (seedContent.campaigns.<textKey>.message and
   * .exclusivity); null for a campaign written in one language only.
   */
  textKey: text('text_key'),
  urgency: text('urgency').notNull().default('medium'),
  /** Seconds a visitor has to claim once the offer is shown. */
  claimWindowSeconds: integer('claim_window_seconds').notNull().default(600),
  voucherValidDays: integer('voucher_valid_days').notNull().default(30),
  sweepstakeLimit: integer('sweepstake_limit'),
  sweepstakeEmail: text('sweepstake_email'),
  active: boolean('active').notNull().default(true),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An offer shown to one visitor: its deadline is fixed when shown, so the countdown is real. */
export const campaignImpressions = pgTable(
  'campaign_impressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    visitorId: text('visitor_id').notNull(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull().defaultNow(),
    claimDeadline: timestamp('claim_deadline', { withTimezone: true }).notNull(),
    outcome: text('outcome'),
  },
  (t) => [
    index('campaign_impressions_campaign_idx').on(t.campaignId, t.shownAt),
    index('campaign_impressions_visitor_idx').on(t.visitorId),
  ],
);

export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    campaignId: uuid('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    visitorId: text('visitor_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    creditPoints: integer('credit_points').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vouchers_campaign_idx').on(t.campaignId),
    index('vouchers_user_idx').on(t.userId),
    uniqueIndex('vouchers_campaign_visitor_idx').on(t.campaignId, t.visitorId),
  ],
);

export const sweepstakeEntries = pgTable(
  'sweepstake_entries',
  {
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.email] })],
);

/** Platform switches (psychology features, …) as JSON values by key. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
