import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { leads } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

type Demo = {
  demo: {
    personalizedContent: {
      tutorMatches: {
        id: string;
        name: string;
        rating: number | null;
        reviews: number;
        expertise: { id: string; name: string }[];
        nextAvailable: string | null;
      }[];
      matchedSkills: string[];
    };
    earnings?: {
      perSessionCents: number;
      currency: string;
      tiers: { sessions: number; monthlyCents: number }[];
    };
  };
};

describe('instant demo', () => {
  it('finds real tutors for a skill, best rated first, rated from their stored reviews', async () => {
    const res = await new TestClient(t.app).post('/api/conversion/instant-demo', {
      skill: 'guitar',
      userType: 'student',
      timeZone: 'Europe/Lisbon',
    });
    expect(res.statusCode).toBe(200);
    const { demo } = json<Demo>(res);
    expect(demo.personalizedContent.matchedSkills).toContain('Guitar');
    const [first] = demo.personalizedContent.tutorMatches;
    expect(first).toMatchObject({ expertise: expect.arrayContaining([{ id: 'guitar', name: 'Guitar' }]) });
    const ratings = demo.personalizedContent.tutorMatches.map((m) => m.rating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    // The mean of the review rows of that tutor, counted here.
    const [stats] = rowsOf<{ n: number; mean: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n, round(avg(r.rating), 1)::float as mean from reviews r join users u on u.id = r.tutor_id where u.first_name || ' ' || left(u.last_name, 1) || '.' = ${first!.name}`,
      ),
    );
    expect(stats!.n).toBeGreaterThan(0);
    expect(first).toMatchObject({ rating: stats!.mean, reviews: stats!.n });
    expect(demo.earnings).toBeUndefined();
    // The next free hour is one the booking page offers as free to a visitor in Lisbon.
    const startsAt = first!.nextAvailable!;
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Lisbon' }).format(new Date(startsAt));
    const { slots } = json<{ slots: { startsAt: string; state: string }[] }>(
      await new TestClient(t.app).get(
        `/api/booking/tutors/${first!.id}/slots?skillId=guitar&date=${date}&timeZone=Europe/Lisbon`,
      ),
    );
    expect(slots.find((s) => s.startsAt === startsAt)?.state).toBe('free');
  });

  it("gives no next free hour without the visitor's time zone", async () => {
    const { demo } = json<Demo>(
      await new TestClient(t.app).post('/api/conversion/instant-demo', {
        skill: 'guitar',
        userType: 'student',
      }),
    );
    expect(demo.personalizedContent.tutorMatches.length).toBeGreaterThan(0);
    expect(demo.personalizedContent.tutorMatches.every((m) => m.nextAvailable === null)).toBe(true);
  });

  it('matches close spellings and answers an empty list for unknown skills', async () => {
    const close = json<Demo>(
      await new TestClient(t.app).post('/api/conversion/instant-demo', {
        skill: 'spansh',
        userType: 'student',
      }),
    );
    expect(close.demo.personalizedContent.tutorMatches.map((m) => m.name)).toEqual(
      expect.arrayContaining(['Sofia M.', 'Mateo F.']),
    );
    const none = json<Demo>(
      await new TestClient(t.app).post('/api/conversion/instant-demo', {
        skill: 'underwater basket weaving',
        userType: 'student',
      }),
    );
    expect(none.demo.personalizedContent.tutorMatches).toEqual([]);
  });

  it('shows a tutor at most two matches and the earnings of SPEC.md 9: 12 EUR per session, whatever the skill', async () => {
    const { demo } = json<Demo>(
      await new TestClient(t.app).post('/api/conversion/instant-demo', {
        skill: 'language exam',
        userType: 'tutor',
      }),
    );
    expect(demo.personalizedContent.tutorMatches.length).toBeLessThanOrEqual(2);
    expect(demo.earnings).toMatchObject({ perSessionCents: 1200, currency: 'EUR' });
    expect(demo.earnings!.tiers.map((t) => [t.sessions, t.monthlyCents])).toEqual([
      [20, 24_000],
      [60, 72_000],
      [80, 96_000],
    ]);
  });

  it('refuses an empty skill', async () => {
    const res = await new TestClient(t.app).post('/api/conversion/instant-demo', {
      skill: '  ',
      userType: 'student',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('join form leads', () => {
  it('stores the lead and points to registration with the chosen type', async () => {
    const client = new TestClient(t.app);
    const res = await client.post('/api/leads', {
      name: 'Ida Roth',
      email: 'ida@example.eu',
      userType: 'tutor',
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).redirectTo).toMatch(/^\/auth\?mode=register&type=tutor&email=ida%40example.eu/);
    const [row] = await t.ctx.db.select({ n: count() }).from(leads);
    expect(Number(row!.n)).toBe(1);
  });

  it("answers SPEC.md 5's message when a field is missing", async () => {
    const res = await new TestClient(t.app).post('/api/leads', {
      name: '',
      email: 'ida@example.eu',
      userType: 'tutor',
    });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Please fill all fields');
  });
});
