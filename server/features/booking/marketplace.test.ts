import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenGroup } from '../../../common/contracts/marketplace.ts';
import { cities, tutorProfiles } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { dayAhead, hold, tutorWithSkill, ZONE } from './booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  await t.ctx.db
    .insert(cities)
    .values([
      { id: 'mkt-vienna', name: 'Vienna', countryCode: 'AT' },
      { id: 'mkt-lyon', name: 'Lyon', countryCode: 'FR' },
    ])
    .onConflictDoNothing();
});
afterAll(async () => t.dispose());

type Answer = { tutors: { id: string }[]; groups: OpenGroup[] };
const search = async (query: Record<string, string>) =>
  json<Answer>(
    await t.app.inject({
      method: 'GET',
      url: `/api/marketplace?${new URLSearchParams({ timeZone: ZONE, ...query })}`,
    }),
  );

describe('GET /api/marketplace', () => {
  it('lists open groups with a seat left, and tutors, under the skill, language and country filters', async () => {
    const vienna = await tutorWithSkill(t);
    await t.ctx.db
      .update(tutorProfiles)
      .set({ cityId: 'mkt-vienna' })
      .where(eq(tutorProfiles.userId, vienna.tutorId));
    const { client } = await registerUser(t, { userType: 'student' });
    const { at } = dayAhead(t, 4);
    await hold(client, vienna, at);

    const bySkill = await search({ skillId: vienna.skillId });
    expect(bySkill.tutors.map((x) => x.id)).toEqual([vienna.tutorId]);
    expect(bySkill.groups).toHaveLength(1);
    expect(bySkill.groups[0]).toMatchObject({
      startsAt: at,
      seatsLeft: 2,
      capacity: 3,
      tutor: { id: vienna.tutorId, name: 'Lukas M.' },
    });

    expect((await search({ skillId: vienna.skillId, countryCode: 'AT' })).tutors).toHaveLength(1);
    const inFrance = await search({ skillId: vienna.skillId, countryCode: 'FR' });
    expect(inFrance).toEqual({ tutors: [], groups: [] });
    expect((await search({ skillId: vienna.skillId, language: 'fr' })).tutors).toEqual([]);
    expect((await search({ skillId: vienna.skillId, language: 'de' })).tutors).toHaveLength(1);
  });

  it('filters groups by the weekday they meet on in the reader’s zone, and full groups are not listed', async () => {
    const tutor = await tutorWithSkill(t);
    const { at } = dayAhead(t, 5);
    const weekday = new Date(at).getUTCDay(); // 10:00 in Berlin is the same day in UTC
    const learners = [await registerUser(t), await registerUser(t)];
    for (const l of learners) await hold(l.client, tutor, at);
    const sameDay = await search({ skillId: tutor.skillId, weekday: String(weekday) });
    expect(sameDay.groups.map((g) => g.seatsLeft)).toEqual([1]);
    expect((await search({ skillId: tutor.skillId, weekday: String((weekday + 1) % 7) })).groups).toEqual([]);
    const third = await registerUser(t);
    await hold(third.client, tutor, at);
    expect((await search({ skillId: tutor.skillId })).groups).toEqual([]);
  });

  it('shows only tutors enabled for 1:1 when the format is private, and no groups', async () => {
    const group = await tutorWithSkill(t);
    const both = await tutorWithSkill(t, { privateSessions: true });
    expect((await search({ skillId: group.skillId, format: 'private' })).tutors).toEqual([]);
    const answer = await search({ skillId: both.skillId, format: 'private' });
    expect(answer.tutors.map((x) => x.id)).toEqual([both.tutorId]);
    expect(answer.groups).toEqual([]);
  });

  it('answers a repeated search from what it kept until anything the search reads changes, or 15 s pass', async () => {
    const tutor = await tutorWithSkill(t);
    const inVienna = () => search({ skillId: tutor.skillId, countryCode: 'AT' });
    const moveTo = (cityId: string) =>
      t.ctx.db.update(tutorProfiles).set({ cityId }).where(eq(tutorProfiles.userId, tutor.tutorId));
    expect((await inVienna()).tutors).toEqual([]);

    // A write the change counter does not see (its trigger off) shows that the answer was kept...
    await t.ctx.db.execute(sql`alter table tutor_profiles disable trigger market_changed`);
    try {
      await moveTo('mkt-vienna');
    } finally {
      await t.ctx.db.execute(sql`alter table tutor_profiles enable trigger market_changed`);
    }
    expect((await inVienna()).tutors).toEqual([]);
    // ...until it is 15 s old.
    t.clock.advance(15);
    expect((await inVienna()).tutors.map((x) => x.id)).toEqual([tutor.tutorId]);

    // Any counted change is seen by the next search at once.
    await moveTo('mkt-lyon');
    expect((await inVienna()).tutors).toEqual([]);
    expect((await search({ skillId: tutor.skillId, countryCode: 'FR' })).tutors.map((x) => x.id)).toEqual([
      tutor.tutorId,
    ]);
  });

  it('refuses bad filters with a 400', async () => {
    for (const query of ['minRating=9', 'weekday=7', 'countryCode=fr', 'skillId=Not%20A%20Slug'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/marketplace?${query}` })).statusCode,
        query,
      ).toBe(400);
  });
});
