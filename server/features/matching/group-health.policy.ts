import type { AgeBand, LearnerInput, MatchingInstance, TutorInput } from './engine/instance.ts';
import { DEFAULT_WEIGHTS } from './engine/instance.ts';
import { compile, type Model, pairScore, tutorScore } from './engine/model.ts';

/**
 * Group health after pairing (PRODUCT.md E, /post-pairing-optimization): how each 3:1 group is
 * doing, from seats filled, the attendance of its learners, ratings and the level fit, and the
 * single-learner moves that would make groups better. Compatibility is the matching engine's own
 * score (engine/model.ts), so a regrouping is judged by the measure the groups were formed by.
 * Pure: the service reads the data and applies an accepted move through booking's seat move.
 */

/** The engine's level scale for a session's level (0-5: two rungs per named level). */
export const SESSION_LEVEL_RANGE = { beginner: [0, 1], intermediate: [2, 3], advanced: [4, 5] } as const;
const SESSION_LEVEL_START = { beginner: 0, intermediate: 2, advanced: 4 } as const;

export interface HealthMember {
  seatId: string;
  learnerId: string;
  name: string;
  /** 0-5 from the learner's Simi profile for this skill, else the session's level. */
  level: number;
  ageBand: AgeBand | null;
  languages: string[];
  /** Weekly UTC hours the learner is free (empty: not told). */
  slots: number[];
  pace: LearnerInput['pace'] | null;
  style: LearnerInput['style'] | null;
  goals: string[];
  utcOffset: number | null;
  /** Past seats with attendance taken, any skill. */
  attended: number;
  missed: number;
  /** Mean of this learner's ratings of this group's tutor, if any. */
  ratingOfTutor: number | null;
}

export interface HealthTutor {
  id: string;
  name: string;
  rating: number | null;
  reviews: number;
  style: TutorInput['style'] | null;
  slots: number[];
  utcOffset: number | null;
  bands: AgeBand[];
}

export interface HealthGroup {
  sessionId: string;
  skillId: string;
  skill: string;
  startsAt: Date;
  level: string;
  language: string;
  capacity: number;
  tutor: HealthTutor;
  members: HealthMember[];
}

export type HealthFlag = 'underfilled' | 'levelGap' | 'lowAttendance' | 'lowRating' | 'noProfile';

export interface GroupHealth {
  /** 0-100, the weighted mean of the parts that are known. */
  score: number;
  parts: { fill: number; attendance: number | null; rating: number | null; levelFit: number };
  flags: HealthFlag[];
}

export type MoveReason = 'fillsGroup' | 'closesNearEmptyGroup' | 'fixesLevelGap' | 'newTutor' | 'betterFit';

export interface RegroupMove {
  seatId: string;
  learnerId: string;
  learnerName: string;
  fromSessionId: string;
  toSessionId: string;
  /** Gain in the engine's score units, and its parts. */
  gain: number;
  parts: { fit: number; fill: number; level: number; rating: number };
  reasons: MoveReason[];
}

/** Attendance below this share (with at least MIN_RECORDS records) marks a group. */
export const LOW_ATTENDANCE = 0.7;
const MIN_RECORDS = 3;
/** A tutor's mean below this (with MIN_RECORDS reviews), or a member's own mean at or below 2. */
export const LOW_RATING = 3.5;
/** Moves smaller than this are noise, not worth asking anyone to change. */
export const MIN_GAIN = 1;

const HOUR_MS = 3_600_000;
const WEEK_HOURS = 168;

export function hourOfWeek(d: Date): number {
  // 1970-01-01 was a Thursday: shift so that 0 is Monday 00:00 UTC.
  return (Math.floor(d.getTime() / HOUR_MS) + 3 * 24) % WEEK_HOURS;
}

function levelRangeOf(group: HealthGroup): readonly [number, number] {
  return SESSION_LEVEL_RANGE[group.level as keyof typeof SESSION_LEVEL_RANGE] ?? [0, 5];
}

/** Whether every learner is within one step of every other and inside the session's level range. */
function levelsFit(group: HealthGroup, members: readonly HealthMember[]): boolean {
  const [lo, hi] = levelRangeOf(group);
  const levels = members.map((m) => m.level);
  if (levels.length === 0) return true;
  return Math.max(...levels) - Math.min(...levels) <= 1 && levels.every((l) => l >= lo - 1 && l <= hi + 1);
}

