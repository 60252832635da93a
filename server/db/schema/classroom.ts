import { sql } from 'drizzle-orm';
import { bigserial, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { tutoringSessions } from './booking.ts';

/**
 * Classroom signals too large for a PostgreSQL NOTIFY payload (8000 bytes; a browser's video offer
 * can come near it): the relay stores the message here and notifies its id; every node reads it by
 * id. Rows older than a few minutes are of no use and are deleted as new ones come (ADR 035).
 */
export const classroomSignals = pgTable(
  'classroom_signals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payload: text('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('classroom_signals_created_idx').on(t.createdAt)],
);

/**
 * What the people of a session's classroom wrote to the room while it was open (ADR 042). Kept with
 * the session, so whoever joins later reads what was said, and so a conversation with children can be
 * looked at afterwards; contact details are removed before a line is stored, as in messages.
 */
export const classroomMessages = pgTable(
  'classroom_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('classroom_messages_session_idx').on(t.sessionId, t.createdAt),
    check('classroom_messages_body_check', sql`length(${t.body}) between 1 and 1000`),
  ],
);
