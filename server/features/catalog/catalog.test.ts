import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { reviews, tutoringSessions, users } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

type Skill = { id: string; tutorCount: number; category: string };

/** What the seeded rows say, counted here independently of the service's queries. */
const verifiedTutorsOf = async (where: string) =>
  rowsOf<{ name: string }>(
    await t.ctx.db.execute(
      sql.raw(`select distinct u.first_name || ' ' || left(u.last_name, 1) || '.' as name
       from tutor_profiles p join users u on u.id = p.user_id
       left join tutor_skills ts on ts.tutor_id = p.user_id
       where p.verified_at is not null and ${where}`),
    ),
  ).map((r) => r.name);

describe('catalogue', () => {
  it('lists skills with the number of verified tutors teaching each', async () => {
    const skills = json<Skill[]>(await new TestClient(t.app).get('/api/skills'));
    expect(skills.length).toBeGreaterThanOrEqual(50);
    for (const id of ['spanish', 'guitar', 'accounting'])
      expect(skills.find((s) => s.id === id)!.tutorCount).toBe(
        (await verifiedTutorsOf(`ts.skill_id = '${id}'`)).length,
      );
    expect(skills.find((s) => s.id === 'spanish')!.tutorCount).toBeGreaterThanOrEqual(2);
    const music = json<Skill[]>(await new TestClient(t.app).get('/api/skills?category=music'));
    expect(music.every((s) => s.category === 'music')).toBe(true);
  });

  it('shows a skill with its tutors and cities, and a city with its tutors and skills', async () => {
    const guitar = json<{ tutors: { name: string }[]; cities: { id: string }[] }>(
      await new TestClient(t.app).get('/api/skills/guitar'),
    );
    expect(guitar.tutors.map((x) => x.name).sort()).toEqual(
      (await verifiedTutorsOf(`ts.skill_id = 'guitar'`)).sort(),
    );
    expect(guitar.cities.map((c) => c.id)).toContain('hamburg');
    const berlin = json<{ city: { tutorCount: number }; skills: { id: string }[] }>(
      await new TestClient(t.app).get('/api/cities/berlin'),
    );
    expect(berlin.city.tutorCount).toBe((await verifiedTutorsOf(`p.city_id = 'berlin'`)).length);
    expect(berlin.skills.map((s) => s.id)).toEqual(expect.arrayContaining(['mathematics', 'physics']));
    const cities = json<{ id: string; countryCode: string }[]>(
      await new TestClient(t.app).get('/api/cities'),
    );
    const [stored] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(sql`select count(*)::int as n from cities`),
    );
    expect(cities).toHaveLength(stored!.n);
    // The German cities of SPEC.md 1 and more across Europe.
    expect(new Set(cities.map((c) => c.countryCode)).size).toBeGreaterThan(5);
    expect(cities[0]!.id).toBe('berlin');
  });

  it('answers 404 for unknown skills and cities', async () => {
    expect((await new TestClient(t.app).get('/api/skills/no-such-skill')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get('/api/cities/atlantis')).statusCode).toBe(404);
  });
});

type Card = { name: string; rating: number | null; reviews: number };

describe('tutor ratings', () => {
  const tutorId = async (email: string) =>
    (await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const cardOf = async (path: string, name: string) =>
    json<{ tutors: Card[] }>(await new TestClient(t.app).get(path)).tutors.find((c) => c.name === name)!;
  const ratingsOf = async (id: string) =>
    (await t.ctx.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.tutorId, id))).map(
      (r) => r.rating,
    );
  const round1 = (xs: number[]) => Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10;
  const aSessionOf = async (id: string) =>
    (
      await t.ctx.db
        .select({ id: tutoringSessions.id })
        .from(tutoringSessions)
        .where(eq(tutoringSessions.tutorId, id))
        .limit(1)
    )[0]!.id;

  it('are the mean of the stored review rows, with their count, on skill and city pages', async () => {
    const lukas = await tutorId('lukas.meyer@demo.trt-tutoring.eu');
    const seeded = await ratingsOf(lukas);
    expect(seeded.length).toBeGreaterThan(4);
    expect(await cardOf('/api/skills/guitar', 'Lukas M.')).toMatchObject({
      rating: round1(seeded),
      reviews: seeded.length,
    });
    const { user } = await registerUser(t, { userType: 'student' });
    await t.ctx.db.insert(reviews).values({
      tutorId: lukas,
      authorId: user.id,
      sessionId: await aSessionOf(lukas),
      rating: 1,
      comment: 'x',
    });
    expect(await cardOf('/api/cities/hamburg', 'Lukas M.')).toMatchObject({
      rating: round1([...seeded, 1]),
      reviews: seeded.length + 1,
    });
    await t.ctx.db.delete(reviews).where(eq(reviews.authorId, user.id));
  });

  it('are null with no reviews: the tutor is new, and listed after rated ones', async () => {
    const mateo = await tutorId('mateo.fernandez@demo.trt-tutoring.eu');
    const kept = await t.ctx.db.delete(reviews).where(eq(reviews.tutorId, mateo)).returning();
    expect(kept.length).toBeGreaterThan(0);
    const spanish = json<{ tutors: Card[] }>(await new TestClient(t.app).get('/api/skills/spanish')).tutors;
    expect(spanish.at(-1)).toMatchObject({ name: 'Mateo F.', rating: null, reviews: 0 });
    expect(spanish.slice(0, -1).every((c) => c.rating !== null)).toBe(true);
    await t.ctx.db.insert(reviews).values(kept);
  });

  it('are kept by triggers equal to the review rows, through inserts, updates and deletes', async () => {
    const mismatches = async () =>
      rowsOf(
        await t.ctx.db.execute(sql`select p.user_id from tutor_profiles p
          left join tutor_rating_stats st on st.tutor_id = p.user_id
          left join (select tutor_id, count(*)::int as n, sum(rating)::int as total from reviews group by tutor_id) r
            on r.tutor_id = p.user_id
          where st.tutor_id is null or st.review_count <> coalesce(r.n, 0) or st.rating_sum <> coalesce(r.total, 0)`),
      );
    expect(await mismatches()).toEqual([]);
    const { user } = await registerUser(t, { userType: 'student' });
    const noah = await tutorId('noah.vanderberg@demo.trt-tutoring.eu');
    const [row] = await t.ctx.db
      .insert(reviews)
      .values({ tutorId: noah, authorId: user.id, sessionId: await aSessionOf(noah), rating: 2 })
      .returning();
    await t.ctx.db.update(reviews).set({ rating: 5 }).where(eq(reviews.id, row!.id));
    expect(await mismatches()).toEqual([]);
    await t.ctx.db.delete(reviews).where(eq(reviews.authorId, user.id));
    expect(await mismatches()).toEqual([]);
  });

  it('allow one review per author and session, rated 1 to 5, never of oneself', async () => {
    const { user } = await registerUser(t, { userType: 'student' });
    const noah = await tutorId('noah.vanderberg@demo.trt-tutoring.eu');
    const sessionId = await aSessionOf(noah);
    await t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: user.id, sessionId, rating: 5 });
    await expect(
      t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: user.id, sessionId, rating: 4 }),
    ).rejects.toThrow();
    await expect(
      t.ctx.db
        .insert(reviews)
        .values({ tutorId: noah, authorId: (await registerUser(t)).user.id, sessionId, rating: 6 }),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: noah, sessionId, rating: 5 }),
    ).rejects.toThrow();
    await t.ctx.db.delete(reviews).where(eq(reviews.authorId, user.id));
  });
});
