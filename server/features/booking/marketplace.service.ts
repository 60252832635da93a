import type { z } from 'zod';
import type { marketplaceContracts, OpenGroup } from '../../../common/contracts/marketplace.ts';
import type { AppContext } from '../../context.ts';
import type { VersionedCache } from '../../lib/versioned-cache.ts';
import { availabilityOf, findTutors, toTutorCards } from '../catalog/index.ts';
import type { AgeClass } from './age-groups.policy.ts';
import { marketVersion } from './market-version.repo.ts';
import { openGroups } from './open-groups.repo.ts';
import { isTimeZone } from './slots.policy.ts';
import { viewerAgeClass } from './booking.service.ts';

type Filters = z.output<(typeof marketplaceContracts.marketplace)['input']>;
export type MarketplaceAnswer = z.output<(typeof marketplaceContracts.marketplace)['output']>;

/** One search as the database answers it: the filters, the reader's zone and age class, nothing else. */
export interface MarketQuery {
  skillId?: string;
  language?: string;
  countryCode?: string;
  minRating?: number;
  /** With its zone: the only filter the reader's zone changes. */
  weekday?: { day: number; zone: string };
  format: 'group' | 'private';
  ageClass: AgeClass | null;
}

/**
 * A search answer is kept briefly: the same filters for readers of one age class get the same answer,
 * so a node answers them again without searching until something the search reads changes (the
 * `market_changes` sequence moves, whichever node wrote) or `MARKET_CACHE_TTL_MS` passes (what changes
 * with time alone: a hold that lapses, a group that comes within two hours of its start). ADR 039.
 */
export const MARKET_CACHE_TTL_MS = 15_000;

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
export async function marketplace(
  ctx: AppContext,
  f: Filters,
  viewerId: string | undefined,
  cache: VersionedCache<MarketplaceAnswer>,
): Promise<MarketplaceAnswer> {
  const zone = f.timeZone && isTimeZone(f.timeZone) ? f.timeZone : 'Europe/Berlin';
  const [ageClass, version] = await Promise.all([viewerAgeClass(ctx.db, viewerId), marketVersion(ctx.db)]);
  const query: MarketQuery = {
    ...(f.skillId ? { skillId: f.skillId } : {}),
    ...(f.language ? { language: f.language } : {}),
    ...(f.countryCode ? { countryCode: f.countryCode } : {}),
    ...(f.minRating !== undefined ? { minRating: f.minRating } : {}),
    ...(f.weekday !== undefined ? { weekday: { day: f.weekday, zone } } : {}),
    format: f.format ?? 'group',
    ageClass,
  };
  return cache.get(JSON.stringify(query), version, () => searchMarketplace(ctx, query));
}

/** The search itself, uncached. */
export async function searchMarketplace(ctx: AppContext, f: MarketQuery): Promise<MarketplaceAnswer> {
  const { format, ageClass } = f;
  const zone = f.weekday?.zone ?? 'Europe/Berlin';
  const weekday = f.weekday?.day;
  const now = ctx.now();
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
            ...(weekday !== undefined ? { weekday } : {}),
            ageClass,
          },
          30,
        )
      : Promise.resolve([]),
  ]);
  let tutors = await toTutorCards(ctx, rows, format);
  if (weekday !== undefined) {
    const teaching = await teachesOn(
      ctx,
      rows.map((r) => r.id),
      weekday,
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
