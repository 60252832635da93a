import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import {
  reviews,
  savedBookings,
  sessionSeats,
  skills,
  tutorAvailability,
  tutorAvailabilityExceptions,
  tutoringSessions,
  tutorProfiles,
  tutorSkills,
  users,
  learnerProfiles,
  familyLinks,
} from '../../db/schema/index.ts';

const LIVE_SEAT = sql`${sessionSeats.status} in ('held','confirmed')`;

/** A verified tutor's booking facts, with the levels they teach `skillId` at (null: not that skill). */
export async function findBookableTutor(ex: Executor, tutorId: string, skillId: string) {
  const [row] = await ex
    .select({
      id: tutorProfiles.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      timeZone: tutorProfiles.timeZone,
      languages: tutorProfiles.languages,
      privateSessionsEnabled: tutorProfiles.privateSessionsEnabled,
      verifiedAt: tutorProfiles.verifiedAt,
      levels: tutorSkills.levels,
    })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(
      tutorSkills,
      and(eq(tutorSkills.tutorId, tutorProfiles.userId), eq(tutorSkills.skillId, skillId)),
    )
    .where(eq(tutorProfiles.userId, tutorId))
    .limit(1);
  return row ?? null;
}

export async function findSkill(ex: Executor, id: string) {
  const [row] = await ex.select({ id: skills.id, name: skills.name }).from(skills).where(eq(skills.id, id));
  return row ?? null;
}

/** Advisory lock class of a tutor's bookings (the two-key form, apart from single-key advisory locks). */
const BOOKING_LOCK_CLASS = 72170010;

/** A local date (YYYY-MM-DD), or the placeholder of one in a prepared statement. */
type DateParam = string | Placeholder<string>;

/** The tutor's weekly windows, as a json array per tutor_profiles row. */
const windowsOfTutor = () =>
  sql<
    WindowRow[]
  >`coalesce((select json_agg(json_build_object('weekday', a.weekday, 'startMinute', a.start_minute, 'endMinute', a.end_minute)) from ${tutorAvailability} a where a.tutor_id = ${tutorProfiles.userId}), '[]'::json)`;

/** The tutor's exceptions on their local dates `fromDate`..`toDate`, as a json array per row. */
const exceptionsOfTutor = (fromDate: DateParam, toDate: DateParam) =>
  sql<
    ExceptionRow[]
  >`coalesce((select json_agg(json_build_object('date', x.date, 'startMinute', x.start_minute, 'endMinute', x.end_minute)) from ${tutorAvailabilityExceptions} x where x.tutor_id = ${tutorProfiles.userId} and x.date >= ${fromDate} and x.date <= ${toDate}), '[]'::json)`;

/** A tutor's booking facts, weekly windows and exceptions on their local dates `fromDate`..`toDate`. */
const calendarFields = (fromDate: DateParam, toDate: DateParam) => ({
  id: tutorProfiles.userId,
  firstName: users.firstName,
  lastName: users.lastName,
  timeZone: tutorProfiles.timeZone,
  languages: tutorProfiles.languages,
  privateSessionsEnabled: tutorProfiles.privateSessionsEnabled,
  verifiedAt: tutorProfiles.verifiedAt,
  /** Verified with a criminal-record certificate: may teach children (SPEC.md 9). */
  clearedForMinors: sql<boolean>`${tutorProfiles.clearedForMinorsAt} is not null`,
  levels: tutorSkills.levels,
  skillName: skills.name,
  windows: windowsOfTutor(),
  exceptions: exceptionsOfTutor(fromDate, toDate),
});

/**
 * The calendars of several verified tutors in one round trip: zone, weekly windows and the exceptions
 * on their local dates `fromDate`..`toDate`. Tutors who are not verified are left out.
 */
export async function verifiedTutorCalendars(
  ex: Executor,
  tutorIds: string[],
  fromDate: string,
  toDate: string,
) {
  if (tutorIds.length === 0) return [];
  return ex
    .select({
      id: tutorProfiles.userId,
      timeZone: tutorProfiles.timeZone,
      windows: windowsOfTutor(),
      exceptions: exceptionsOfTutor(fromDate, toDate),
    })
    .from(tutorProfiles)
    .where(and(inArray(tutorProfiles.userId, tutorIds), isNotNull(tutorProfiles.verifiedAt)));
}

