import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OpenGroup } from '../../../common/contracts/marketplace.ts';
import type { KidsSkill, PopularSkill, SkillWithSeats } from '../../../common/contracts/discover.ts';
import { rowsOf } from '../../db/client.ts';
import { sessionSeats, skills, tutorProfiles, tutorSkills } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  await seedDemo(t.ctx.db);
});
afterAll(async () => t.dispose());

const get = async <T>(app: TestApp, url: string) => {
  const res = await app.app.inject({ method: 'GET', url });
  expect(res.statusCode, url).toBe(200);
  return json<T>(res);
};
const skillsWithSeats = (app = t) =>
  get<{ skills: SkillWithSeats[] }>(app, '/api/discover/skills-with-seats').then((a) => a.skills);
const groupsOf = (category: string, app = t) =>
  get<{ groups: OpenGroup[]; total: number }>(app, `/api/discover/open-groups?category=${category}`);
const kids = (app = t) => get<{ clearedTutors: number; skills: KidsSkill[] }>(app, '/api/discover/kids');
const popular = (app = t) =>
  get<{ days: number; skills: PopularSkill[] }>(app, '/api/discover/popular-skills');

const HOUR = 3_600_000;

/**
 * The open groups as the rows say, counted here in plain code from raw sessions and seats: open 3:1
 * groups of verified tutors starting 2 hours to 14 days ahead, with 1 or 2 live seats.
 */
async function openGroupsFromRows() {
  const now = t.ctx.now();
  const sessions = rowsOf<{
    id: string;
    skill_id: string;
    category: string;
    starts_at: string | Date;
    capacity: number;
  }>(
    await t.ctx.db.execute(sql`
      select ts.id, ts.skill_id, sk.category, ts.starts_at, ts.capacity
      from tutoring_sessions ts
      join tutor_profiles tp on tp.user_id = ts.tutor_id
      join skills sk on sk.id = ts.skill_id
      where ts.format = 'group' and ts.status = 'open' and tp.verified_at is not null`),
  );
  const seats = rowsOf<{ session_id: string; status: string; hold_expires_at: string | Date | null }>(
    await t.ctx.db.execute(sql`select session_id, status, hold_expires_at from session_seats`),
  );
  const live = new Map<string, number>();
  for (const s of seats)
    if (
      s.status === 'confirmed' ||
      (s.status === 'held' && s.hold_expires_at && new Date(s.hold_expires_at).getTime() > now.getTime())
    )
      live.set(s.session_id, (live.get(s.session_id) ?? 0) + 1);
  return sessions
    .map((s) => ({ ...s, start: new Date(s.starts_at).getTime(), taken: live.get(s.id) ?? 0 }))
    .filter(
      (s) =>
        s.start > now.getTime() + 2 * HOUR &&
        s.start < now.getTime() + 14 * 24 * HOUR &&
        s.taken >= 1 &&
        s.taken < s.capacity,
    );
}

async function expectedSkillsWithSeats() {
  const bySkill = new Map<string, { id: string; groups: number; freeSeats: number; soonest: number }>();
  for (const g of await openGroupsFromRows()) {
    const row = bySkill.get(g.skill_id) ?? { id: g.skill_id, groups: 0, freeSeats: 0, soonest: Infinity };
    row.groups += 1;
    row.freeSeats += g.capacity - g.taken;
    row.soonest = Math.min(row.soonest, g.start);
    bySkill.set(g.skill_id, row);
  }
  return [...bySkill.values()]
    .map((r) => ({ ...r, soonest: new Date(r.soonest).toISOString() }))
    .sort((a, b) => a.id.localeCompare(b.id));
}

const asComparable = (list: SkillWithSeats[]) =>
  list
    .map((s) => ({ id: s.skill.id, groups: s.groups, freeSeats: s.freeSeats, soonest: s.soonestStart }))
    .sort((a, b) => a.id.localeCompare(b.id));

