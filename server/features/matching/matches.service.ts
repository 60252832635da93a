import { Temporal } from 'temporal-polyfill';
import type { SimiMatch } from '../../../common/contracts/questionnaire.ts';
import type { AppContext } from '../../context.ts';
import { AGE_BANDS, type AgeBand, type LearnerInput, type TutorInput } from './engine/instance.ts';
import { compile, popcount, SLOT_WORDS, tutorScore } from './engine/model.ts';
import { tutorsOfSkill } from './candidates.repo.ts';
import { dayPartsToUtcHours, windowsToUtcHours } from './weekly-hours.ts';

/** The engine's level range (0-5) for the levels a tutor teaches (tutor_skills.levels). */
const LEVEL_RANGE = { beginner: [0, 1], intermediate: [2, 3], advanced: [4, 5] } as const;

export function levelRange(levels: readonly string[]): { minLevel: number; maxLevel: number } | null {
  const ranges = levels.map((l) => LEVEL_RANGE[l as keyof typeof LEVEL_RANGE]).filter(Boolean);
  if (ranges.length === 0) return null;
  return { minLevel: Math.min(...ranges.map((r) => r[0])), maxLevel: Math.max(...ranges.map((r) => r[1])) };
}

/** Hours from UTC of a zone now (for the engine's time-zone closeness). */
export function utcOffsetHours(timeZone: string, at: Date): number {
  const zoned = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  return zoned.offsetNanoseconds / 3_600_000_000_000;
}

/** Bands a tutor may teach: minors only with a verified criminal-record certificate. */
export function allowedBands(clearedForMinors: boolean, chosen: readonly string[] | null): AgeBand[] {
  const legal: AgeBand[] = clearedForMinors ? [...AGE_BANDS] : ['adult'];
  if (!chosen || chosen.length === 0) return legal;
  return legal.filter((b) => chosen.includes(b));
}

export interface LearnerForMatching {
  skillId: string;
  level: number;
  ageBand: AgeBand | null;
  languages: string[];
  availability: string[];
  pace: string | null;
  style: string | null;
  goals: string[];
  timeZone: string;
}

/**
 * The tutors who fit a learner for a skill, best first, scored by the matching engine's own
 * learner-tutor fit (engine/model.ts), after its hard constraints: the level taught, the age band, a
 * shared language and at least one weekly hour both are free.
 */
export async function tutorMatches(
  ctx: AppContext,
  learner: LearnerForMatching,
  limit = 3,
): Promise<SimiMatch[]> {
  const now = ctx.now();
  const candidates = await tutorsOfSkill(ctx.db, learner.skillId, 200);
  const me: LearnerInput = {
    id: 'learner',
    skill: learner.skillId,
    level: learner.level,
    ageBand: learner.ageBand ?? 'adult',
    languages: learner.languages.length > 0 ? learner.languages : ['en'],
    slots: dayPartsToUtcHours(learner.availability, learner.timeZone, now),
    ...(learner.pace ? { pace: learner.pace as LearnerInput['pace'] } : {}),
    ...(learner.style ? { style: learner.style as LearnerInput['style'] } : {}),
    goals: learner.goals,
    utcOffset: utcOffsetHours(learner.timeZone, now),
  };
  const tutors: (TutorInput & { name: string; reviews: number })[] = [];
  for (const c of candidates) {
    const range = levelRange(c.levels);
    if (!range || c.languages.length === 0) continue;
    const ageBands = allowedBands(c.clearedForMinors, c.ageBands);
    if (ageBands.length === 0) continue;
    tutors.push({
      id: c.id,
      name: c.name,
      reviews: c.reviewCount,
      skills: [{ skill: learner.skillId, ...range }],
      languages: c.languages.slice(0, 8),
      slots: windowsToUtcHours(c.windows, c.timeZone, now),
      ageBands,
      capacity: 1,
      ...(c.reviewCount > 0 ? { rating: c.ratingMean } : {}),
      ...(c.style ? { style: c.style as TutorInput['style'] } : {}),
      utcOffset: utcOffsetHours(c.timeZone, now),
    });
  }
  if (tutors.length === 0) return [];
  const m = compile({ learners: [me], tutors });
  const matches: SimiMatch[] = [];
  tutors.forEach((t, i) => {
    const range = t.skills[0] as { minLevel: number; maxLevel: number };
    if (me.level < range.minLevel || me.level > range.maxLevel) return;
    if (!t.ageBands.includes(me.ageBand)) return;
    const languages = me.languages.filter((l) => t.languages.includes(l));
    if (languages.length === 0) return;
    let shared = 0;
    for (let w = 0; w < SLOT_WORDS; w++)
      shared += popcount(m.slots[w]! & m.tutors.slots[i * SLOT_WORDS + w]!);
    if (shared === 0) return;
    const reasons: SimiMatch['reasons'] = ['level', 'language', 'hours'];
    if (me.style && me.style === t.style) reasons.push('style');
    if (t.rating !== undefined && t.rating >= 4.5) reasons.push('rating');
    if (Math.abs((me.utcOffset ?? 0) - (t.utcOffset ?? 0)) <= 1) reasons.push('zone');
    matches.push({
      tutorId: t.id,
      name: t.name,
      rating: t.rating ?? null,
      reviews: t.reviews,
      languages,
      sharedHours: shared,
      score: Math.round(tutorScore(m, 0, i) * 100) / 100,
      reasons,
    });
  });
  return matches.sort((a, b) => b.score - a.score || a.tutorId.localeCompare(b.tutorId)).slice(0, limit);
}
