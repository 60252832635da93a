import { Temporal } from 'temporal-polyfill';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { notify } from '../notifications/index.ts';
import { declinedSlots } from './tutor-proposals.repo.ts';
import { tutorsOfSkill } from './candidates.repo.ts';
import { formGroups } from './engine/form-groups.ts';
import type {
  AgeBand,
  LearnerInput,
  MatchingInstance,
  OpenGroupInput,
  TutorInput,
} from './engine/instance.ts';
import { allowedBands, levelRange, utcOffsetHours } from './matches.service.ts';
import * as runRepo from './matching.repo.ts';
import { dayPartsToUtcHours, windowsToUtcHours } from './weekly-hours.ts';

/** New groups a tutor is proposed per run, less those still waiting for answers. */
export const TUTOR_GROUPS_PER_RUN = 3;
/** Learners have this long to accept a proposed group. */
export const PROPOSAL_HOURS = 48;
/** A proposed new group's first session is at least this far ahead, so everyone can answer first. */
const FIRST_SESSION_AFTER_MS = PROPOSAL_HOURS * 3600_000;
const HOUR_MS = 3600_000;
const SESSION_LEVEL = [
  'beginner',
  'beginner',
  'intermediate',
  'intermediate',
  'advanced',
  'advanced',
] as const;
/** A seated learner without a profile counts at the lower level of the session's band. */
const LEVEL_OF_SESSION = { beginner: 0, intermediate: 2, advanced: 4 } as const;

const hourOfWeek = (d: Date) => {
  const z = Temporal.Instant.fromEpochMilliseconds(d.getTime()).toZonedDateTimeISO('UTC');
  return (z.dayOfWeek - 1) * 24 + z.hour;
};

/** The first instant at UTC hour-of-week `slot` at or after `from`, on the hour. */
export function nextOccurrence(slot: number, from: Date): Date {
  const start = Math.ceil(from.getTime() / HOUR_MS) * HOUR_MS;
  const at = hourOfWeek(new Date(start));
  const ahead = (slot - at + 168) % 168;
  return new Date(start + ahead * HOUR_MS);
}

export interface RunOutcome {
  proposals: number;
  learnersPlaced: number;
  learnersWaiting: number;
}

/**
 * One matching run for a skill, in one transaction under the skill's advisory lock: lapsed
 * proposals return their learners to the queue, the waiting learners, the skill's verified tutors
 * and its open groups become an engine instance, and each group formed or filled becomes a proposal
 * that its learners and tutor are told about.
 */
export async function runForSkill(ctx: AppContext, skillId: string): Promise<RunOutcome> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await runRepo.lockSkill(tx, skillId);
    await runRepo.expireProposals(tx, skillId, now);
    const waiting = await runRepo.waitingLearners(tx, skillId);
    if (waiting.length === 0) return { proposals: 0, learnersPlaced: 0, learnersWaiting: 0 };
    const instance = await buildInstance(tx, skillId, waiting, now);
    // Bounded work inside the run's transaction; the benchmark measures the engine's full search.
    const result = formGroups(instance.input, { seed: 1, maxRounds: 60 });
    const byRequest = new Map(waiting.map((w) => [w.requestId, w]));
    let proposals = 0;
    let placed = 0;
    for (const group of result.groups) {
      const members = group.learnerIds.map((id) => byRequest.get(id) as (typeof waiting)[number]);
      const open = group.openGroupId ? instance.sessions.get(group.openGroupId) : undefined;
      const startsAt = open
        ? open.startsAt
        : await firstFreeOccurrence(
            tx,
            group.tutorId,
            group.slot,
            new Date(now.getTime() + FIRST_SESSION_AFTER_MS),
            now,
          );
      if (!startsAt) continue;
      const lowest = Math.min(...members.map((m) => m.level));
      const expiresAt = new Date(
        Math.min(now.getTime() + PROPOSAL_HOURS * HOUR_MS, startsAt.getTime() - 2 * HOUR_MS),
      );
      const id = await runRepo.createProposal(
        tx,
        {
          skillId,
          tutorId: group.tutorId,
          sessionId: open?.id ?? null,
          startsAt,
          level: open?.level ?? SESSION_LEVEL[lowest] ?? 'advanced',
          language: group.language,
          score: group.score,
          parts: group.parts,
          // The tutor already teaches an open group; a new one waits for their answer.
          tutorResponse: open ? 'confirmed' : 'pending',
          expiresAt,
          createdAt: now,
        },
        members.map((m) => ({ requestId: m.requestId, learnerId: m.learnerId })),
      );
      for (const m of members)
        await notify(ctx, tx, {
          userId: m.learnerId,
          kind: 'group_proposed',
          params: { skillId, startsAt: startsAt.toISOString() },
          link: `/learner-dashboard#proposal-${id}`,
        });
      await notify(ctx, tx, {
        userId: group.tutorId,
        kind: 'group_proposed_tutor',
        params: { skillId, startsAt: startsAt.toISOString(), count: members.length },
        link: '/tutor-dashboard-enhanced#tutor-proposals',
      });
      proposals++;
      placed += members.length;
    }
    return { proposals, learnersPlaced: placed, learnersWaiting: waiting.length - placed };
  });
}

