import type {
  GroupHealthView,
  RegroupSuggestion,
  RegroupingView,
} from '../../../common/contracts/matching.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { skillNamesIn } from '../../i18n/catalogue.ts';
import { moveSeat } from '../booking/index.ts';
import { notify } from '../notifications/index.ts';
import { tutorsOfSkill } from './candidates.repo.ts';
import type { AgeBand, LearnerInput, TutorInput } from './engine/instance.ts';
import {
  groupHealth,
  type HealthGroup,
  type HealthMember,
  levelOfSession,
  proposeMoves,
  type RegroupMove,
} from './group-health.policy.ts';
import * as repo from './group-health.repo.ts';
import { allowedBands, utcOffsetHours } from './matches.service.ts';
import { dayPartsToUtcHours, windowsToUtcHours } from './weekly-hours.ts';

const HOUR_MS = 3_600_000;
/** Groups are looked at from 2 hours ahead (a seat can still be moved) to two weeks ahead. */
const LEAD_MS = 2 * HOUR_MS;
export const HORIZON_DAYS = 14;
/** After sessions: the groups that met in the last four weeks. */
const RECENT_DAYS = 28;
const MAX_GROUPS = 600;
const SHOWN = 200;

const notAProposal = () =>
  new AppError('CONFLICT', 'This regrouping is no longer proposed. Please look again.').withKey(
    'postPairing.errors.stale',
  );

function horizon(now: Date) {
  return {
    from: new Date(now.getTime() + LEAD_MS),
    to: new Date(now.getTime() + HORIZON_DAYS * 24 * HOUR_MS),
  };
}

/** Reads the groups ahead with everything the health policy needs. */
async function loadGroups(ex: Executor, now: Date, skillIds: readonly string[] | null) {
  const range = horizon(now);
  const sessions = await repo.upcomingGroups(ex, range, skillIds, MAX_GROUPS);
  const seats = await repo.seatsOf(
    ex,
    sessions.map((s) => s.sessionId),
  );
  const learnerIds = [...new Set(seats.map((s) => s.learnerId))];
  const [attendance, ratings, busy] = await Promise.all([
    repo.attendanceOf(ex, learnerIds),
    repo.ratingsGiven(ex, learnerIds),
    repo.busyStarts(ex, learnerIds, range.from, new Date(range.to.getTime() + HOUR_MS)),
  ]);
  const record = new Map(attendance.map((a) => [a.learnerId, a]));
  const rated = new Map(ratings.map((r) => [`${r.learnerId}:${r.tutorId}`, r.mean]));

  const tutors = new Map<string, HealthGroup['tutor']>();
  const bySkill = new Map<string, Set<string>>();
  for (const s of sessions) bySkill.set(s.skillId, (bySkill.get(s.skillId) ?? new Set()).add(s.tutorId));
  for (const [skillId, ids] of bySkill) {
    for (const t of await tutorsOfSkill(ex, skillId, ids.size, [...ids])) {
      tutors.set(`${skillId}:${t.id}`, {
        id: t.id,
        name: t.name,
        rating: t.reviewCount > 0 ? t.ratingMean : null,
        reviews: t.reviewCount,
        style: (t.style as TutorInput['style']) ?? null,
        slots: windowsToUtcHours(t.windows, t.timeZone, now),
        utcOffset: utcOffsetHours(t.timeZone, now),
        bands: allowedBands(t.clearedForMinors, t.ageBands),
      });
    }
  }

  const groups: HealthGroup[] = [];
  for (const s of sessions) {
    const tutor = tutors.get(`${s.skillId}:${s.tutorId}`);
    // A tutor no longer verified for the skill: the group is not the engine's to rearrange.
    if (!tutor) continue;
    const members: HealthMember[] = seats
      .filter((seat) => seat.sessionId === s.sessionId)
      .map((seat) => ({
        seatId: seat.seatId,
        learnerId: seat.learnerId,
        name: seat.name,
        level: seat.skillLevel ?? levelOfSession(s.level),
        ageBand: (seat.ageBand as AgeBand | null) ?? null,
        languages: seat.languages ?? [],
        slots: seat.availability ? dayPartsToUtcHours(seat.availability, seat.timeZone, now) : [],
        pace: (seat.pace as LearnerInput['pace']) ?? null,
        style: (seat.style as LearnerInput['style']) ?? null,
        goals: seat.goals ?? [],
        utcOffset: seat.availability ? utcOffsetHours(seat.timeZone, now) : null,
        attended: record.get(seat.learnerId)?.attended ?? 0,
        missed: record.get(seat.learnerId)?.missed ?? 0,
        ratingOfTutor: rated.get(`${seat.learnerId}:${s.tutorId}`) ?? null,
      }));
    if (members.length === 0) continue;
    groups.push({ ...s, tutor, members });
  }
  const busyMap = new Map<string, Date[]>();
  for (const b of busy) busyMap.set(b.learnerId, [...(busyMap.get(b.learnerId) ?? []), b.startsAt]);
  return { groups, busy: busyMap };
}

