import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/** The skill catalogue; ids are URL slugs (/learn/{skillId}). */
export const skills = pgTable(
  'skills',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skills_category_idx').on(t.category),
    index('skills_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Cities with a landing page (/city/{cityId}); ids are URL slugs. */
export const cities = pgTable(
  'cities',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    countryCode: text('country_code').notNull(),
    region: text('region').notNull().default(''),
    latitude: text('latitude'),
    longitude: text('longitude'),
    population: integer('population'),
  },
  (t) => [index('cities_country_idx').on(t.countryCode)],
);

/** What a tutor shows the public. Tutors never set prices (SPEC.md 9), so there is no price column. */
export const tutorProfiles = pgTable(
  'tutor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    cityId: text('city_id').references(() => cities.id, { onDelete: 'set null' }),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    yearsExperience: smallint('years_experience').notNull().default(0),
    /** The IANA zone the tutor's weekly windows are written in. */
    timeZone: text('time_zone').notNull().default('Europe/Berlin'),
    /** Tutors never choose to teach 1:1 (SPEC.md 6): an admin enables it. */
    privateSessionsEnabled: boolean('private_sessions_enabled').notNull().default(false),
    /** Set when verification (identity, qualifications, background, sample lesson) passed. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Set with verified_at when the background check included a verified criminal-record certificate. */
    clearedForMinorsAt: timestamp('cleared_for_minors_at', { withTimezone: true }),
    // No rating columns here: a tutor's rating is the mean of their rows in `reviews`, kept beside them by
    // triggers in `tutor_rating_stats` (ADR 023).
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tutor_profiles_city_idx').on(t.cityId)],
);

export const tutorSkills = pgTable(
  'tutor_skills',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** The levels the tutor teaches this skill at. */
    levels: text('levels').array().notNull().default(sql`'{beginner,intermediate,advanced}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.tutorId, t.skillId] }), index('tutor_skills_skill_idx').on(t.skillId)],
);

/** Weekly availability in the tutor's own time zone (tutor_profiles.time_zone); minutes from midnight. */
export const tutorAvailability = pgTable(
  'tutor_availability',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => tutorProfiles.userId, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (t) => [index('tutor_availability_tutor_idx').on(t.tutorId)],
);

/** Public visibility of a user in social proof: first name and city at most, only when allowed. */
export const publicActivityConsents = pgTable('public_activity_consents', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  allowed: boolean('allowed').notNull().default(false),
  cityId: text('city_id').references(() => cities.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
