import type { LearnerHome, LearningActivity, TrendingSkill } from '../../../common/contracts/learning.ts';
import type { SkillLevel } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { milestoneOf, teachingLanguageOf } from './learning.policy.ts';
import * as repo from './learning.repo.ts';

const RECENT = 6;
const TRENDING = 6;
const iso = (d: Date | string) => new Date(d).toISOString();

/** A learner's home: figures, progress per skill and latest activity, all from their own rows. */
export async function learnerHome(ctx: AppContext, learnerId: string): Promise<LearnerHome> {
  const [journey, recent] = await Promise.all([
    repo.journeyOf(ctx.db, learnerId),
    repo.recentActivity(ctx.db, learnerId, ctx.now(), RECENT),
  ]);
  return {
    stats: {
      completedSessions: journey.reduce((n, j) => n + j.sessions, 0),
      minutesLearned: journey.reduce((n, j) => n + j.minutes, 0),
      skills: journey.length,
      tutors: new Set(journey.flatMap((j) => j.tutors)).size,
    },
    journey: journey.map((j) => ({
      skill: { id: j.skill_id, name: j.skill_name },
      category: j.category,
      sessions: j.sessions,
      minutes: j.minutes,
      level: j.level as SkillLevel,
      lastAt: iso(j.last_at),
      milestone: milestoneOf(j.sessions),
    })),
    recent: recent.map((r) => ({
      kind: r.kind as LearningActivity['kind'],
      skill: { id: r.skill_id, name: r.skill_name },
      tutor: r.tutor,
      at: iso(r.at),
    })),
  };
}

/** What others book, counting the tutors that pass the learner's chips (SPEC.md 2.7's four). */
export async function trending(
  ctx: AppContext,
  learnerId: string,
  chips: { near: boolean; anyLanguage: boolean; availableNow: boolean; topRated: boolean },
): Promise<TrendingSkill[]> {
  const me = await repo.learnerFacts(ctx.db, learnerId);
  const rows = await repo.trendingSkills(
    ctx.db,
    {
      now: ctx.now(),
      language: chips.anyLanguage || !me ? null : teachingLanguageOf(me.language),
      sameOffsetAs: chips.near && me ? me.time_zone : null,
      hoursSoon: chips.availableNow,
      topRated: chips.topRated,
    },
    TRENDING,
  );
  return rows.map((r) => ({
    skill: { id: r.skill_id, name: r.skill_name },
    category: r.category,
    tutors: r.tutors,
    bookings: r.bookings,
  }));
}
