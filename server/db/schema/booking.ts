import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  integer,
  foreignKey,
  index,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { skills, tutorProfiles } from './catalog.ts';

/**
 * A taught hour: one tutor, one skill at one level in one language, 60 minutes, as a 3:1 group
 * (capacity 3) or a private 1:1 (capacity 1). Times are UTC instants.
 *
 * Migration 0007 adds what Drizzle cannot declare: an exclusion constraint (btree_gist) so a tutor
 * never has two live sessions that overlap. The database, not the service, is the last word on
 * double booking.
 */
export const tutoringSessions = pgTable(
  'tutoring_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'restrict' }),
    level: text('level').notNull(),
    language: text('language').notNull(),
    format: text('format').notNull(),
    capacity: smallint('capacity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    status: text('status').notNull().default('open'),
    /**
     * How many seats are held or confirmed, kept by a trigger on session_seats (migration 0015). A hold
     * whose time ran out still counts until it is marked expired, so this is an upper bound of the live
     * seats: the marketplace's index finds groups with seats by it, the exact count confirms them.
     */
    seatsHeld: smallint('seats_held').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the tutor recorded attendance and closed the session. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The target of the seats' composite key: a seat always carries its session's capacity and times.
    unique('tutoring_sessions_seat_target').on(t.id, t.capacity, t.startsAt, t.endsAt),
    check('tutoring_sessions_level_check', sql`${t.level} in ('beginner','intermediate','advanced')`),
    check(
      'tutoring_sessions_format_check',
      sql`(${t.format} = 'group' and ${t.capacity} = 3) or (${t.format} = 'private' and ${t.capacity} = 1)`,
    ),
    check(
      'tutoring_sessions_status_check',
      sql`${t.status} in ('open','full','scheduled','in_progress','completed','cancelled')`,
    ),
    check('tutoring_sessions_times_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'tutoring_sessions_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
    index('tutoring_sessions_tutor_start_idx').on(t.tutorId, t.startsAt),
    index('tutoring_sessions_skill_start_idx').on(t.skillId, t.startsAt),
    index('tutoring_sessions_start_idx').on(t.startsAt),
    check('tutoring_sessions_seats_held_check', sql`${t.seatsHeld} between 0 and ${t.capacity}`),
    // The marketplace's open groups (a seat taken, a seat left) of a skill in start order.
    index('tutoring_sessions_open_groups_idx')
      .on(t.skillId, t.startsAt)
      .where(sql`${t.status} = 'open' and ${t.format} = 'group' and ${t.seatsHeld} > 0`),
  ],
);

/**
 * A learner's seat in a session. `held` waits for payment until `holdExpiresAt`; `confirmed` is paid;
 * `cancelled` and `expired` free the seat. The composite key to the session copies its capacity and
 * times (ON UPDATE CASCADE: moving a session moves its seats), so the database itself enforces that
 * a live seat's number is within the capacity and unique in its session, and (migration 0007, an
 * exclusion constraint) that a learner never holds two live seats that overlap.
 */
export const sessionSeats = pgTable(
  'session_seats',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id').notNull(),
    capacity: smallint('capacity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    seatNo: smallint('seat_no').notNull(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** Recorded by the tutor when the session is completed (confirmed seats only); null until then. */
    attended: boolean('attended'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'session_seats_session_fk',
      columns: [t.sessionId, t.capacity, t.startsAt, t.endsAt],
      foreignColumns: [
        tutoringSessions.id,
        tutoringSessions.capacity,
        tutoringSessions.startsAt,
        tutoringSessions.endsAt,
      ],
    })
      .onUpdate('cascade')
      .onDelete('cascade'),
    check('session_seats_seat_no_check', sql`${t.seatNo} between 1 and ${t.capacity}`),
    check('session_seats_status_check', sql`${t.status} in ('held','confirmed','cancelled','expired')`),
    check('session_seats_hold_check', sql`${t.status} <> 'held' or ${t.holdExpiresAt} is not null`),
    check('session_seats_attended_check', sql`${t.attended} is null or ${t.status} = 'confirmed'`),
    uniqueIndex('session_seats_live_seat_unique')
      .on(t.sessionId, t.seatNo)
      .where(sql`${t.status} in ('held','confirmed')`),
    index('session_seats_learner_start_idx').on(t.learnerId, t.startsAt),
    index('session_seats_session_idx').on(t.sessionId),
  ],
);

