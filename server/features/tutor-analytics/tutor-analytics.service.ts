import type { TutorAnalytics } from '../../../common/contracts/tutor-analytics.ts';
import type { AppContext } from '../../context.ts';
import { earnedCents, lastMonths, meanOf } from './tutor-analytics.policy.ts';
import * as repo from './tutor-analytics.repo.ts';

const MONTHS = 6;
const monthOf = (d: Date | string) => new Date(d).toISOString().slice(0, 7);

/** A tutor's analytics, every figure computed from their reviews and completed sessions. */
export async function tutorAnalytics(ctx: AppContext, tutorId: string): Promise<TutorAnalytics> {
  const now = ctx.now();
  const months = lastMonths(now, MONTHS);
  const since = new Date(`${months[0]}-01T00:00:00.000Z`);
  const [{ stars, comments }, sessions, monthlyRatings] = await Promise.all([
    repo.ratingsOf(ctx.db, tutorId),
    repo.completedSessionsOf(ctx.db, tutorId),
    repo.monthlyRatingsOf(ctx.db, tutorId, since),
  ]);
  const distribution = [1, 2, 3, 4, 5].map((n) => stars.find((s) => s.rating === n)?.n ?? 0);
  const count = distribution.reduce((a, b) => a + b, 0);
  const sum = distribution.reduce((a, n, i) => a + n * (i + 1), 0);

  const recorded = sessions.flatMap((s) => s.seats);
  const attended = recorded.filter((s) => s.attended);
  const visits = new Map<string, number>();
  for (const seat of attended) visits.set(seat.learnerId, (visits.get(seat.learnerId) ?? 0) + 1);

  return {
    rating: { mean: meanOf(sum, count), count, distribution },
    totals: {
      sessions: sessions.length,
      minutes: sessions.reduce((n, s) => n + s.minutes, 0),
      learners: visits.size,
      returningLearners: [...visits.values()].filter((n) => n >= 2).length,
      attendanceRate: recorded.length > 0 ? attended.length / recorded.length : null,
      earnedCents: sessions.reduce((n, s) => n + earnedCents(s), 0),
    },
    months: months.map((month) => {
      const inMonth = sessions.filter((s) => monthOf(s.starts_at) === month);
      const mean = monthlyRatings.find((r) => r.month === month)?.mean;
      return {
        month,
        sessions: inMonth.length,
        learners: new Set(inMonth.flatMap((s) => s.seats.filter((x) => x.attended).map((x) => x.learnerId)))
          .size,
        ratingMean: mean === undefined ? null : Math.round(Number(mean) * 10) / 10,
        earnedCents: inMonth.reduce((n, s) => n + earnedCents(s), 0),
      };
    }),
    recentComments: comments.map((c) => ({
      rating: c.rating,
      comment: c.comment,
      at: new Date(c.created_at).toISOString(),
    })),
  };
}