/** The first weekly occurrence of the slot in the next four weeks at which the tutor teaches nothing. */
async function firstFreeOccurrence(tx: Executor, tutorId: string, slot: number, from: Date, now: Date) {
  const first = nextOccurrence(slot, from);
  const weeks = [0, 1, 2, 3].map((w) => new Date(first.getTime() + w * 168 * HOUR_MS));
  const until = new Date((weeks[3] as Date).getTime() + HOUR_MS);
  const taken = [
    ...(await runRepo.tutorBusy(tx, [tutorId], first, until)),
    ...(await runRepo.proposedTimes(tx, tutorId, first, until, now)),
  ];
  return (
    weeks.find((w) => !taken.some((b) => Math.abs(b.startsAt.getTime() - w.getTime()) < HOUR_MS)) ?? null
  );
}

async function buildInstance(
  tx: Executor,
  skillId: string,
  waiting: Awaited<ReturnType<typeof runRepo.waitingLearners>>,
  now: Date,
) {
  const learners: LearnerInput[] = [];
  for (const w of waiting) {
    if (!w.ageBand || w.languages.length === 0) continue;
    learners.push({
      id: w.requestId,
      skill: skillId,
      level: w.level,
      ageBand: w.ageBand as AgeBand,
      languages: w.languages.slice(0, 8),
      slots: dayPartsToUtcHours(w.availability, w.timeZone, now),
      ...(w.pace ? { pace: w.pace as LearnerInput['pace'] } : {}),
      ...(w.style ? { style: w.style as LearnerInput['style'] } : {}),
      goals: w.goals.slice(0, 10),
      utcOffset: utcOffsetHours(w.timeZone, now),
    });
  }
  const candidates = await tutorsOfSkill(tx, skillId, 500);
  // Hours at which a tutor declined a new group of this skill are not offered again.
  const declined = await declinedSlots(tx, skillId);
  const pending = await runRepo.openProposalCounts(
    tx,
    candidates.map((c) => c.id),
    now,
  );
  const tutors: TutorInput[] = [];
  for (const c of candidates) {
    const range = levelRange(c.levels);
    const ageBands = allowedBands(c.clearedForMinors, c.ageBands);
    if (!range || c.languages.length === 0 || ageBands.length === 0) continue;
    tutors.push({
      id: c.id,
      skills: [{ skill: skillId, ...range }],
      languages: c.languages.slice(0, 8),
      slots: windowsToUtcHours(c.windows, c.timeZone, now).filter((s) => !declined.get(c.id)?.has(s)),
      ageBands,
      capacity: Math.max(0, TUTOR_GROUPS_PER_RUN - (pending.get(c.id) ?? 0)),
      ...(c.reviewCount > 0 ? { rating: c.ratingMean } : {}),
      ...(c.style ? { style: c.style as TutorInput['style'] } : {}),
      utcOffset: utcOffsetHours(c.timeZone, now),
    });
  }
  const tutorIds = new Set(tutors.map((t) => t.id));
  // Open groups far enough ahead that a learner can still answer and take the seat.
  const groups = await runRepo.openGroupsOfSkill(tx, skillId, new Date(now.getTime() + 24 * HOUR_MS), now);
  const sessions = new Map<string, (typeof groups)[number]>();
  const openGroups: OpenGroupInput[] = [];
  for (const g of groups) {
    if (!tutorIds.has(g.tutorId) || g.members.length === 0 || g.members.length > 2) continue;
    const bands = new Set(g.members.map((m) => m.ageBand ?? 'adult'));
    if (bands.size !== 1) continue;
    sessions.set(g.id, g);
    openGroups.push({
      id: g.id,
      tutorId: g.tutorId,
      skill: skillId,
      ageBand: [...bands][0] as AgeBand,
      language: g.language,
      slot: hourOfWeek(g.startsAt),
      members: g.members.map((m) => ({
        id: m.learnerId,
        level: m.level ?? LEVEL_OF_SESSION[g.level as keyof typeof LEVEL_OF_SESSION] ?? 0,
        languages: m.languages?.length ? m.languages.slice(0, 8) : [g.language],
        ...(m.pace ? { pace: m.pace as LearnerInput['pace'] } : {}),
        ...(m.style ? { style: m.style as LearnerInput['style'] } : {}),
      })),
    });
  }
  const input: MatchingInstance = { learners, tutors, openGroups };
  return { input, sessions };
}