/** A learner's choice kept with Save for Later: tutor, skill, format and time, shown on their dashboard. */
export const savedBookings = pgTable(
  'saved_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    format: text('format').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('saved_bookings_choice_unique').on(t.learnerId, t.tutorId, t.skillId, t.format, t.startsAt),
    check('saved_bookings_format_check', sql`${t.format} in ('group','private')`),
    index('saved_bookings_learner_idx').on(t.learnerId),
  ],
);

/** Dated changes to a tutor's weekly windows: a day (or part of it) off. Minutes in the tutor's zone. */
export const tutorAvailabilityExceptions = pgTable(
  'tutor_availability_exceptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    /** The tutor's local calendar date (YYYY-MM-DD). */
    date: text('date').notNull(),
    /** Null with endMinute null: the whole day. */
    startMinute: smallint('start_minute'),
    endMinute: smallint('end_minute'),
  },
  (t) => [
    index('tutor_availability_exceptions_tutor_date_idx').on(t.tutorId, t.date),
    check('tutor_availability_exceptions_date_check', sql`${t.date} ~ '^\\d{4}-\\d{2}-\\d{2}$'`),
    check(
      'tutor_availability_exceptions_range_check',
      sql`(${t.startMinute} is null and ${t.endMinute} is null) or (${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.endMinute} > ${t.startMinute})`,
    ),
  ],
);

/**
 * A user's calendar feed: an iCalendar URL with a secret token that calendar apps poll without a
 * session. Only the token's SHA-256 is stored; a new token replaces the old one, deleting the row
 * revokes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's rating of a session they attended: the only source of a tutor's rating and review
 * count, computed from these rows wherever a tutor is shown (never stored). One per author and
 * session; the service checks that the author held a confirmed seat and attended, a row constraint
 * cannot. The tutor is kept on the row so a tutor's rating is one indexed aggregate.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reviews_author_session_unique').on(t.authorId, t.sessionId),
    index('reviews_tutor_idx').on(t.tutorId),
    index('reviews_session_idx').on(t.sessionId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_not_own_check', sql`${t.authorId} <> ${t.tutorId}`),
  ],
);

/**
 * Each tutor's count and sum of ratings, kept by triggers on `reviews` in the same statement as the
 * review itself (migration 0014), so the mean shown is still the mean of the review rows and nothing
 * else, without aggregating every review on every search. A row exists for every tutor profile (0, 0
 * until the first review). The catalogue tests compare it with the rows after inserts and deletes.
 */
export const tutorRatingStats = pgTable(
  'tutor_rating_stats',
  {
    tutorId: uuid('tutor_id')
      .primaryKey()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The mean for ordering (0 without reviews; shown as null then). */
    ratingMean: doublePrecision('rating_mean')
      .notNull()
      .generatedAlwaysAs(sql`case when review_count > 0 then rating_sum::float8 / review_count else 0 end`),
  },
  (t) => [
    index('tutor_rating_stats_order_idx').on(t.ratingMean.desc(), t.reviewCount.desc()),
    check('tutor_rating_stats_counts_check', sql`${t.reviewCount} >= 0 and ${t.ratingSum} >= 0`),
  ],
);

/**
 * Counts changes to what the marketplace search reads (seats, sessions, tutor profiles, skills, weekly
 * hours, ratings, cities, skill names, tutor names): statement triggers take its next value (migration
 * 0028). A sequence, not a counter row, so concurrent bookings never wait on one another to bump it; a
 * node's cached search answer is good while the value it was computed under is still the last (ADR 039).
 */
export const marketChanges = pgSequence('market_changes');
