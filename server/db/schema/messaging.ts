import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tutorProfiles } from './catalog.ts';

/**
 * A learner's conversation with a tutor, started by the booking page's Message (issue 10). One per
 * learner and tutor: a second first message continues it. The full messaging screens come later;
 * tutors answer on their dashboard, learners read the answers on theirs.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('conversations_pair_unique').on(t.learnerId, t.tutorId),
    index('conversations_tutor_idx').on(t.tutorId, t.lastMessageAt),
    index('conversations_learner_idx').on(t.learnerId, t.lastMessageAt),
    check('conversations_not_self_check', sql`${t.learnerId} <> ${t.tutorId}`),
  ],
);

/** One message, as stored after contact details were taken out (messaging.policy.ts). */
export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    check('messages_body_check', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
