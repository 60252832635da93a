import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  await seedDemo(t.ctx.db);
}, 60_000);
afterAll(async () => t.dispose());

type Answer = { suggestions: string[]; skills: { id: string; label: string }[] };
const ask = async (q: string, language = 'en') =>
  json<Answer>(
    await t.app.inject({
      method: 'GET',
      url: `/api/ai/search/suggestions?q=${encodeURIComponent(q)}&language=${language}`,
    }),
  );

describe('GET /api/ai/search/suggestions', () => {
  it('answers nothing below 2 characters (SPEC.md 9)', async () => {
    expect(await ask('g')).toEqual({ suggestions: [], skills: [] });
    expect(await ask('  ')).toEqual({ suggestions: [], skills: [] });
  });

  it('finds skills by the start of their name first, and keeps at most 6', async () => {
    const answer = await ask('gu');
    expect(answer.skills[0]).toMatchObject({ id: 'guitar', label: 'Guitar' });
    expect(answer.suggestions[0]).toBe('Guitar');
    expect((await ask('in')).suggestions.length).toBeLessThanOrEqual(6);
  });

  it('forgives typos (pg_trgm)', async () => {
    expect((await ask('guitr')).skills.map((s) => s.id)).toContain('guitar');
    expect((await ask('matematics')).skills[0]?.id).toBe('mathematics');
  });

  it('matches and answers in the reader’s language', async () => {
    const german = await ask('Gitar', 'de');
    expect(german.skills[0]).toMatchObject({ id: 'guitar', label: 'Gitarre' });
    // The English name still finds the skill for a German reader, shown by its German name.
    expect((await ask('guitar', 'de')).suggestions[0]).toBe('Gitarre');
  });

  it('refuses an unknown language with a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ai/search/suggestions?q=gu&language=xx' });
    expect(res.statusCode).toBe(400);
  });
});
