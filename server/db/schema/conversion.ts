import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
