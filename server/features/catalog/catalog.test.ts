import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

type Skill = { id: string; tutorCount: number; category: string };

describe('catalogue', () => {
  it('lists skills with the number of verified tutors teaching each', async () => {
    const skills = json<Skill[]>(await new TestClient(t.app).get('/api/skills'));
    expect(skills.length).toBeGreaterThanOrEqual(50);
    expect(skills.find((s) => s.id === 'spanish')!.tutorCount).toBe(2);
    expect(skills.find((s) => s.id === 'accounting')!.tutorCount).toBe(0);
    const music = json<Skill[]>(await new TestClient(t.app).get('/api/skills?category=music'));
    expect(music.every((s) => s.category === 'music')).toBe(true);
  });

  it('shows a skill with its tutors and cities, and a city with its tutors and skills', async () => {
    const guitar = json<{ tutors: { name: string }[]; cities: { id: string }[] }>(
      await new TestClient(t.app).get('/api/skills/guitar'),
    );
    expect(guitar.tutors.map((x) => x.name)).toEqual(['Lukas M.']);
    expect(guitar.cities.map((c) => c.id)).toEqual(['hamburg']);
    const berlin = json<{ city: { tutorCount: number }; skills: { id: string }[] }>(
      await new TestClient(t.app).get('/api/cities/berlin'),
    );
    expect(berlin.city.tutorCount).toBe(1);
    expect(berlin.skills.map((s) => s.id).sort()).toEqual(['exam-preparation', 'mathematics', 'physics']);
    const cities = json<{ id: string }[]>(await new TestClient(t.app).get('/api/cities'));
    expect(cities).toHaveLength(18);
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

  it('are the mean of the stored review rows, with their count, on skill and city pages', async () => {
    // Seeded: 5, 5, 5, 5, 4 (seed/reviews.ts).
    expect(await cardOf('/api/skills/guitar', 'Lukas M.')).toMatchObject({ rating: 4.8, reviews: 5 });
    const { user } = await registerUser(t, { userType: 'student' });
    const lukas = await tutorId('lukas.meyer@demo.trt-tutoring.eu');
    await t.ctx.db.insert(reviews).values({ tutorId: lukas, authorId: user.id, rating: 1, comment: 'x' });
    // (24 + 1) / 6 = 4.17, shown to one decimal.
    expect(await cardOf('/api/cities/hamburg', 'Lukas M.')).toMatchObject({ rating: 4.2, reviews: 6 });
    await t.ctx.db.delete(reviews).where(eq(reviews.authorId, user.id));
  });

  it('are null with no reviews: the tutor is new, and listed after rated ones', async () => {
    const mateo = await tutorId('mateo.fernandez@demo.trt-tutoring.eu');
    const kept = await t.ctx.db.delete(reviews).where(eq(reviews.tutorId, mateo)).returning();
    expect(kept.length).toBe(3);
    const spanish = json<{ tutors: Card[] }>(await new TestClient(t.app).get('/api/skills/spanish')).tutors;
    expect(spanish.map((c) => [c.name, c.rating, c.reviews])).toEqual([
      ['Sofia M.', 4.7, 7],
      ['Mateo F.', null, 0],
    ]);
    await t.ctx.db.insert(reviews).values(kept);
  });

  it('allow one review per author and tutor, rated 1 to 5, never of oneself', async () => {
    const { user } = await registerUser(t, { userType: 'student' });
    const noah = await tutorId('noah.vanderberg@demo.trt-tutoring.eu');
    await t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: user.id, rating: 5 });
    await expect(
      t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: user.id, rating: 4 }),
    ).rejects.toThrow();
    await expect(
      t.ctx.db
        .insert(reviews)
        .values({ tutorId: noah, authorId: (await registerUser(t)).user.id, rating: 6 }),
    ).rejects.toThrow();
    await expect(
      t.ctx.db.insert(reviews).values({ tutorId: noah, authorId: noah, rating: 5 }),
    ).rejects.toThrow();
    await t.ctx.db.delete(reviews).where(eq(reviews.authorId, user.id));
  });
});
