import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { groupProposals, proposalMembers, skills, tutorDeclinedSlots } from '../../db/schema/index.ts';

/** The tutor's proposals still open, soonest first, with how many learners were asked and took a seat. */
export async function openProposalsOfTutor(ex: Executor, tutorId: string, now: Date) {
  return ex
    .select({
      id: groupProposals.id,
      skillId: groupProposals.skillId,
      skillName: skills.name,
      sessionId: groupProposals.sessionId,
      startsAt: groupProposals.startsAt,
      level: groupProposals.level,
      language: groupProposals.language,
      tutorResponse: groupProposals.tutorResponse,
      expiresAt: groupProposals.expiresAt,
      asked: sql<number>`(select count(*)::int from proposal_members m where m.proposal_id = ${groupProposals.id})`,
      accepted: sql<number>`(select count(*)::int from proposal_members m where m.proposal_id = ${groupProposals.id} and m.response = 'accepted')`,
    })
    .from(groupProposals)
    .innerJoin(skills, eq(skills.id, groupProposals.skillId))
    .where(
      and(
        eq(groupProposals.tutorId, tutorId),
        eq(groupProposals.status, 'proposed'),
        gt(groupProposals.expiresAt, now),
      ),
    )
    .orderBy(asc(groupProposals.startsAt));
}

export async function lockProposal(ex: Executor, id: string) {
  const [row] = await ex
    .select()
    .from(groupProposals)
    .where(eq(groupProposals.id, id))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** The proposal's members, locked: a learner accepting at this moment waits, or has already. */
export async function lockMembers(ex: Executor, proposalId: string) {
  return ex.select().from(proposalMembers).where(eq(proposalMembers.proposalId, proposalId)).for('update');
}

export async function setTutorResponse(ex: Executor, id: string, response: 'confirmed' | 'declined') {
  await ex
    .update(groupProposals)
    .set({ tutorResponse: response, ...(response === 'declined' ? { status: 'closed' } : {}) })
    .where(eq(groupProposals.id, id));
}

export async function declineSlot(ex: Executor, row: typeof tutorDeclinedSlots.$inferInsert) {
  await ex.insert(tutorDeclinedSlots).values(row).onConflictDoNothing();
}

/** Each tutor's declined weekly hours for the skill. */
export async function declinedSlots(ex: Executor, skillId: string) {
  const rows = await ex
    .select({ tutorId: tutorDeclinedSlots.tutorId, slot: tutorDeclinedSlots.slot })
    .from(tutorDeclinedSlots)
    .where(eq(tutorDeclinedSlots.skillId, skillId));
  const byTutor = new Map<string, Set<number>>();
  for (const r of rows) byTutor.set(r.tutorId, (byTutor.get(r.tutorId) ?? new Set()).add(r.slot));
  return byTutor;
}