/** No session lasts this long: a lower bound on the start of one overlapping a range, for the index. */
const LONGEST_SESSION_MS = 24 * 3600_000;

/** When each of these tutors teaches in [from, to): their live sessions there, in one query. */
export async function busyTimesOf(ex: Executor, tutorIds: string[], from: Date, to: Date) {
  if (tutorIds.length === 0) return [];
  return ex
    .select({
      tutorId: tutoringSessions.tutorId,
      startsAt: tutoringSessions.startsAt,
      endsAt: tutoringSessions.endsAt,
    })
    .from(tutoringSessions)
    .where(
      and(
        inArray(tutoringSessions.tutorId, tutorIds),
        ne(tutoringSessions.status, 'cancelled'),
        lt(tutoringSessions.startsAt, to),
        gt(tutoringSessions.startsAt, new Date(from.getTime() - LONGEST_SESSION_MS)),
        gt(tutoringSessions.endsAt, from),
      ),
    );
}

/** A live session of a tutor as tutorDay reads it (json: its instants arrive as text). */
interface DaySessionJson {
  id: string;
  skillId: string;
  level: string;
  language: string;
  format: string;
  capacity: number;
  status: string;
  startsAt: string;
  endsAt: string;
  seatsTaken: number;
}

const buildTutorDay = (db: Db) =>
  db
    .select({
      ...calendarFields(sql.placeholder('fromDate'), sql.placeholder('toDate')),
      // The live sessions overlapping [from, to), with their live seat counts. The lower bound on the
      // start keeps the index range to a day before `from`, however long the tutor has taught.
      sessions: sql<DaySessionJson[]>`coalesce((select json_agg(json_build_object(
          'id', s.id, 'skillId', s.skill_id, 'level', s.level, 'language', s.language, 'format', s.format,
          'capacity', s.capacity, 'status', s.status, 'startsAt', s.starts_at, 'endsAt', s.ends_at,
          'seatsTaken', (select count(*)::int from ${sessionSeats} ss
                         where ss.session_id = s.id and ss.status in ('held','confirmed')))
          order by s.starts_at)
        from ${tutoringSessions} s
        where s.tutor_id = ${tutorProfiles.userId} and s.status <> 'cancelled'
          and s.starts_at < ${sql.placeholder('to')}::timestamptz
          and s.starts_at > ${sql.placeholder('from')}::timestamptz - interval '${sql.raw(String(LONGEST_SESSION_MS / 3600_000))} hours'
          and s.ends_at > ${sql.placeholder('from')}::timestamptz), '[]'::json)`,
    })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(
      tutorSkills,
      and(eq(tutorSkills.tutorId, tutorProfiles.userId), eq(tutorSkills.skillId, sql.placeholder('skillId'))),
    )
    .leftJoin(skills, eq(skills.id, tutorSkills.skillId))
    .where(eq(tutorProfiles.userId, sql.placeholder('tutorId')))
    .limit(1)
    .prepare('booking_tutor_day');
const tutorDays = new WeakMap<Db, ReturnType<typeof buildTutorDay>>();

/**
 * A learner's day with a tutor in one round trip: as findBookableTutor (with the skill's name), the
 * tutor's weekly windows, their exceptions on the local dates `fromDate`..`toDate`, and their live
 * sessions overlapping [from, to) with seat counts. Every slot page asks it, so the statement is built
 * and prepared once per database (the server plans it once per connection).
 */
export async function tutorDay(
  db: Db,
  tutorId: string,
  skillId: string,
  dates: { fromDate: string; toDate: string },
  from: Date,
  to: Date,
) {
  let query = tutorDays.get(db);
  if (!query) tutorDays.set(db, (query = buildTutorDay(db)));
  const [row] = await query.execute({
    tutorId,
    skillId,
    ...dates,
    from: from.toISOString(),
    to: to.toISOString(),
  });
  if (!row) return null;
  const { sessions, ...tutor } = row;
  return {
    tutor,
    sessions: sessions.map((s) => ({ ...s, startsAt: new Date(s.startsAt), endsAt: new Date(s.endsAt) })),
  };
}