const endOf = (g: HealthGroup, names: Map<string, string>) => ({
  sessionId: g.sessionId,
  startsAt: g.startsAt.toISOString(),
  tutorName: g.tutor.name,
  learners: g.members.length,
  capacity: g.capacity,
  skillName: names.get(g.skillId) ?? g.skill,
});

function moveView(move: RegroupMove, byId: Map<string, HealthGroup>, names: Map<string, string>) {
  const from = byId.get(move.fromSessionId)!;
  const to = byId.get(move.toSessionId)!;
  return {
    seatId: move.seatId,
    learnerName: move.learnerName,
    from: endOf(from, names),
    to: endOf(to, names),
    gain: move.gain,
    parts: move.parts,
    reasons: move.reasons,
  };
}

/** Staff: the health of every group ahead and after sessions, and the regroupings proposed. */
export async function groupHealthOverview(
  ctx: AppContext,
  language: string,
  skillId: string | undefined,
): Promise<GroupHealthView> {
  const now = ctx.now();
  const names = skillNamesIn(language);
  const { groups, busy } = await loadGroups(ctx.db, now, skillId ? [skillId] : null);
  const byId = new Map(groups.map((g) => [g.sessionId, g]));
  const rated = groups.map((g) => ({ g, health: groupHealth(g) }));
  const moves = proposeMoves(groups, busy);

  const recentRows = await repo.completedGroups(
    ctx.db,
    new Date(now.getTime() - RECENT_DAYS * 24 * HOUR_MS),
    now,
    MAX_GROUPS,
  );
  const recent = recentRows
    .filter((r) => !skillId || r.skillId === skillId)
    .map((r) => {
      const attendance = r.taken > 0 ? r.came / r.taken : null;
      const flags: ('lowAttendance' | 'lowRating' | 'underfilled')[] = [];
      if (attendance !== null && attendance < 0.7) flags.push('lowAttendance');
      if (r.rating !== null && r.rating < 3.5) flags.push('lowRating');
      if (r.seats <= 1) flags.push('underfilled');
      return {
        sessionId: r.sessionId,
        skillName: names.get(r.skillId) ?? r.skill,
        tutorName: r.tutorName,
        startsAt: r.startsAt.toISOString(),
        seats: r.seats,
        capacity: r.capacity,
        attendance: attendance === null ? null : Math.round(attendance * 100) / 100,
        rating: r.rating === null ? null : Math.round(r.rating * 10) / 10,
        ratings: r.ratings,
        flags,
      };
    })
    .sort((a, b) => b.flags.length - a.flags.length || a.startsAt.localeCompare(b.startsAt));

  const scores = rated.map((r) => r.health.score);
  return {
    horizonDays: HORIZON_DAYS,
    summary: {
      groups: groups.length,
      meanScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
      flagged: rated.filter((r) => r.health.flags.some((f) => f !== 'noProfile')).length,
      underfilled: rated.filter((r) => r.health.flags.includes('underfilled')).length,
      proposals: moves.length,
      recentGroups: recent.length,
      recentFlagged: recent.filter((r) => r.flags.length > 0).length,
    },
    groups: rated
      .sort((a, b) => a.health.score - b.health.score || a.g.startsAt.getTime() - b.g.startsAt.getTime())
      .slice(0, SHOWN)
      .map(({ g, health }) => ({
        ...endOf(g, names),
        level: g.level,
        language: g.language,
        members: g.members.map((m) => m.name),
        health,
      })),
    proposals: moves.slice(0, SHOWN).map((m) => moveView(m, byId, names)),
    recent: recent.slice(0, SHOWN),
  };
}

