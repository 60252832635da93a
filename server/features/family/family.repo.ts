import { and, asc, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { familyInvitations, familyLinks, users } from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

export async function insertInvitation(
  ex: Executor,
  row: { guardianId: string; codeHash: string; createdAt: Date; expiresAt: Date },
) {
  const [inserted] = await ex.insert(familyInvitations).values(row).returning();
  return inserted!;
}

/** The adult's codes that can still be entered: not used, not withdrawn, not expired. */
const openOf = (guardianId: string, now: Date) =>
  and(
    eq(familyInvitations.guardianId, guardianId),
    isNull(familyInvitations.usedAt),
    isNull(familyInvitations.withdrawnAt),
    gt(familyInvitations.expiresAt, now),
  );

/** The adult's codes that can still be entered, newest first. */
export const openInvitations = (ex: Executor, guardianId: string, now: Date) =>
  ex
    .select({
      id: familyInvitations.id,
      createdAt: familyInvitations.createdAt,
      expiresAt: familyInvitations.expiresAt,
    })
    .from(familyInvitations)
    .where(openOf(guardianId, now))
    .orderBy(desc(familyInvitations.createdAt));

/**
 * Serialises one adult's code-making (two requests at once cannot both pass the open-codes limit):
 * a lock on their user row for the transaction.
 */
export const lockGuardian = (ex: Executor, guardianId: string) =>
  ex
    .select({ id: users.id, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, guardianId))
    .for('update');

export async function withdrawInvitation(ex: Executor, guardianId: string, id: string, now: Date) {
  const rows = await ex
    .update(familyInvitations)
    .set({ withdrawnAt: now })
    .where(
      and(
        eq(familyInvitations.id, id),
        eq(familyInvitations.guardianId, guardianId),
        isNull(familyInvitations.usedAt),
        isNull(familyInvitations.withdrawnAt),
      ),
    )
    .returning({ id: familyInvitations.id });
  return rows.length > 0;
}

export async function invitationByHash(ex: Executor, codeHash: string) {
  const [row] = await ex.select().from(familyInvitations).where(eq(familyInvitations.codeHash, codeHash));
  return row ?? null;
}

/** Uses the code once: compare-and-swap, so two children entering it at once cannot both win. */
export async function useInvitation(ex: Executor, id: string, childId: string, now: Date) {
  const rows = await ex
    .update(familyInvitations)
    .set({ usedAt: now, usedBy: childId })
    .where(
      and(
        eq(familyInvitations.id, id),
        isNull(familyInvitations.usedAt),
        isNull(familyInvitations.withdrawnAt),
        gt(familyInvitations.expiresAt, now),
      ),
    )
    .returning({ id: familyInvitations.id });
  return rows.length > 0;
}

/** A live link made, or null when the two are linked already (the live-pair unique index decides). */
export async function insertLink(
  ex: Executor,
  row: { guardianId: string; childId: string; invitationId: string; linkedAt: Date },
) {
  const [inserted] = await ex
    .insert(familyLinks)
    .values(row)
    .onConflictDoNothing({
      target: [familyLinks.guardianId, familyLinks.childId],
      where: sql`${familyLinks.endedAt} is null`,
    })
    .returning();
  return inserted ?? null;
}

/** The adult's live links with each child's short name, oldest first. */
export const childrenOf = (ex: Executor, guardianId: string) =>
  ex
    .select({
      guardianId: familyLinks.guardianId,
      childId: familyLinks.childId,
      endedAt: familyLinks.endedAt,
      linkedAt: familyLinks.linkedAt,
      name: shortName,
    })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.childId))
    .where(and(eq(familyLinks.guardianId, guardianId), isNull(familyLinks.endedAt)))
    .orderBy(asc(familyLinks.linkedAt));

/** The learner's live links with each adult's short name, oldest first. */
export const guardiansOf = (ex: Executor, childId: string) =>
  ex
    .select({ id: users.id, name: shortName, linkedAt: familyLinks.linkedAt })
    .from(familyLinks)
    .innerJoin(users, eq(users.id, familyLinks.guardianId))
    .where(and(eq(familyLinks.childId, childId), isNull(familyLinks.endedAt)))
    .orderBy(asc(familyLinks.linkedAt));

export async function endLink(ex: Executor, guardianId: string, childId: string, now: Date) {
  const rows = await ex
    .update(familyLinks)
    .set({ endedAt: now })
    .where(
      and(
        eq(familyLinks.guardianId, guardianId),
        eq(familyLinks.childId, childId),
        isNull(familyLinks.endedAt),
      ),
    )
    .returning({ id: familyLinks.id });
  return rows.length > 0;
}

export async function nameOf(ex: Executor, userId: string) {
  const [row] = await ex.select({ name: shortName }).from(users).where(eq(users.id, userId));
  return row?.name ?? '';
}

/** How many codes the adult has open (the limit of FAMILY.openInvitations). */
export async function openInvitationCount(ex: Executor, guardianId: string, now: Date) {
  const [row] = await ex.select({ n: count() }).from(familyInvitations).where(openOf(guardianId, now));
  return row?.n ?? 0;
}