/**
 * For taking a seat, in one round trip: tutorCalendar, the learner's saved time zone, and a
 * transaction-level advisory lock on the tutor. Bookings of one tutor therefore run one after
 * another: the second sees the session the first opened instead of racing it into the exclusion
 * constraint, where an insert waiting on the first and the first's own status update deadlock.
 */
export async function lockTutorForBooking(
  ex: Executor,
  tutorId: string,
  skillId: string,
  learnerId: string,
  fromDate: string,
  toDate: string,
) {
  const [row] = await ex
    .select({
      ...calendarFields(fromDate, toDate),
      learnerTimeZone: sql<string | null>`(select u.time_zone from ${users} u where u.id = ${learnerId})`,
      /** "Lea S.", for the tutor's notification. */
      learnerShortName: sql<
        string | null
      >`(select u.first_name || ' ' || left(u.last_name, 1) || '.' from ${users} u where u.id = ${learnerId})`,
      /** What age-groups.policy needs of the learner, read in the same round trip. */
      learnerAgeBand: sql<
        string | null
      >`(select p.age_band from ${learnerProfiles} p where p.user_id = ${learnerId})`,
      learnerFollowed: sql<boolean>`exists (select 1 from ${familyLinks} f
        where f.child_id = ${learnerId} and f.ended_at is null)`,
      locked: sql<string>`pg_advisory_xact_lock(${BOOKING_LOCK_CLASS}, hashtext(${tutorProfiles.userId}::text))::text`,
    })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .leftJoin(
      tutorSkills,
      and(eq(tutorSkills.tutorId, tutorProfiles.userId), eq(tutorSkills.skillId, skillId)),
    )
    .leftJoin(skills, eq(skills.id, tutorSkills.skillId))
    .where(eq(tutorProfiles.userId, tutorId))
    .limit(1);
  return row ?? null;
}

type WindowRow = { weekday: number; startMinute: number; endMinute: number };
type ExceptionRow = { date: string; startMinute: number | null; endMinute: number | null };

/**
 * The tutor's live sessions overlapping [from, to), locked for this transaction: the one starting at
 * `from` is the group to join; any other makes the hour taken.
 */
export async function lockLiveSessionsOverlapping(ex: Executor, tutorId: string, from: Date, to: Date) {
  return ex
    .select()
    .from(tutoringSessions)
    .where(
      and(
        eq(tutoringSessions.tutorId, tutorId),
        ne(tutoringSessions.status, 'cancelled'),
        lt(tutoringSessions.startsAt, to),
        sql`${tutoringSessions.endsAt} > ${from.toISOString()}::timestamptz`,
      ),
    )
    .for('update');
}

export async function lockSession(ex: Executor, id: string) {
  const [row] = await ex.select().from(tutoringSessions).where(eq(tutoringSessions.id, id)).for('update');
  return row ?? null;
}

export async function insertSession(ex: Executor, values: typeof tutoringSessions.$inferInsert) {
  const [row] = await ex.insert(tutoringSessions).values(values).returning();
  return row!;
}

export async function setSessionStatus(ex: Executor, id: string, status: string, now: Date) {
  await ex
    .update(tutoringSessions)
    .set({ status, updatedAt: now, ...(status === 'cancelled' ? { cancelledAt: now } : {}) })
    .where(eq(tutoringSessions.id, id));
}

/** Marks the session's holds whose time ran out as expired; answers how many. */
export async function expireStaleHolds(ex: Executor, sessionId: string, now: Date) {
  const rows = await ex
    .update(sessionSeats)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        eq(sessionSeats.sessionId, sessionId),
        eq(sessionSeats.status, 'held'),
        lte(sessionSeats.holdExpiresAt, now),
      ),
    )
    .returning({ id: sessionSeats.id });
  return rows.length;
}

