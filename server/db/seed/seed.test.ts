import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-app.ts';
import { rowsOf, type Database } from '../client.ts';
import { ROLES } from '../../../common/constants.ts';
import { cities, reviews, skills, tutorProfiles, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { isEmpty, SEEDED, seedDemo } from './seed.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

describe('demo seed', () => {
  it('fills an empty database with one account per role, the catalogue and tutors, and can run again', async () => {
    expect(await isEmpty(database.db)).toBe(true);
    await seedDemo(database.db);
    const roles = await database.db.selectDistinct({ r: users.userType }).from(users);
    expect(roles.map((r) => r.r).sort()).toEqual([...new Set(DEMO_ACCOUNTS.map((a) => a.role))].sort());
    // A demo account for every role the product knows, enterprise admin and master agent included.
    expect(DEMO_ACCOUNTS.map((a) => a.role).sort()).toEqual([...ROLES].sort());
    const [s] = await database.db.select({ n: count() }).from(skills);
    const [c] = await database.db.select({ n: count() }).from(cities);
    expect(Number(s!.n)).toBeGreaterThanOrEqual(50);
    // SPEC.md 1's 18 German cities and 16 more across Europe.
    expect(Number(c!.n)).toBe(SEEDED.cities);
    const [tp] = await database.db.select({ n: count() }).from(tutorProfiles);
    const before = await database.db.select({ n: count() }).from(users);
    await seedDemo(database.db);
    const after = await database.db.select({ n: count() }).from(users);
    expect(after).toEqual(before);
    expect(Number(tp!.n)).toBe(40);
  });

  it('builds weeks of marketplace that keep the booking rules: groups of at most 3, nobody in two places', async () => {
    const q = async <T>(text: string) => rowsOf<T>(await database.db.execute(sql.raw(text)));
    const [learners] = await q<{ n: number }>(
      `select count(*)::int as n from users where user_type = 'student'`,
    );
    expect(learners!.n).toBeGreaterThanOrEqual(150);
    const statuses = await q<{ status: string; n: number }>(
      `select status, count(*)::int as n from tutoring_sessions group by 1`,
    );
    const n = (st: string) => statuses.find((x) => x.status === st)?.n ?? 0;
    expect(n('completed')).toBeGreaterThan(100);
    expect(n('open') + n('full')).toBeGreaterThan(30);
    // Taught in the past, booked ahead, and some waiting for their tutor to record who came.
    const [spread] = await q<{ past: number; ahead: number; unrecorded: number }>(
      `select count(*) filter (where ends_at < now())::int as past,
              count(*) filter (where starts_at > now())::int as ahead,
              count(*) filter (where ends_at < now() and status <> 'completed')::int as unrecorded
       from tutoring_sessions`,
    );
    expect(spread!.ahead).toBeGreaterThan(20);
    expect(spread!.unrecorded).toBeGreaterThan(0);
    // The demo tutor has one waiting for "Who came?", whatever day the seed runs.
    const [demoTutor] = await q<{ n: number }>(
      `select count(*)::int as n from tutoring_sessions s join users u on u.id = s.tutor_id
       where u.email = 'tutor@demo.trt-tutoring.eu' and s.ends_at < now() and s.status <> 'completed'`,
    );
    expect(demoTutor!.n).toBeGreaterThan(0);
    // Every session has 1-3 confirmed seats and at most its capacity.
    const over = await q(
      `select s.id from tutoring_sessions s join session_seats x on x.session_id = s.id
       group by s.id, s.capacity having count(*) > s.capacity or count(*) = 0`,
    );
    expect(over).toEqual([]);
    // Every session lies inside one of its tutor's weekly windows, in the tutor's own zone.
    const outside = await q(
      `select s.id from tutoring_sessions s join tutor_profiles p on p.user_id = s.tutor_id
       where not exists (select 1 from tutor_availability a where a.tutor_id = s.tutor_id
         and a.weekday = extract(dow from s.starts_at at time zone p.time_zone)
         and a.start_minute <= extract(hour from s.starts_at at time zone p.time_zone) * 60
         and a.end_minute >= extract(hour from s.ends_at at time zone p.time_zone) * 60)`,
    );
    expect(outside).toEqual([]);
    // Attendance only on closed sessions; every review from an attended seat of a completed session.
    const [attendance] = await q<{ open: number; closed: number }>(
      `select count(*) filter (where s.status <> 'completed' and x.attended is not null)::int as open,
              count(*) filter (where s.status = 'completed' and x.attended is null)::int as closed
       from session_seats x join tutoring_sessions s on s.id = x.session_id`,
    );
    expect(attendance).toEqual({ open: 0, closed: 0 });
    const orphan = await q(
      `select r.id from reviews r where not exists (select 1 from session_seats x join tutoring_sessions s
         on s.id = x.session_id where x.session_id = r.session_id and x.learner_id = r.author_id
         and x.attended and s.status = 'completed' and s.tutor_id = r.tutor_id)`,
    );
    expect(orphan).toEqual([]);
  });

  it('gives every demo tutor reviews by adult learners, rated 1 to 5; the demo child writes none', async () => {
    const rows = await database.db
      .select({
        tutorId: reviews.tutorId,
        rating: reviews.rating,
        author: users.userType,
        email: users.email,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.authorId));
    expect(rows.length).toBeGreaterThan(100);
    expect(new Set(rows.map((r) => r.author))).toEqual(new Set(['student']));
    expect(rows.every((r) => r.rating >= 1 && r.rating <= 5)).toBe(true);
    expect(rows.some((r) => r.email === 'student@demo.trt-tutoring.eu')).toBe(false);
    const [profiles] = await database.db.select({ n: count() }).from(tutorProfiles);
    expect(new Set(rows.map((r) => r.tutorId)).size).toBe(Number(profiles!.n));
    // The demo child has sessions of her own, past and coming, and one she may still rate.
    const [child] = rowsOf<{ ahead: number; attended: number }>(
      await database.db.execute(
        sql`select count(*) filter (where x.starts_at > now())::int as ahead,
                 count(*) filter (where s.status = 'completed' and x.attended)::int as attended
          from session_seats x join tutoring_sessions s on s.id = x.session_id join users u on u.id = x.learner_id
          where u.email = 'student@demo.trt-tutoring.eu'`,
      ),
    );
    expect(child!.ahead).toBeGreaterThan(0);
    expect(child!.attended).toBeGreaterThan(0);
    // Seeding again adds nothing.
    await seedDemo(database.db);
    const [again] = await database.db.select({ n: count() }).from(reviews);
    expect(Number(again!.n)).toBe(rows.length);
  });
});
