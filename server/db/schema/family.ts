import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * A code a parent or guardian makes on their dashboard and gives their child, who enters it signed in
 * to their own learner account (PRODUCT.md H). Both sides act: the adult by making the code, the child
 * by entering it; nobody can claim a child by typing an email address. Only the code's SHA-256 is
 * kept (the adult sees the code once); single use, valid for seven days.
 */
export const familyInvitations = pgTable(
  'family_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_invitations_code_unique').on(t.codeHash),
    index('family_invitations_guardian_idx').on(t.guardianId, t.createdAt),
  ],
);

/**
 * A parent or guardian follows a learner: the child's conversations with tutors are readable by them
 * (issue 10). At most one live link per pair; ending one keeps the row (ended_at) as a record.
 */
export const familyLinks = pgTable(
  'family_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    guardianId: uuid('guardian_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    childId: uuid('child_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitationId: uuid('invitation_id').references(() => familyInvitations.id, { onDelete: 'set null' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('family_links_live_unique').on(t.guardianId, t.childId).where(sql`${t.endedAt} is null`),
    index('family_links_child_idx').on(t.childId).where(sql`${t.endedAt} is null`),
    check('family_links_not_self_check', sql`${t.guardianId} <> ${t.childId}`),
  ],
);
