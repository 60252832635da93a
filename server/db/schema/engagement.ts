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
import { users } from './accounts.ts';

/** Join-form and B2B leads. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    userType: text('user_type').notNull(),
    source: text('source').notNull(),
    language: text('language').notNull().default('en'),
    visitorId: text('visitor_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_email_idx').on(t.email), index('leads_created_idx').on(t.createdAt)],
);

/** One row per choice a visitor or user made in the cookie banner (GDPR Art. 7(1): demonstrable consent). */
export const cookieConsents = pgTable(
  'cookie_consents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    analytics: boolean('analytics').notNull(),
    marketing: boolean('marketing').notNull(),
    preferences: boolean('preferences').notNull(),
    performance: boolean('performance').notNull(),
    source: text('source').notNull(),
    policyVersion: text('policy_version').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cookie_consents_visitor_idx').on(t.visitorId, t.createdAt),
    index('cookie_consents_user_idx').on(t.userId, t.createdAt),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('open'),
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    index('support_tickets_user_idx').on(t.userId),
  ],
);

/** Exit-intent and other offers: a real campaign with a real end. */
export const campaigns = pgTable('campaigns', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull().default('exit_intent'),
  name: text('name').notNull(),
  message: text('message').notNull(),
  creditPoints: integer('credit_points').notNull().default(0),
  discountPercent: integer('discount_percent').notNull().default(0),
  exclusivity: text('exclusivity').notNull().default(''),
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

/** First-party analytics: only stored when the visitor consented to analytics. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitorId: text('visitor_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    properties: jsonb('properties').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('analytics_events_name_idx').on(t.name, t.createdAt),
    index('analytics_events_user_idx').on(t.userId),
  ],
);

/** Machine translations kept per text and target language (SPEC.md 3). */
export const translationCache = pgTable(
  'translation_cache',
  {
    sourceHash: text('source_hash').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceText: text('source_text').notNull(),
    translatedText: text('translated_text').notNull(),
    provider: text('provider').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.targetLanguage] })],
);

/** Platform switches (psychology features, …) as JSON values by key. */
export const platformSettings = pgTable('platform_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Health samples recorded by a job; uptime shown to users is computed from these. */
export const healthSamples = pgTable(
  'health_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ok: boolean('ok').notNull(),
    takenAt: timestamp('taken_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_samples_taken_idx').on(t.takenAt)],
);