/** A learner's own regroupings: better groups for seats they hold (others in them are not named). */
export async function myRegroupings(
  ctx: AppContext,
  learnerId: string,
  language: string,
): Promise<RegroupingView> {
  const now = ctx.now();
  const range = horizon(now);
  const skillIds = await repo.groupSkillsOf(ctx.db, learnerId, range.from, range.to);
  if (skillIds.length === 0) return { suggestions: [] };
  const names = skillNamesIn(language);
  const { groups, busy } = await loadGroups(ctx.db, now, skillIds);
  const byId = new Map(groups.map((g) => [g.sessionId, g]));
  const suggestions: RegroupSuggestion[] = proposeMoves(groups, busy)
    .filter((m) => m.learnerId === learnerId)
    .map((m) => {
      const { learnerName: _name, gain: _gain, parts: _parts, ...view } = moveView(m, byId, names);
      return view;
    });
  return { suggestions };
}

/**
 * Carries out a proposed regrouping: only a move the policy proposes right now (the groups may have
 * changed since the page was drawn), for the learner's own seat unless staff apply it. The seat moves
 * through booking's own move (one transaction, its rules, its notifications to learner and tutors).
 */
export async function applyRegrouping(
  ctx: AppContext,
  actor: { userId: string; staff: boolean },
  seatId: string,
  toSessionId: string,
) {
  const skillId = await repo.skillOfSeat(ctx.db, seatId);
  if (!skillId) throw notAProposal();
  const { groups, busy } = await loadGroups(ctx.db, ctx.now(), [skillId]);
  const move = proposeMoves(groups, busy).find((m) => m.seatId === seatId && m.toSessionId === toSessionId);
  if (!move || (!actor.staff && move.learnerId !== actor.userId)) throw notAProposal();
  const seat = await moveSeat(ctx, move.learnerId, seatId, toSessionId);
  return { seatId: seat.id };
}

/**
 * Hourly: tells each learner once about a better group the optimiser proposes for a seat they hold
 * (they accept it on their dashboard). Skill by skill, as a regrouping never leaves its skill; each
 * notice is recorded in the notification's transaction, so two nodes or a retry never tell twice.
 */
export async function noticeRegroupings(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  let told = 0;
  for (const skillId of await repo.skillsWithGroups(ctx.db, horizon(now))) {
    const { groups, busy } = await loadGroups(ctx.db, now, [skillId]);
    const byId = new Map(groups.map((g) => [g.sessionId, g]));
    for (const move of proposeMoves(groups, busy)) {
      const to = byId.get(move.toSessionId);
      if (!to) continue;
      await ctx.db.transaction(async (tx) => {
        const fresh = await repo.recordNotice(tx, {
          seatId: move.seatId,
          toSessionId: move.toSessionId,
          learnerId: move.learnerId,
          notifiedAt: now,
        });
        if (!fresh) return;
        await notify(ctx, tx, {
          userId: move.learnerId,
          kind: 'regroup_proposed',
          params: { skillId, startsAt: to.startsAt.toISOString() },
          link: '/learner-dashboard#regroup-suggestions',
        });
        told++;
      });
    }
  }
  return told;
}
