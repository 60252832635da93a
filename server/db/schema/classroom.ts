import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
