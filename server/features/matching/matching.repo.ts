import { and, asc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  groupProposals,
  learnerProfiles,
  learnerSkillProfiles,
  matchRequests,
  proposalMembers,
  sessionSeats,
  skills,
  tutoringSessions,
  users,
} from '../../db/schema/index.ts';
import { shortName } from '../../db/short-name.ts';

/** A learner's live request for a skill is made or kept (one per learner and skill). */
export async function ensureRequest(ex: Executor, learnerId: string, skillId: string, now: Date) {
  await ex
    .insert(matchRequests)
    .values({ learnerId, skillId, createdAt: now, updatedAt: now })
    .onConflictDoNothing();
}

/**
 * Serialises matching runs of one skill across nodes: a transaction-scoped advisory lock, taken
 * before the waiting requests are read, so two runs never propose the same learner twice.
 */
export async function lockSkill(ex: Executor, skillId: string) {
  await ex.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`matching:${skillId}`}, 0))`);
}

/** The waiting learners of a skill with their profiles, oldest request first. */
export async function waitingLearners(ex: Executor, skillId: string) {
  return ex
    .select({
      requestId: matchRequests.id,
      learnerId: matchRequests.learnerId,
      createdAt: matchRequests.createdAt,
      timeZone: users.timeZone,
      level: learnerSkillProfiles.level,
      goals: learnerSkillProfiles.goals,
      ageBand: learnerProfiles.ageBand,
      languages: learnerProfiles.languages,
      availability: learnerProfiles.availability,
      pace: learnerProfiles.pace,
      style: learnerProfiles.style,
    })
    .from(matchRequests)
    .innerJoin(users, eq(users.id, matchRequests.learnerId))
    .innerJoin(
      learnerSkillProfiles,
      and(
        eq(learnerSkillProfiles.userId, matchRequests.learnerId),
        eq(learnerSkillProfiles.skillId, skillId),
      ),
    )
    .innerJoin(learnerProfiles, eq(learnerProfiles.userId, matchRequests.learnerId))
    .where(and(eq(matchRequests.skillId, skillId), eq(matchRequests.status, 'waiting')))
    .orderBy(asc(matchRequests.createdAt), asc(matchRequests.id));
}

/** The skills with learners waiting (for the scheduled sweep). */
export async function skillsWithWaiting(ex: Executor) {
  const rows = await ex
    .selectDistinct({ skillId: matchRequests.skillId })
    .from(matchRequests)
    .where(eq(matchRequests.status, 'waiting'));
  return rows.map((r) => r.skillId);
}

/**
 * Open 3:1 groups of a skill starting after `from`, with the profiles of the learners seated in them
 * and of those proposed a seat there who have not answered yet: their seats are spoken for.
 */
export async function openGroupsOfSkill(ex: Executor, skillId: string, from: Date, now: Date) {
  const sessions = await ex
    .select({
      id: tutoringSessions.id,
      tutorId: tutoringSessions.tutorId,
      startsAt: tutoringSessions.startsAt,
      level: tutoringSessions.level,
      language: tutoringSessions.language,
    })
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.skillId, skillId),
        eq(tutoringSessions.format, 'group'),
        eq(tutoringSessions.status, 'open'),
        gt(tutoringSessions.startsAt, from),
        lt(tutoringSessions.seatsHeld, 3),
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt))
    .limit(500);
  if (sessions.length === 0) return [];
  const seats = await ex
    .select({
      sessionId: sessionSeats.sessionId,
      learnerId: sessionSeats.learnerId,
      level: learnerSkillProfiles.level,
      languages: learnerProfiles.languages,
      ageBand: learnerProfiles.ageBand,
      pace: learnerProfiles.pace,
      style: learnerProfiles.style,
    })
    .from(sessionSeats)
    .leftJoin(
      learnerSkillProfiles,
      and(eq(learnerSkillProfiles.userId, sessionSeats.learnerId), eq(learnerSkillProfiles.skillId, skillId)),
    )
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, sessionSeats.learnerId))
    .where(
      and(
        inArray(
          sessionSeats.sessionId,
          sessions.map((s) => s.id),
        ),
        inArray(sessionSeats.status, ['held', 'confirmed']),
      ),
    );
  const pending = await ex
    .select({
      sessionId: sql<string>`${groupProposals.sessionId}`,
      learnerId: proposalMembers.learnerId,
      level: learnerSkillProfiles.level,
      languages: learnerProfiles.languages,
      ageBand: learnerProfiles.ageBand,
      pace: learnerProfiles.pace,
      style: learnerProfiles.style,
    })
    .from(proposalMembers)
    .innerJoin(groupProposals, eq(groupProposals.id, proposalMembers.proposalId))
    .leftJoin(
      learnerSkillProfiles,
      and(
        eq(learnerSkillProfiles.userId, proposalMembers.learnerId),
        eq(learnerSkillProfiles.skillId, skillId),
      ),
    )
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, proposalMembers.learnerId))
    .where(
      and(
        inArray(
          groupProposals.sessionId,
          sessions.map((s) => s.id),
        ),
        eq(groupProposals.status, 'proposed'),
        gt(groupProposals.expiresAt, now),
        eq(proposalMembers.response, 'pending'),
      ),
    );
  return sessions.map((s) => ({
    ...s,
    members: [...seats, ...pending].filter((m) => m.sessionId === s.id),
  }));
}

/** Tutor hours already taken (sessions not cancelled) in [from, to). */
export async function tutorBusy(ex: Executor, tutorIds: string[], from: Date, to: Date) {
  if (tutorIds.length === 0) return [];
  return ex
    .select({ tutorId: tutoringSessions.tutorId, startsAt: tutoringSessions.startsAt })
    .from(tutoringSessions)
    .where(
      and(
        inArray(tutoringSessions.tutorId, tutorIds),
        ne(tutoringSessions.status, 'cancelled'),
        gt(tutoringSessions.endsAt, from),
        lt(tutoringSessions.startsAt, to),
      ),
    );
}

/** Hours a tutor was proposed for and that still wait for answers (no session may take them meanwhile). */
export async function proposedTimes(ex: Executor, tutorId: string, from: Date, to: Date, now: Date) {
  return ex
    .select({ startsAt: groupProposals.startsAt })
    .from(groupProposals)
    .where(
      and(
        eq(groupProposals.tutorId, tutorId),
        eq(groupProposals.status, 'proposed'),
        gt(groupProposals.expiresAt, now),
        gt(groupProposals.startsAt, new Date(from.getTime() - 3600_000)),
        lt(groupProposals.startsAt, to),
      ),
    );
}

/** Proposals still open for a tutor (they count against the tutor's capacity in the next run). */
export async function openProposalCounts(ex: Executor, tutorIds: string[], now: Date) {
  if (tutorIds.length === 0) return new Map<string, number>();
  const rows = await ex
    .select({ tutorId: groupProposals.tutorId, n: sql<number>`count(*)::int` })
    .from(groupProposals)
    .where(
      and(
        inArray(groupProposals.tutorId, tutorIds),
        eq(groupProposals.status, 'proposed'),
        gt(groupProposals.expiresAt, now),
      ),
    )
    .groupBy(groupProposals.tutorId);
  return new Map(rows.map((r) => [r.tutorId, r.n]));
}

export async function createProposal(
  ex: Executor,
  values: typeof groupProposals.$inferInsert,
  members: { requestId: string; learnerId: string }[],
) {
  const [row] = await ex.insert(groupProposals).values(values).returning({ id: groupProposals.id });
  const id = (row as { id: string }).id;
  await ex.insert(proposalMembers).values(members.map((m) => ({ ...m, proposalId: id })));
  await ex
    .update(matchRequests)
    .set({ status: 'proposed', updatedAt: values.createdAt ?? new Date() })
    .where(
      and(
        inArray(
          matchRequests.id,
          members.map((m) => m.requestId),
        ),
        eq(matchRequests.status, 'waiting'),
      ),
    );
  return id;
}

/** A learner's proposals that still wait for them, with the group's tutor and skill. */
export async function proposalsOf(ex: Executor, learnerId: string, now: Date) {
  return ex
    .select({
      id: groupProposals.id,
      skillId: groupProposals.skillId,
      skillName: skills.name,
      tutorId: groupProposals.tutorId,
      tutorName: shortName,
      sessionId: groupProposals.sessionId,
      startsAt: groupProposals.startsAt,
      level: groupProposals.level,
      language: groupProposals.language,
      parts: groupProposals.parts,
      expiresAt: groupProposals.expiresAt,
      tutorResponse: groupProposals.tutorResponse,
      response: proposalMembers.response,
      others: sql<number>`(select count(*)::int from proposal_members o where o.proposal_id = ${groupProposals.id} and o.learner_id <> ${learnerId})`,
    })
    .from(proposalMembers)
    .innerJoin(groupProposals, eq(groupProposals.id, proposalMembers.proposalId))
    .innerJoin(skills, eq(skills.id, groupProposals.skillId))
    .innerJoin(users, eq(users.id, groupProposals.tutorId))
    .where(
      and(
        eq(proposalMembers.learnerId, learnerId),
        eq(proposalMembers.response, 'pending'),
        eq(groupProposals.status, 'proposed'),
        gt(groupProposals.expiresAt, now),
      ),
    )
    .orderBy(asc(groupProposals.startsAt));
}

/** A learner's place in each skill's queue: requests waiting before theirs, and when theirs began. */
export async function waitlistOf(ex: Executor, learnerId: string) {
  return ex
    .select({
      skillId: matchRequests.skillId,
      skillName: skills.name,
      since: matchRequests.createdAt,
      ahead: sql<number>`(select count(*)::int from match_requests w where w.skill_id = ${matchRequests.skillId} and w.status = 'waiting' and (w.created_at, w.id) < (${matchRequests.createdAt}, ${matchRequests.id}))`,
      formedLast28Days: sql<number>`(select count(*)::int from group_proposals g where g.skill_id = ${matchRequests.skillId} and g.created_at > now() - interval '28 days')`,
    })
    .from(matchRequests)
    .innerJoin(skills, eq(skills.id, matchRequests.skillId))
    .where(and(eq(matchRequests.learnerId, learnerId), eq(matchRequests.status, 'waiting')))
    .orderBy(asc(matchRequests.createdAt));
}

export async function memberForUpdate(ex: Executor, proposalId: string, learnerId: string) {
  const [row] = await ex
    .select({
      response: proposalMembers.response,
      requestId: proposalMembers.requestId,
      status: groupProposals.status,
      expiresAt: groupProposals.expiresAt,
      skillId: groupProposals.skillId,
      tutorId: groupProposals.tutorId,
      startsAt: groupProposals.startsAt,
      level: groupProposals.level,
      language: groupProposals.language,
    })
    .from(proposalMembers)
    .innerJoin(groupProposals, eq(groupProposals.id, proposalMembers.proposalId))
    .where(and(eq(proposalMembers.proposalId, proposalId), eq(proposalMembers.learnerId, learnerId)))
    .for('update', { of: proposalMembers });
  return row ?? null;
}

export async function answerMember(
  ex: Executor,
  proposalId: string,
  learnerId: string,
  response: 'accepted' | 'declined',
  seatId: string | null,
  now: Date,
) {
  const rows = await ex
    .update(proposalMembers)
    .set({ response, seatId, respondedAt: now })
    .where(
      and(
        eq(proposalMembers.proposalId, proposalId),
        eq(proposalMembers.learnerId, learnerId),
        eq(proposalMembers.response, 'pending'),
      ),
    )
    .returning({ requestId: proposalMembers.requestId });
  return rows[0] ?? null;
}

export async function setRequestStatus(
  ex: Executor,
  requestId: string,
  status: 'waiting' | 'matched',
  now: Date,
) {
  await ex.update(matchRequests).set({ status, updatedAt: now }).where(eq(matchRequests.id, requestId));
}

/** Closes a proposal once nobody is left to answer it. */
export async function closeIfAnswered(ex: Executor, proposalId: string) {
  await ex
    .update(groupProposals)
    .set({ status: 'closed' })
    .where(
      and(
        eq(groupProposals.id, proposalId),
        sql`not exists (select 1 from proposal_members m where m.proposal_id = ${groupProposals.id} and m.response = 'pending')`,
      ),
    );
}

/**
 * Lapsed proposals of a skill: learners who did not answer are marked expired and wait again, and
 * the proposal closes. Those who accepted keep their seats.
 */
export async function expireProposals(ex: Executor, skillId: string, now: Date) {
  const lapsed = await ex
    .update(groupProposals)
    .set({ status: 'closed' })
    .where(
      and(
        eq(groupProposals.skillId, skillId),
        eq(groupProposals.status, 'proposed'),
        lt(groupProposals.expiresAt, now),
      ),
    )
    .returning({ id: groupProposals.id });
  await releasePending(
    ex,
    lapsed.map((p) => p.id),
    now,
  );
}

/**
 * Members of closing proposals who had not answered: their answer lapses and they wait again, in
 * their old place (the request keeps its created_at). Answers the learners released.
 */
export async function releasePending(ex: Executor, proposalIds: string[], now: Date) {
  if (proposalIds.length === 0) return [];
  const members = await ex
    .update(proposalMembers)
    .set({ response: 'expired', respondedAt: now })
    .where(and(inArray(proposalMembers.proposalId, proposalIds), eq(proposalMembers.response, 'pending')))
    .returning({ requestId: proposalMembers.requestId, learnerId: proposalMembers.learnerId });
  if (members.length === 0) return members;
  await ex
    .update(matchRequests)
    .set({ status: 'waiting', updatedAt: now })
    .where(
      and(
        inArray(
          matchRequests.id,
          members.map((m) => m.requestId),
        ),
        eq(matchRequests.status, 'proposed'),
      ),
    );
  return members;
}

/** A new group's proposal learns its session once the first learner's seat opened it. */
export async function attachSession(ex: Executor, proposalId: string, seatId: string) {
  await ex
    .update(groupProposals)
    .set({
      sessionId: sql`(select ${sessionSeats.sessionId} from ${sessionSeats} where ${sessionSeats.id} = ${seatId})`,
    })
    .where(and(eq(groupProposals.id, proposalId), sql`${groupProposals.sessionId} is null`));
}
