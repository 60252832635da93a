import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';
import { TOP_RATED } from './learning.policy.ts';

/** Attended sessions per skill, latest first, with the level and date of the latest one. */
export async function journeyOf(ex: Executor, learnerId: string) {
  return rowsOf<{
    skill_id: string;
    skill_name: string;
    category: string;
    sessions: number;
    minutes: number;
    level: string;
    last_at: Date | string;
    tutors: string[];
  }>(
    await ex.execute(sql`
      select k.id as skill_id, k.name as skill_name, k.category,
             count(*)::int as sessions,
             sum(extract(epoch from (s.ends_at - s.starts_at)) / 60)::int as minutes,
             (array_agg(s.level order by s.starts_at desc))[1] as level,
             max(s.starts_at) as last_at,
             array_agg(distinct s.tutor_id::text) as tutors
      from session_seats x
      join tutoring_sessions s on s.id = x.session_id
      join skills k on k.id = s.skill_id
      where x.learner_id = ${learnerId} and x.status = 'confirmed' and x.attended and s.status = 'completed'
      group by k.id, k.name, k.category
      order by max(s.starts_at) desc`),
  );
}

/**
 * The learner's latest events, newest first: seats taken, sessions attended or missed, ratings
 * given, bookings cancelled. Each row names the skill and the tutor (first name and initial).
 */
export async function recentActivity(ex: Executor, learnerId: string, now: Date, limit: number) {
  return rowsOf<{ kind: string; skill_id: string; skill_name: string; tutor: string; at: Date | string }>(
    await ex.execute(sql`
      with mine as (
        select x.*, s.skill_id, s.tutor_id, s.status as session_status, s.completed_at
        from session_seats x join tutoring_sessions s on s.id = x.session_id
        where x.learner_id = ${learnerId}
      ), events as (
        select 'booked' as kind, skill_id, tutor_id, created_at as at from mine where status in ('held', 'confirmed')
        union all
        select case when attended then 'attended' else 'missed' end, skill_id, tutor_id, completed_at
          from mine where session_status = 'completed' and attended is not null
        union all
        select 'cancelled', skill_id, tutor_id, updated_at from mine where status = 'cancelled'
        union all
        select 'rated', s.skill_id, r.tutor_id, r.created_at
          from reviews r join tutoring_sessions s on s.id = r.session_id where r.author_id = ${learnerId}
      )
      select e.kind, k.id as skill_id, k.name as skill_name,
             u.first_name || ' ' || left(u.last_name, 1) || '.' as tutor, e.at
      from events e join skills k on k.id = e.skill_id join users u on u.id = e.tutor_id
      where e.at <= ${now}
      order by e.at desc
      limit ${limit}`),
  );
}

/**
 * Skills by seats taken over the last 30 days, with the verified tutors who pass the filters; skills
 * with none are left out. `language` null: any language. `sameOffsetAs` a zone: tutors whose UTC
 * offset is the same now. `hoursSoon`: tutors with weekly hours today or tomorrow in their own zone.
 */
export async function trendingSkills(
  ex: Executor,
  f: {
    now: Date;
    language: string | null;
    sameOffsetAs: string | null;
    hoursSoon: boolean;
    topRated: boolean;
  },
  limit: number,
) {
  const since = new Date(f.now.getTime() - 30 * 86400_000);
  return rowsOf<{ skill_id: string; skill_name: string; category: string; tutors: number; bookings: number }>(
    await ex.execute(sql`
      with tutors as (
        select p.user_id, ts.skill_id
        from tutor_profiles p join tutor_skills ts on ts.tutor_id = p.user_id
        where p.verified_at is not null
          ${f.language ? sql`and ${f.language} = any(p.languages)` : sql``}
          ${
            f.sameOffsetAs
              ? sql`and (${f.now}::timestamptz at time zone p.time_zone) = (${f.now}::timestamptz at time zone ${f.sameOffsetAs})`
              : sql``
          }
          ${
            f.hoursSoon
              ? sql`and exists (select 1 from tutor_availability a where a.tutor_id = p.user_id
                  and a.weekday in (extract(dow from ${f.now}::timestamptz at time zone p.time_zone)::int,
                                    (extract(dow from ${f.now}::timestamptz at time zone p.time_zone)::int + 1) % 7))`
              : sql``
          }
          ${
            f.topRated
              ? sql`and (select count(*) >= ${TOP_RATED.minReviews} and avg(r.rating) >= ${TOP_RATED.minMean}
                         from reviews r where r.tutor_id = p.user_id)`
              : sql``
          }
      ), booked as (
        select s.skill_id, count(*)::int as n
        from session_seats x join tutoring_sessions s on s.id = x.session_id
        where x.created_at >= ${since} and x.created_at <= ${f.now}
          and (x.status = 'confirmed' or (x.status = 'held' and x.hold_expires_at > ${f.now}))
        group by s.skill_id
      )
      select k.id as skill_id, k.name as skill_name, k.category,
             count(distinct t.user_id)::int as tutors, coalesce(b.n, 0)::int as bookings
      from skills k join tutors t on t.skill_id = k.id left join booked b on b.skill_id = k.id
      group by k.id, k.name, k.category, b.n
      order by coalesce(b.n, 0) desc, count(distinct t.user_id) desc, k.name
      limit ${limit}`),
  );
}

export async function learnerFacts(ex: Executor, learnerId: string) {
  const [row] = rowsOf<{ language: string; time_zone: string }>(
    await ex.execute(sql`select language, time_zone from users where id = ${learnerId}`),
  );
  return row ?? null;
}
