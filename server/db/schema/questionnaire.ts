import { sql } from 'drizzle-orm';
import {
  date,
  check,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { sessionSeats, tutoringSessions } from './booking.ts';
import { skills } from './catalog.ts';

/**
 * One run of Simi's questionnaire (issue 11). The next question is never stored: it follows from the
 * answers and the `known` snapshot (questionnaire.policy.ts), so pause and resume cannot lose the place. `answered` counts the
 * answers and is the compare-and-swap guard: an answer names the count it saw.
 */
export const questionnaireSessions = pgTable(
  'questionnaire_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    /** The catalogue skill asked about, when the skill context named one. */
    skillId: text('skill_id').references(() => skills.id, { onDelete: 'set null' }),
    /** The words the learner came with (the dashboard's skill context). */
    skillContext: text('skill_context').notNull().default(''),
    category: text('category').notNull(),
    status: text('status').notNull().default('in_progress'),
    /** What the profile already knew at the start (those questions are skipped), fixed for the run. */
    known: jsonb('known').notNull().default({}),
    answered: smallint('answered').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('questionnaire_sessions_user_idx').on(t.userId, t.createdAt),
    check('questionnaire_sessions_role_check', sql`${t.role} in ('learner','tutor')`),
    check('questionnaire_sessions_status_check', sql`${t.status} in ('in_progress','paused','completed')`),
    check(
      'questionnaire_sessions_completed_check',
      sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`,
    ),
  ],
);

export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => questionnaireSessions.id, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    response: jsonb('response').notNull(),
    confidence: smallint('confidence').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.questionId] }),
    check('questionnaire_answers_confidence_check', sql`${t.confidence} between 1 and 10`),
  ],
);

/**
 * What Simi learned about a learner that holds for every skill; the learner sees and edits it.
 * Availability is kept as the day parts chosen (in the learner's own zone), converted to UTC hours
 * when the matching engine runs, so a change of zone or of summer time never shifts it.
 */
export const learnerProfiles = pgTable(
  'learner_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    ageBand: text('age_band'),
    /** Given at /student-onboarding; sets the age band, which a daily job keeps current (ADR 045). */
    birthDate: date('birth_date', { mode: 'string' }),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    availability: text('availability').array().notNull().default(sql`'{}'::text[]`),
    pace: text('pace'),
    style: text('style'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('learner_profiles_age_band_check', sql`${t.ageBand} in ('6-9','10-12','13-15','16-17','adult')`),
    check('learner_profiles_pace_check', sql`${t.pace} in ('slow','steady','fast')`),
    check('learner_profiles_style_check', sql`${t.style} in ('visual','auditory','reading','hands-on')`),
  ],
);

/** A learner's level and aims in one skill, from Simi's placement ladder or their own edit. */
export const learnerSkillProfiles = pgTable(
  'learner_skill_profiles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** 0 = first steps ... 5 = expert (the ladder's rungs). */
    level: smallint('level').notNull(),
    goals: text('goals').array().notNull().default(sql`'{}'::text[]`),
    focus: text('focus').array().notNull().default(sql`'{}'::text[]`),
    groupComfort: smallint('group_comfort'),
    /** Mean confidence of the answers behind it, 1-10 (null after a manual edit). */
    confidence: smallint('confidence'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.skillId] }),
    index('learner_skill_profiles_skill_idx').on(t.skillId),
    check('learner_skill_profiles_level_check', sql`${t.level} between 0 and 5`),
  ],
);

/** How a tutor teaches, from Simi's tutor questions (levels taught live in tutor_skills). */
export const tutorMatchingProfiles = pgTable(
  'tutor_matching_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    style: text('style'),
    pace: text('pace'),
    ageBands: text('age_bands').array().notNull().default(sql`'{}'::text[]`),
    groupExperience: smallint('group_experience'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'tutor_matching_profiles_style_check',
      sql`${t.style} in ('visual','auditory','reading','hands-on')`,
    ),
  ],
);

/**
 * A learner waiting for a group in a skill (made when Simi's questions about it are finished). At
 * most one live request per learner and skill; the waitlist position is its place by created_at.
 */
export const matchRequests = pgTable(
  'match_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waiting'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('match_requests_skill_idx').on(t.skillId, t.status, t.createdAt),
    uniqueIndex('match_requests_live_unique')
      .on(t.learnerId, t.skillId)
      .where(sql`${t.status} in ('waiting','proposed')`),
    check('match_requests_status_check', sql`${t.status} in ('waiting','proposed','matched','withdrawn')`),
  ],
);

/**
 * A group the matching engine proposed: a new 3:1 group with a tutor at a weekly hour (its first
 * session at `startsAt`), or seats in an open group (`sessionId`). Learners confirm it by taking a
 * seat through the booking flow; the proposal lapses at `expiresAt`.
 */
export const groupProposals = pgTable(
  'group_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    level: text('level').notNull(),
    language: text('language').notNull(),
    score: doublePrecision('score').notNull(),
    /** The score's parts, to show why this group was formed. */
    parts: jsonb('parts').notNull(),
    status: text('status').notNull().default('proposed'),
    /**
     * The tutor's answer to a new group: pending until they confirm or decline (declining closes
     * the proposal). Seats in a group the tutor already teaches are confirmed from the start.
     */
    tutorResponse: text('tutor_response').notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('group_proposals_tutor_idx').on(t.tutorId, t.startsAt),
    check('group_proposals_status_check', sql`${t.status} in ('proposed','closed')`),
    check(
      'group_proposals_tutor_response_check',
      sql`${t.tutorResponse} in ('pending','confirmed','declined')`,
    ),
    check('group_proposals_level_check', sql`${t.level} in ('beginner','intermediate','advanced')`),
  ],
);

export const proposalMembers = pgTable(
  'proposal_members',
  {
    proposalId: uuid('proposal_id')
      .notNull()
      .references(() => groupProposals.id, { onDelete: 'cascade' }),
    requestId: uuid('request_id')
      .notNull()
      .references(() => matchRequests.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    response: text('response').notNull().default('pending'),
    /** The seat taken on accepting. */
    seatId: uuid('seat_id').references(() => sessionSeats.id, { onDelete: 'set null' }),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.proposalId, t.learnerId] }),
    index('proposal_members_learner_idx').on(t.learnerId),
    check(
      'proposal_members_response_check',
      sql`${t.response} in ('pending','accepted','declined','expired')`,
    ),
  ],
);

/**
 * A regrouping the post-pairing optimiser proposed and the learner was told about (once per seat and
 * target group). Proposals themselves are recomputed from the groups whenever they are read; this row
 * only keeps the hourly notice from telling the same learner the same thing twice.
 */
export const regroupingNotices = pgTable(
  'regrouping_notices',
  {
    seatId: uuid('seat_id')
      .notNull()
      .references(() => sessionSeats.id, { onDelete: 'cascade' }),
    toSessionId: uuid('to_session_id')
      .notNull()
      .references(() => tutoringSessions.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.seatId, t.toSessionId] }),
    index('regrouping_notices_learner_idx').on(t.learnerId),
  ],
);

/**
 * A weekly hour at which a tutor declined a new group of a skill: the engine no longer proposes them
 * a new group of that skill at that hour (hour of the week in UTC, 0 = Monday 00:00).
 */
export const tutorDeclinedSlots = pgTable(
  'tutor_declined_slots',
  {
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: text('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    slot: smallint('slot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tutorId, t.skillId, t.slot] }),
    check('tutor_declined_slots_slot_check', sql`${t.slot} between 0 and 167`),
  ],
);
