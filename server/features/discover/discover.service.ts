import type { OpenGroup } from '../../../common/contracts/marketplace.ts';
import type { AppContext } from '../../context.ts';
import * as repo from './discover.repo.ts';
import { viewerAgeClass } from '../booking/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** As /global-marketplace: groups from 2 hours ahead (later is too late to book) to two weeks ahead. */
const GROUPS_FROM_MS = 2 * HOUR_MS;
const GROUPS_TO_MS = 14 * DAY_MS;
/** How many groups a category page lists; the total says how many more there are. */
const GROUPS_LIMIT = 24;
/** The categories whose skills suit children of 6 to 12 (school, languages, technology, arts, music). */
const KIDS_CATEGORIES = ['academics', 'languages', 'technology', 'arts', 'music'] as const;
/** "Most booked": confirmed seats booked within this many days. */
const POPULAR_DAYS = 30;
const POPULAR_LIMIT = 8;

/** The groups' window; a signed-in viewer sees only the groups of their own age class. */
async function window(ctx: AppContext, viewerId: string | undefined) {
  const now = ctx.now();
  return {
    now,
    from: new Date(now.getTime() + GROUPS_FROM_MS),
    to: new Date(now.getTime() + GROUPS_TO_MS),
    ageClass: await viewerAgeClass(ctx.db, viewerId),
  };
}

/** /skill-marketplace: every skill with open seats in the coming two weeks, soonest first. */
export async function skillsWithSeats(ctx: AppContext, viewerId?: string) {
  const rows = await repo.skillsWithSeats(ctx.db, await window(ctx, viewerId));
  return {
    skills: rows.map((r) => ({
      skill: { id: r.id, name: r.name, category: r.category },
      groups: r.groups,
      freeSeats: r.freeSeats,
      soonestStart: r.soonest.toISOString(),
    })),
  };
}

/** /music (and any category): its open groups of the next two weeks, soonest first. */
export async function openGroups(ctx: AppContext, category: string, viewerId?: string) {
  const w = { ...(await window(ctx, viewerId)), category };
  const [rows, total] = await Promise.all([
    repo.openGroupsOfCategory(ctx.db, w, GROUPS_LIMIT),
    repo.countOpenGroupsOfCategory(ctx.db, w),
  ]);
  return {
    groups: rows.map(
      (g): OpenGroup => ({
        sessionId: g.sessionId,
        startsAt: g.startsAt.toISOString(),
        skill: { id: g.skillId, name: g.skillName },
        tutor: { id: g.tutorId, name: g.tutorName },
        level: g.level as OpenGroup['level'],
        language: g.language,
        seatsLeft: g.capacity - g.taken,
        capacity: g.capacity,
        forChildren: g.forChildren,
      }),
    ),
    total,
  };
}

/** /kids: the tutors cleared to work with minors and the children's skills they teach. */
export async function kids(ctx: AppContext) {
  const [clearedTutors, skills] = await Promise.all([
    repo.countTutorsClearedForMinors(ctx.db),
    repo.skillsOfClearedTutors(ctx.db, KIDS_CATEGORIES),
  ]);
  return { clearedTutors, skills };
}

/** /student-hub: the skills learners booked most over the last 30 days. */
export async function popularSkills(ctx: AppContext) {
  const now = ctx.now();
  const since = new Date(now.getTime() - POPULAR_DAYS * DAY_MS);
  const rows = await repo.mostBookedSkills(ctx.db, { since, now }, POPULAR_LIMIT);
  return {
    days: POPULAR_DAYS,
    skills: rows.map((r) => ({ skill: { id: r.id, name: r.name, category: r.category }, seats: r.seats })),
  };
}
