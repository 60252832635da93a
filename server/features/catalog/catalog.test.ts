import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, TestClient, type TestApp } from '../../test/test-app.ts';

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
