import type { z } from 'zod';
import type { marketplaceContracts, OpenGroup } from '../../../common/contracts/marketplace.ts';
import type { AppContext } from '../../context.ts';
import { availabilityOf, findTutors, toTutorCards } from '../catalog/index.ts';
import { openGroups } from './open-groups.repo.ts';
import { isTimeZone } from './slots.policy.ts';
import { viewerAgeClass } from './booking.service.ts';

type Filters = z.output<(typeof marketplaceContracts.marketplace)['input']>;

const HOUR_MS = 3_600_000;
/** Groups are shown from 2 hours ahead (later is too late to book) to two weeks ahead. */
const GROUPS_FROM_MS = 2 * HOUR_MS;
const GROUPS_TO_MS = 14 * 24 * HOUR_MS;

/**
 * /global-marketplace: verified tutors (best rated first, 1:1 only where an operator enabled it) and
 * the open 3:1 groups with a seat left, under the same filters. A weekday keeps the tutors who teach
 * on that day and the groups that meet on it, in the reader's zone. A signed-in learner sees the groups
 * of their own age class only, and a child only the tutors cleared to teach children: what they could
 * not book is not offered.
 */
export async function marketplace(ctx: AppContext, f: Filters, viewerId?: string) {
  const zone = f.timeZone && isTimeZone(f.timeZone) ? f.timeZone : 'Europe/Berlin';
  const format = f.format ?? 'group';
  const now = ctx.now();
  const ageClass = await viewerAgeClass(ctx.db, viewerId);
  const [rows, groups] = await Promise.all([
    findTutors(
      ctx.db,
      {
        ...(f.skillId ? { skillIds: [f.skillId] } : {}),
        ...(f.language ? { language: f.language } : {}),
        ...(f.countryCode ? { countryCode: f.countryCode } : {}),
        ...(f.minRating !== undefined ? { minRating: f.minRating } : {}),
        ...(ageClass === 'minor' ? { clearedForMinors: true } : {}),
        privateOnly: format === 'private',
      },
      60,
    ),
    format === 'group'
      ? openGroups(
          ctx.db,
          {
            now,
            from: new Date(now.getTime() + GROUPS_FROM_MS),
            to: new Date(now.getTime() + GROUPS_TO_MS),
            zone,
            ...(f.skillId ? { skillId: f.skillId } : {}),
            ...(f.language ? { language: f.language } : {}),
            ...(f.countryCode ? { countryCode: f.countryCode } : {}),
            ...(f.weekday !== undefined ? { weekday: f.weekday } : {}),
            ageClass,
          },
          30,
        )
      : Promise.resolve([]),
  ]);
  let tutors = await toTutorCards(ctx, rows, format);
  if (f.weekday !== undefined) {
    const teaching = await teachesOn(
      ctx,
      rows.map((r) => r.id),
      f.weekday,
    );
    tutors = tutors.filter((t) => teaching.has(t.id));
  }
  return {
    tutors,
    groups: groups.map(
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
  };
}

/** Tutors with weekly hours on `weekday` (in their own zone; a day's hours rarely cross midnight). */
async function teachesOn(ctx: AppContext, tutorIds: string[], weekday: number): Promise<Set<string>> {
  const windows = await availabilityOf(ctx.db, tutorIds);
  return new Set(windows.filter((w) => w.weekday === weekday).map((w) => w.tutorId));
}
