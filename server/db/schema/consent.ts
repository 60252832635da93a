import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

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