describe('GET /api/discover/skills-with-seats', () => {
  it('lists every skill with open seats, its groups, free seats and soonest start, as the rows say', async () => {
    const answer = await skillsWithSeats();
    const expected = await expectedSkillsWithSeats();
    expect(expected.length).toBeGreaterThan(0); // the demo books groups for the next two weeks
    expect(asComparable(answer)).toEqual(expected);
    // Soonest first, and each skill named with its catalogue category.
    const starts = answer.map((s) => s.soonestStart);
    expect([...starts].sort()).toEqual(starts);
    const categories = new Map(
      (await t.ctx.db.select({ id: skills.id, category: skills.category }).from(skills)).map((s) => [
        s.id,
        s.category,
      ]),
    );
    for (const s of answer) expect(s.skill.category).toBe(categories.get(s.skill.id));
  });

  it('leaves out a skill with no group, counts live holds, and forgets a lapsed one', async () => {
    const tutor = await tutorWithSkill(t);
    const mine = async () => (await skillsWithSeats()).find((s) => s.skill.id === tutor.skillId);
    expect(await mine()).toBeUndefined();

    const first = dayAhead(t, 3);
    const second = dayAhead(t, 6);
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await hold(a.client, tutor, second.at)).statusCode).toBe(201);
    expect((await hold(b.client, tutor, second.at)).statusCode).toBe(201);
    const held = await hold(a.client, tutor, first.at);
    expect(held.statusCode).toBe(201);
    expect(await mine()).toMatchObject({ groups: 2, freeSeats: 2 + 1, soonestStart: first.at });

    // The first hold lapses unpaid: its group has no live seat and is no longer an open group.
    await t.ctx.db
      .update(sessionSeats)
      .set({ holdExpiresAt: new Date(t.ctx.now().getTime() - 60_000) })
      .where(eq(sessionSeats.id, json<{ id: string }>(held).id));
    expect(await mine()).toMatchObject({ groups: 1, freeSeats: 1, soonestStart: second.at });
    expect(asComparable(await skillsWithSeats())).toEqual(await expectedSkillsWithSeats());
  });
});