export async function liveSeatNumbers(ex: Executor, sessionId: string): Promise<number[]> {
  const rows = await ex
    .select({ seatNo: sessionSeats.seatNo })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), LIVE_SEAT));
  return rows.map((r) => r.seatNo);
}

export async function insertSeat(ex: Executor, values: typeof sessionSeats.$inferInsert) {
  const [row] = await ex.insert(sessionSeats).values(values).returning();
  return row!;
}

export async function findSeat(ex: Executor, id: string) {
  const [row] = await ex.select().from(sessionSeats).where(eq(sessionSeats.id, id));
  return row ?? null;
}

/** Sets a seat's status only if it still has `from` (compare-and-swap); answers the updated row. */
export async function swapSeatStatus(
  ex: Executor,
  id: string,
  from: string[],
  to: string,
  now: Date,
  extra: { holdExpiresBefore?: Date } = {},
) {
  const [row] = await ex
    .update(sessionSeats)
    .set({ status: to, updatedAt: now })
    .where(
      and(
        eq(sessionSeats.id, id),
        inArray(sessionSeats.status, from),
        extra.holdExpiresBefore ? lte(sessionSeats.holdExpiresAt, extra.holdExpiresBefore) : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

/** Seat rows of a learner with their session, skill and tutor, for the learner's views. */
export async function seatsOfLearner(ex: Executor, learnerId: string, filter: { seatIds?: string[] } = {}) {
  const tutor = sql`(select json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name) from ${users} u where u.id = ${tutoringSessions.tutorId})`;
  return ex
    .select({
      id: sessionSeats.id,
      status: sessionSeats.status,
      holdExpiresAt: sessionSeats.holdExpiresAt,
      attended: sessionSeats.attended,
      review: sql<{
        rating: number;
        comment: string;
      } | null>`(select json_build_object('rating', r.rating, 'comment', r.comment) from ${reviews} r where r.session_id = ${sessionSeats.sessionId} and r.author_id = ${sessionSeats.learnerId})`,
      session: {
        id: tutoringSessions.id,
        startsAt: tutoringSessions.startsAt,
        endsAt: tutoringSessions.endsAt,
        format: tutoringSessions.format,
        level: tutoringSessions.level,
        language: tutoringSessions.language,
        status: tutoringSessions.status,
        capacity: tutoringSessions.capacity,
        skillId: skills.id,
        skillName: skills.name,
        tutor: sql<{ id: string; firstName: string; lastName: string }>`${tutor}`,
        seatsTaken: sql<number>`(select count(*)::int from ${sessionSeats} s2 where s2.session_id = ${tutoringSessions.id} and s2.status in ('held','confirmed'))`,
      },
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .innerJoin(skills, eq(skills.id, tutoringSessions.skillId))
    .where(
      and(
        eq(sessionSeats.learnerId, learnerId),
        filter.seatIds ? inArray(sessionSeats.id, filter.seatIds) : undefined,
      ),
    )
    .orderBy(asc(tutoringSessions.startsAt));
}

export async function insertSaved(ex: Executor, values: typeof savedBookings.$inferInsert) {
  const [row] = await ex
    .insert(savedBookings)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: savedBookings.id });
  if (row) return row.id;
  // Saved before: the same choice is kept once.
  const [existing] = await ex
    .select({ id: savedBookings.id })
    .from(savedBookings)
    .where(
      and(
        eq(savedBookings.learnerId, values.learnerId),
        eq(savedBookings.tutorId, values.tutorId),
        eq(savedBookings.skillId, values.skillId),
        eq(savedBookings.format, values.format),
        values.startsAt
          ? eq(savedBookings.startsAt, values.startsAt)
          : sql`${savedBookings.startsAt} is null`,
      ),
    );
  return existing!.id;
}

export async function savedOfLearner(ex: Executor, learnerId: string) {
  return ex
    .select({
      id: savedBookings.id,
      format: savedBookings.format,
      startsAt: savedBookings.startsAt,
      createdAt: savedBookings.createdAt,
      skillId: skills.id,
      skillName: skills.name,
      tutorId: users.id,
      tutorFirstName: users.firstName,
      tutorLastName: users.lastName,
    })
    .from(savedBookings)
    .innerJoin(skills, eq(skills.id, savedBookings.skillId))
    .innerJoin(users, eq(users.id, savedBookings.tutorId))
    .where(eq(savedBookings.learnerId, learnerId))
    .orderBy(desc(savedBookings.createdAt));
}

export async function deleteSaved(ex: Executor, learnerId: string, id: string) {
  const rows = await ex
    .delete(savedBookings)
    .where(and(eq(savedBookings.id, id), eq(savedBookings.learnerId, learnerId)))
    .returning({ id: savedBookings.id });
  return rows.length > 0;
}

export async function setUserTimeZone(ex: Executor, userId: string, timeZone: string) {
  await ex
    .update(users)
    .set({ timeZone })
    .where(and(eq(users.id, userId), ne(users.timeZone, timeZone)));
}

/** Cancels every live seat of a session (its tutor cancelled it); answers whose seats they were. */
/** Cancels a session's live seats; answers each with the status it had (a confirmed one was paid). */
export async function cancelLiveSeatsOf(ex: Executor, sessionId: string, now: Date) {
  const live = await ex
    .select({ seatId: sessionSeats.id, learnerId: sessionSeats.learnerId, status: sessionSeats.status })
    .from(sessionSeats)
    .where(and(eq(sessionSeats.sessionId, sessionId), LIVE_SEAT))
    .for('update');
  if (live.length === 0) return live;
  await ex
    .update(sessionSeats)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      inArray(
        sessionSeats.id,
        live.map((s) => s.seatId),
      ),
    );
  return live;
}

/**
 * Confirms a seat that is still held and whose hold has not lapsed at `now` (compare-and-swap): a
 * payment confirms only a live hold. Answers the confirmed row, or null.
 */
export async function confirmHeldSeat(ex: Executor, id: string, now: Date) {
  const [row] = await ex
    .update(sessionSeats)
    .set({ status: 'confirmed', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(sessionSeats.id, id), eq(sessionSeats.status, 'held'), gt(sessionSeats.holdExpiresAt, now)))
    .returning();
  return row ?? null;
}

/** A seat with its session's format, locked for a checkout deciding on it. */
export async function lockSeatWithFormat(ex: Executor, id: string) {
  const [row] = await ex
    .select({
      id: sessionSeats.id,
      learnerId: sessionSeats.learnerId,
      status: sessionSeats.status,
      holdExpiresAt: sessionSeats.holdExpiresAt,
      format: tutoringSessions.format,
    })
    .from(sessionSeats)
    .innerJoin(tutoringSessions, eq(tutoringSessions.id, sessionSeats.sessionId))
    .where(eq(sessionSeats.id, id))
    .for('update', { of: sessionSeats })
    .limit(1);
  return row ?? null;
}

/** What age-groups.policy needs of each learner: Simi's age band and whether a guardian follows them. */
export async function ageFactsOf(ex: Executor, learnerIds: string[]) {
  if (!learnerIds.length) return [];
  return ex
    .select({
      learnerId: users.id,
      ageBand: learnerProfiles.ageBand,
      followedByGuardian: sql<boolean>`exists (select 1 from ${familyLinks} f
        where f.child_id = ${users.id} and f.ended_at is null)`,
    })
    .from(users)
    .leftJoin(learnerProfiles, eq(learnerProfiles.userId, users.id))
    .where(inArray(users.id, learnerIds));
}

/** The learners with a live seat in each of these sessions. */
export async function liveLearnersOf(ex: Executor, sessionIds: string[]) {
  if (!sessionIds.length) return [];
  return ex
    .select({ sessionId: sessionSeats.sessionId, learnerId: sessionSeats.learnerId })
    .from(sessionSeats)
    .where(
      and(inArray(sessionSeats.sessionId, sessionIds), inArray(sessionSeats.status, ['held', 'confirmed'])),
    );
}
