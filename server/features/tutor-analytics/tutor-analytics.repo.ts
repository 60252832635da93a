import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client.ts';

/** The tutor's ratings by stars (1-5) and the latest comments. */
export async function ratingsOf(ex: Executor, tutorId: string) {
  const stars = rowsOf<{ rating: number; n: number }>(
    await ex.execute(
      sql`select rating, count(*)::int as n from reviews where tutor_id = ${tutorId} group by rating`,
    ),
  );
  const comments = rowsOf<{ rating: number; comment: string; created_at: Date | string }>(
    await ex.execute(sql`select rating, comment, created_at from reviews
      where tutor_id = ${tutorId} and comment <> '' order by created_at desc limit 5`),
  );
  return { stars, comments };
}

/**
 * Completed sessions with their recorded seats: per session its start, minutes, format, and the
 * learners with whether they came. Only what the tutor recorded counts.
 */
export async function completedSessionsOf(ex: Executor, tutorId: string) {
  return rowsOf<{
    id: string;
    starts_at: Date | string;
    minutes: number;
    format: string;
    seats: { learnerId: string; attended: boolean }[];
  }>(
    await ex.execute(sql`
      select s.id, s.starts_at, s.format,
             (extract(epoch from (s.ends_at - s.starts_at)) / 60)::int as minutes,
             coalesce(json_agg(json_build_object('learnerId', x.learner_id, 'attended', x.attended))
               filter (where x.id is not null), '[]'::json) as seats
      from tutoring_sessions s
      left join session_seats x on x.session_id = s.id and x.status = 'confirmed' and x.attended is not null
      where s.tutor_id = ${tutorId} and s.status = 'completed'
      group by s.id`),
  );
}

/** Monthly mean rating, by the month the rated session took place. */
export async function monthlyRatingsOf(ex: Executor, tutorId: string, since: Date) {
  return rowsOf<{ month: string; mean: string | number }>(
    await ex.execute(sql`
      select to_char(s.starts_at at time zone 'UTC', 'YYYY-MM') as month, avg(r.rating) as mean
      from reviews r join tutoring_sessions s on s.id = r.session_id
      where r.tutor_id = ${tutorId} and s.starts_at >= ${since}
      group by 1`),
  );
}
