import { type SQL, sql } from 'drizzle-orm';
import { familyLinks, learnerProfiles, sessionSeats } from '../../db/schema/index.ts';
import { type AgeClass, MINOR_AGE_BANDS } from './age-groups.policy.ts';

/**
 * age-groups.policy's rule in SQL, for lists that must only show a learner the groups they may join:
 * the learner whose id is `learnerId` counts as a minor (Simi's band under 18, or followed by a
 * parent or guardian).
 */
export const isMinorSql = (learnerId: SQL) =>
  sql<boolean>`(exists (select 1 from ${learnerProfiles} lp where lp.user_id = ${learnerId}
      and lp.age_band in (${sql.join(
        MINOR_AGE_BANDS.map((b) => sql`${b}`),
        sql`, `,
      )}))
    or exists (select 1 from ${familyLinks} fl where fl.child_id = ${learnerId} and fl.ended_at is null))`;

/** A seat of the session `sessionId` that counts at `now`: paid, or held and still waiting for payment. */
const liveSeatOf = (sessionId: SQL, now: Date) =>
  sql`ss.session_id = ${sessionId} and (ss.status = 'confirmed' or (ss.status = 'held' and ss.hold_expires_at > ${now}))`;

/** Whether a learner of the session (a live seat at `now`) is a minor: a children's group. */
export const hasMinorSql = (sessionId: SQL, now: Date) =>
  sql<boolean>`exists (select 1 from ${sessionSeats} ss where ${liveSeatOf(sessionId, now)}
    and ${isMinorSql(sql`ss.learner_id`)})`;

/** None of the session's learners is of the other age class than `ageClass`: a group it may join. */
export const keepsAgeClassSql = (sessionId: SQL, now: Date, ageClass: AgeClass) =>
  ageClass === 'adult'
    ? sql`not ${hasMinorSql(sessionId, now)}`
    : sql`not exists (select 1 from ${sessionSeats} ss where ${liveSeatOf(sessionId, now)}
        and not ${isMinorSql(sql`ss.learner_id`)})`;
