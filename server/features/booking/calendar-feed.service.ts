import { calendarFile, type CalendarEvent } from '../../../common/calendar-file.ts';
import { calendarFeedPath } from '../../../common/contracts/routes.ts';
import type { AppContext } from '../../context.ts';
import { asLanguage, translate } from '../../i18n/catalogue.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import * as repo from './calendar-feed.repo.ts';
import * as bookingRepo from './booking.repo.ts';
import * as teachingRepo from './teaching.repo.ts';

const DAY_MS = 86_400_000;
/** Sessions this long ago stay in the feed, so last week's lessons do not vanish from calendars. */
const PAST_DAYS = 30;

export async function feedState(ctx: AppContext, userId: string) {
  const row = await repo.feedOf(ctx.db, userId);
  return { active: row !== null, createdAt: row?.createdAt.toISOString() ?? null };
}

/** A new secret URL (shown this once: only its hash is kept); the previous URL stops working. */
export async function createFeed(ctx: AppContext, userId: string) {
  const token = randomToken(32);
  const row = await repo.replaceFeed(ctx.db, userId, sha256(token), ctx.now());
  return {
    active: true,
    createdAt: row.createdAt.toISOString(),
    url: `${ctx.env.PUBLIC_URL}${calendarFeedPath(token)}`,
  };
}

export async function revokeFeed(ctx: AppContext, userId: string) {
  await repo.deleteFeed(ctx.db, userId);
  return { active: false, createdAt: null };
}

const languageNameIn = (language: string, code: string) => {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
};

const skillNameIn = (language: string, skill: { id: string; name: string }) => {
  const key = `seedContent.skills.${skill.id}.name`;
  const name = translate(language, key);
  return name === key ? skill.name : name;
};

/**
 * The feed for a token: the user's live seats (as a learner) and the sessions they teach, from 30 days
 * back on, worded in their language. Event ids are the ones the single-session files use, so a
 * session added both ways appears once. Null for a token that is unknown or revoked.
 */
export async function feedFor(ctx: AppContext, token: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const owner = await repo.ownerOf(ctx.db, sha256(token));
  if (!owner) return null;
  const language = asLanguage(owner.language);
  const now = ctx.now();
  const since = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const [seats, teaching] = await Promise.all([
    bookingRepo.seatsOfLearner(ctx.db, owner.userId),
    teachingRepo.upcomingTeaching(ctx.db, owner.userId, now, since),
  ]);
  const origin = ctx.env.PUBLIC_URL;
  const format = (f: string) => translate(language, `booking.format.${f}.label`);
  const events: CalendarEvent[] = [];
  for (const seat of seats) {
    const s = seat.session;
    const live =
      seat.status === 'confirmed' ||
      (seat.status === 'held' && (seat.holdExpiresAt?.getTime() ?? 0) > now.getTime());
    if (!live || s.startsAt < since) continue;
    events.push({
      id: seat.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      summary: translate(language, 'booking.mine.calendarSummary', {
        skill: skillNameIn(language, { id: s.skillId, name: s.skillName }),
        format: format(s.format),
        tutor: `${s.tutor.firstName} ${s.tutor.lastName.charAt(0)}.`,
      }),
      description: translate(language, 'booking.mine.calendarDescription', {
        level: translate(language, `booking.format.levels.${s.level}`),
        language: languageNameIn(language, s.language),
      }),
      url: `${origin}/learner-dashboard`,
    });
  }
  for (const s of teaching)
    events.push({
      id: s.id,
      startsAt: s.startsAt.toISOString(),
      endsAt: s.endsAt.toISOString(),
      summary: translate(language, 'calendarFeed.teachingSummary', {
        skill: skillNameIn(language, { id: s.skillId, name: s.skillName }),
        format: format(s.format),
        taken: s.learners.length,
        capacity: s.capacity,
      }),
      description: translate(language, 'booking.mine.calendarDescription', {
        level: translate(language, `booking.format.levels.${s.level}`),
        language: languageNameIn(language, s.language),
      }),
      url: `${origin}/tutor-dashboard`,
    });
  return calendarFile(translate(language, 'booking.mine.calendarName'), events, new URL(origin).hostname);
}