export function groupHealth(group: HealthGroup): GroupHealth {
  const flags: HealthFlag[] = [];
  const fill = group.members.length / group.capacity;
  if (group.members.length === 1 && group.capacity > 1) flags.push('underfilled');

  const attended = group.members.reduce((n, m) => n + m.attended, 0);
  const records = attended + group.members.reduce((n, m) => n + m.missed, 0);
  const attendance = records >= MIN_RECORDS ? attended / records : null;
  if (attendance !== null && attendance < LOW_ATTENDANCE) flags.push('lowAttendance');

  const own = group.members.map((m) => m.ratingOfTutor).filter((r): r is number => r !== null);
  const tutorRating = group.tutor.reviews >= MIN_RECORDS ? group.tutor.rating : null;
  const ratings = [...(tutorRating !== null ? [tutorRating] : []), ...own];
  const rating = ratings.length > 0 ? (Math.min(...ratings) - 1) / 4 : null;
  if ((tutorRating !== null && tutorRating < LOW_RATING) || own.some((r) => r <= 2)) flags.push('lowRating');

  const fit = levelsFit(group, group.members);
  if (!fit) flags.push('levelGap');
  if (group.members.some((m) => m.ageBand === null)) flags.push('noProfile');

  const weighted: [number, number][] = [
    [fill, 0.4],
    [fit ? 1 : 0, 0.2],
    ...(attendance !== null ? ([[attendance, 0.2]] as [number, number][]) : []),
    ...(rating !== null ? ([[rating, 0.2]] as [number, number][]) : []),
  ];
  const total = weighted.reduce((n, [, w]) => n + w, 0);
  const score = Math.round((100 * weighted.reduce((n, [v, w]) => n + v * w, 0)) / total);
  return {
    score,
    parts: {
      fill: round2(fill),
      attendance: attendance === null ? null : round2(attendance),
      rating: rating === null ? null : round2(rating),
      levelFit: fit ? 1 : 0,
    },
    flags,
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The engine's model of the people in these groups: every seat a learner, every tutor once. */
function modelOf(groups: readonly HealthGroup[]) {
  const learners: LearnerInput[] = [];
  const index = new Map<string, number>();
  const tutors: TutorInput[] = [];
  const tutorIndex = new Map<string, number>();
  for (const g of groups) {
    for (const m of g.members) {
      index.set(m.seatId, learners.length);
      learners.push({
        id: m.seatId,
        skill: g.skillId,
        level: Math.max(0, Math.min(9, m.level)),
        ageBand: m.ageBand ?? 'adult',
        languages: (m.languages.length > 0 ? m.languages : [g.language]).slice(0, 8),
        slots: m.slots,
        ...(m.pace ? { pace: m.pace } : {}),
        ...(m.style ? { style: m.style } : {}),
        goals: m.goals.slice(0, 10),
        ...(m.utcOffset !== null ? { utcOffset: m.utcOffset } : {}),
      });
    }
    if (!tutorIndex.has(g.tutor.id)) {
      tutorIndex.set(g.tutor.id, tutors.length);
      tutors.push({
        id: g.tutor.id,
        skills: [{ skill: g.skillId, minLevel: 0, maxLevel: 5 }],
        languages: [g.language],
        slots: g.tutor.slots,
        ageBands: g.tutor.bands.length > 0 ? g.tutor.bands : ['adult'],
        capacity: 0,
        ...(g.tutor.rating !== null && g.tutor.reviews > 0 ? { rating: g.tutor.rating } : {}),
        ...(g.tutor.style ? { style: g.tutor.style } : {}),
        ...(g.tutor.utcOffset !== null ? { utcOffset: g.tutor.utcOffset } : {}),
      });
    }
  }
  const instance: MatchingInstance = { learners, tutors };
  return { model: compile(instance), index, tutorIndex };
}

/** How well a seat's learner fits a set of members and their tutor, in the engine's units. */
function fitWith(
  m: Model,
  at: number,
  members: readonly HealthMember[],
  index: Map<string, number>,
  tutor: number,
): number {
  let s = tutorScore(m, at, tutor);
  for (const other of members) s += pairScore(m, at, index.get(other.seatId)!);
  return s;
}

/**
 * Whether a learner may move into a group: same skill (the caller passes one skill's groups), a
 * seat free, not already there, the age band known and the same as everyone's there (minors never
 * with adults, and the tutor cleared for it), a language the learner speaks, levels within one step,
 * and a time the learner said they are free (or the same hour as now) that clashes with nothing else.
 */
function mayMove(
  learner: HealthMember,
  from: HealthGroup,
  to: HealthGroup,
  busy: ReadonlyMap<string, readonly Date[]>,
): boolean {
  if (to.sessionId === from.sessionId || to.members.length >= to.capacity) return false;
  if (to.members.some((o) => o.learnerId === learner.learnerId)) return false;
  if (learner.ageBand === null || !to.tutor.bands.includes(learner.ageBand)) return false;
  if (to.members.some((o) => o.ageBand !== learner.ageBand)) return false;
  const speaks =
    learner.languages.length > 0 ? learner.languages.includes(to.language) : to.language === from.language;
  if (!speaks) return false;
  if (!levelsFit(to, [...to.members, learner])) return false;
  const sameHour = to.startsAt.getTime() === from.startsAt.getTime();
  if (!sameHour && !learner.slots.includes(hourOfWeek(to.startsAt))) return false;
  const clashes = (busy.get(learner.learnerId) ?? []).some(
    (start) =>
      start.getTime() !== from.startsAt.getTime() &&
      Math.abs(start.getTime() - to.startsAt.getTime()) < HOUR_MS,
  );
  return !clashes;
}

/**
 * The moves worth proposing: for each learner the best group to move to, then a greedy pick by gain
 * in which no group is changed twice (each proposal stays valid if the others are accepted).
 * `busy` holds each learner's other session starts, so a move never lands on another booking.
 */
export function proposeMoves(
  groups: readonly HealthGroup[],
  busy: ReadonlyMap<string, readonly Date[]> = new Map(),
): RegroupMove[] {
  const bySkill = new Map<string, HealthGroup[]>();
  for (const g of groups) bySkill.set(g.skillId, [...(bySkill.get(g.skillId) ?? []), g]);
  const candidates: RegroupMove[] = [];
  const w = DEFAULT_WEIGHTS;
  for (const skillGroups of bySkill.values()) {
    if (skillGroups.length < 2) continue;
    const { model, index, tutorIndex } = modelOf(skillGroups);
    for (const from of skillGroups) {
      const fromFit = levelsFit(from, from.members);
      for (const learner of from.members) {
        const at = index.get(learner.seatId)!;
        const others = from.members.filter((o) => o.seatId !== learner.seatId);
        const stay = fitWith(model, at, others, index, tutorIndex.get(from.tutor.id)!);
        let best: RegroupMove | null = null;
        for (const to of skillGroups) {
          if (!mayMove(learner, from, to, busy)) continue;
          const there = fitWith(model, at, to.members, index, tutorIndex.get(to.tutor.id)!);
          const fit = there - stay;
          // Per person met (the tutor and each learner), so a bigger group alone is not a better fit.
          const fitsBetter = there / (to.members.length + 1) - stay / (others.length + 1) >= MIN_GAIN / 2;
          // Concentrating learners: a seat filled where more sit than are left behind.
          const fill = (w.fillSeat * (to.members.length - from.members.length + 1)) / 2;
          // A group outside the level rule breaks one of the engine's hard constraints: mending it outweighs a seat.
          const level = !fromFit && levelsFit(from, others) ? w.fillSeat : 0;
          const unhappy =
            learner.ratingOfTutor !== null && learner.ratingOfTutor <= 2 && to.tutor.id !== from.tutor.id;
          const rating = unhappy ? 2 * w.rating * (3 - learner.ratingOfTutor!) : 0;
          const gain = fit + fill + level + rating;
          if (gain < MIN_GAIN || (best && best.gain >= gain)) continue;
          const reasons: MoveReason[] = [];
          if (fill > 0 && to.members.length + 1 === to.capacity) reasons.push('fillsGroup');
          if (fill > 0 && from.members.length === 1) reasons.push('closesNearEmptyGroup');
          if (level > 0) reasons.push('fixesLevelGap');
          if (rating > 0) reasons.push('newTutor');
          if (fitsBetter) reasons.push('betterFit');
          if (reasons.length === 0) continue;
          best = {
            seatId: learner.seatId,
            learnerId: learner.learnerId,
            learnerName: learner.name,
            fromSessionId: from.sessionId,
            toSessionId: to.sessionId,
            gain: round2(gain),
            parts: { fit: round2(fit), fill: round2(fill), level: round2(level), rating: round2(rating) },
            reasons,
          };
        }
        if (best) candidates.push(best);
      }
    }
  }
  candidates.sort((a, b) => b.gain - a.gain || a.seatId.localeCompare(b.seatId));
  const touched = new Set<string>();
  const chosen: RegroupMove[] = [];
  for (const c of candidates) {
    if (touched.has(c.fromSessionId) || touched.has(c.toSessionId)) continue;
    touched.add(c.fromSessionId);
    touched.add(c.toSessionId);
    chosen.push(c);
  }
  return chosen;
}

/** The engine level a session's level starts at (for members without a Simi placement). */
export function levelOfSession(level: string): number {
  return SESSION_LEVEL_START[level as keyof typeof SESSION_LEVEL_START] ?? 0;
}