describe('GET /api/discover/open-groups', () => {
  it('lists the music groups of the next two weeks, soonest first, without learners', async () => {
    const tutor = await tutorWithSkill(t); // a music skill
    const learner = await registerUser(t, { firstName: 'Zerlina', lastName: 'Quaxley' });
    const { at } = dayAhead(t, 2);
    expect((await hold(learner.client, tutor, at)).statusCode).toBe(201);

    const answer = await groupsOf('music');
    const expected = (await openGroupsFromRows())
      .filter((g) => g.category === 'music')
      .sort((x, y) => x.start - y.start || x.id.localeCompare(y.id));
    expect(answer.total).toBe(expected.length);
    expect(answer.groups.map((g) => g.sessionId)).toEqual(expected.slice(0, 24).map((g) => g.id));
    for (const g of answer.groups) {
      const row = expected.find((e) => e.id === g.sessionId)!;
      expect(g.seatsLeft).toBe(row.capacity - row.taken);
      expect(Object.keys(g).sort()).toEqual(
        [
          'capacity',
          'forChildren',
          'language',
          'level',
          'seatsLeft',
          'sessionId',
          'skill',
          'startsAt',
          'tutor',
        ].sort(),
      );
    }
    const mine = answer.groups.find((g) => g.skill.id === tutor.skillId);
    if (expected.findIndex((g) => g.skill_id === tutor.skillId) < 24)
      expect(mine).toMatchObject({
        startsAt: at,
        seatsLeft: 2,
        tutor: { id: tutor.tutorId, name: 'Lukas M.' },
      });
    for (const text of ['Zerlina', 'Quaxley', learner.body.email])
      expect(JSON.stringify(answer)).not.toContain(text);
  });

  it('refuses a category that does not exist', async () => {
    for (const query of ['', '?category=cooking', '?category=MUSIC'])
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/discover/open-groups${query}` })).statusCode,
        query,
      ).toBe(400);
  });
});

describe('GET /api/discover/kids', () => {
  const clearedCount = async () =>
    rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from tutor_profiles where verified_at is not null and cleared_for_minors_at is not null`,
      ),
    )[0]!.n;
  const kidsSkillsFromRows = async () =>
    rowsOf<{ id: string; n: number }>(
      await t.ctx.db.execute(sql`
        select ts.skill_id as id, count(*)::int as n
        from tutor_skills ts
        join tutor_profiles tp on tp.user_id = ts.tutor_id
        join skills sk on sk.id = ts.skill_id
        where tp.verified_at is not null and tp.cleared_for_minors_at is not null
          and sk.category in ('academics', 'languages', 'technology', 'arts', 'music')
        group by ts.skill_id`),
    )
      .map((r) => ({ id: r.id, tutorCount: r.n }))
      .sort((a, b) => a.id.localeCompare(b.id));
  const comparable = (list: KidsSkill[]) =>
    list.map((s) => ({ id: s.id, tutorCount: s.tutorCount })).sort((a, b) => a.id.localeCompare(b.id));

  it('counts the tutors cleared for minors and the children’s skills they teach', async () => {
    const before = await kids();
    expect(before.clearedTutors).toBe(await clearedCount());
    expect(comparable(before.skills)).toEqual(await kidsSkillsFromRows());

    // A verified tutor cleared for minors, teaching a music skill and a cooking one (not for children).
    const tutor = await tutorWithSkill(t);
    await t.ctx.db
      .insert(skills)
      .values({ id: `${tutor.skillId}-cook`, name: 'Cooking', category: 'lifestyle' });
    await t.ctx.db.insert(tutorSkills).values({ tutorId: tutor.tutorId, skillId: `${tutor.skillId}-cook` });
    await t.ctx.db
      .update(tutorProfiles)
      .set({ clearedForMinorsAt: t.ctx.now() })
      .where(eq(tutorProfiles.userId, tutor.tutorId));
    // One verified without the certificate counts for nothing here.
    await tutorWithSkill(t);

    const after = await kids();
    expect(after.clearedTutors).toBe(before.clearedTutors + 1);
    expect(after.clearedTutors).toBe(await clearedCount());
    expect(comparable(after.skills)).toEqual(await kidsSkillsFromRows());
    expect(after.skills.find((s) => s.id === tutor.skillId)).toMatchObject({
      category: 'music',
      tutorCount: 1,
    });
    expect(after.skills.some((s) => s.category === 'lifestyle')).toBe(false);
  });
});

describe('GET /api/discover/popular-skills', () => {
  it('ranks skills by confirmed seats booked in the last 30 days', async () => {
    const answer = await popular();
    expect(answer.days).toBe(30);
    const now = t.ctx.now();
    const since = new Date(now.getTime() - 30 * 24 * HOUR);
    const counts = rowsOf<{ id: string; n: number }>(
      await t.ctx.db.execute(sql`
        select ts.skill_id as id, count(*)::int as n
        from session_seats s join tutoring_sessions ts on ts.id = s.session_id
        where s.status = 'confirmed' and s.created_at >= ${since} and s.created_at <= ${now}
        group by ts.skill_id`),
    ).sort((a, b) => b.n - a.n || a.id.localeCompare(b.id));
    expect(counts.length).toBeGreaterThan(0);
    expect(answer.skills.map((s) => ({ id: s.skill.id, n: s.seats }))).toEqual(counts.slice(0, 8));
  });
});

describe('with nothing booked', () => {
  it('answers every discovery call with empty lists and zero counts', async () => {
    const empty = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
    try {
      expect(await skillsWithSeats(empty)).toEqual([]);
      expect(await groupsOf('music', empty)).toEqual({ groups: [], total: 0 });
      expect((await kids(empty)).clearedTutors).toBe(0);
      expect((await kids(empty)).skills).toEqual([]);
      expect((await popular(empty)).skills).toEqual([]);
    } finally {
      await empty.dispose();
    }
  });
});
