import { verifiedAdult } from '../family/family.fixtures.ts';
import { CONSENT_AGE_BANDS } from '../../../common/learner-age.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView, Slot } from '../../../common/contracts/booking.ts';
import type { OpenGroup } from '../../../common/contracts/marketplace.ts';
import { learnerProfiles } from '../../db/schema/index.ts';
import { createTestApp, json, registerUser, type TestApp, type TestClient } from '../../test/test-app.ts';
import { ZONE, dayAhead, hold, tutorWithSkill } from './booking.fixtures.ts';
import { ageClass, fitsGroup } from './age-groups.policy.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

describe('age classes (policy)', () => {
  it('counts Simi’s bands under 18 and a followed account as minors, everyone else as adults', () => {
    expect(ageClass({ ageBand: '10-12', followedByGuardian: false })).toBe('minor');
    expect(ageClass({ ageBand: '16-17', followedByGuardian: false })).toBe('minor');
    expect(ageClass({ ageBand: null, followedByGuardian: true })).toBe('minor');
    expect(ageClass({ ageBand: 'adult', followedByGuardian: false })).toBe('adult');
    expect(ageClass({ ageBand: null, followedByGuardian: false })).toBe('adult');
    expect(fitsGroup('minor', ['minor', 'minor'])).toBe(true);
    expect(fitsGroup('minor', ['adult'])).toBe(false);
    expect(fitsGroup('adult', [])).toBe(true);
  });
});

/** A learner Simi placed in an age band. */
/** A learner of Simi's band; under 16 with a parent's consent (their link), as booking then needs. */
async function learnerAged(ageBand: string, firstName: string, opts: { consent?: boolean } = {}) {
  const r = await registerUser(t, { userType: 'student', firstName });
  await t.ctx.db.insert(learnerProfiles).values({ userId: r.user.id as string, ageBand });
  if ((CONSENT_AGE_BANDS as readonly string[]).includes(ageBand) && opts.consent !== false) {
    const parent = await verifiedAdult(t);
    const { code } = json<{ code: string }>(await parent.client.post('/api/family/invitations', {}));
    expect((await r.client.post('/api/family/guardians', { code })).statusCode).toBe(201);
  }
  return r;
}

/** A child whose parent linked their account with a code. */
async function followedChild(firstName: string) {
  const parent = await verifiedAdult(t);
  const child = await registerUser(t, { userType: 'student', firstName });
  const { code } = json<{ code: string }>(await parent.client.post('/api/family/invitations', {}));
  expect((await child.client.post('/api/family/guardians', { code })).statusCode).toBe(201);
  return child;
}

const slotAt = async (c: TestClient, tutor: { tutorId: string; skillId: string }, date: string, at: string) =>
  json<{ slots: Slot[] }>(
    await c.get(
      `/api/booking/tutors/${tutor.tutorId}/slots?skillId=${tutor.skillId}&format=group&date=${date}&timeZone=${encodeURIComponent(ZONE)}`,
    ),
  ).slots.find((s) => s.startsAt === at)!;

describe('children and adults learn in separate groups', () => {
  it('keeps a child out of an adults’ group and an adult out of a children’s group, in the slots too', async () => {
    const tutor = await tutorWithSkill(t, { clearedForMinors: true });
    const { date, at } = dayAhead(t, 4);
    const adult = await learnerAged('adult', 'Ada');
    expect((await hold(adult.client, tutor, at)).statusCode).toBe(201);

    const child = await followedChild('Emil');
    // The adults' group is not the child's to join: the hour reads as taken.
    expect((await slotAt(child.client, tutor, date, at)).state).toBe('booked');
    const refused = await hold(child.client, tutor, at);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toMatch(
      /children and adults learn in separate groups/,
    );
    // Another adult still sees and takes the seat.
    const other = await learnerAged('adult', 'Bea');
    expect((await slotAt(other.client, tutor, date, at)).state).toBe('join');
    expect((await hold(other.client, tutor, at)).statusCode).toBe(201);

    // A children's group the other way round: a child opens it, another child joins, an adult may not.
    const { date: day2, at: at2 } = dayAhead(t, 5);
    expect((await hold(child.client, tutor, at2)).statusCode).toBe(201);
    const kid = await learnerAged('10-12', 'Kai');
    expect((await slotAt(kid.client, tutor, day2, at2)).state).toBe('join');
    expect((await hold(kid.client, tutor, at2)).statusCode).toBe(201);
    expect((await slotAt(adult.client, tutor, day2, at2)).state).toBe('booked');
    expect((await hold(adult.client, tutor, at2)).statusCode).toBe(409);

    // Nor does a seat move across: the adult's seat cannot go into the children's group.
    const adultSeat = json<{ upcoming: SeatView[] }>(await adult.client.get('/api/booking/seats'))
      .upcoming[0]!;
    const kidsGroup = json<{ upcoming: SeatView[] }>(await kid.client.get('/api/booking/seats')).upcoming[0]!;
    const move = await adult.client.post(`/api/booking/seats/${adultSeat.id}/move`, {
      sessionId: kidsGroup.session.id,
    });
    expect(move.statusCode).toBe(409);
    expect(json<{ message: string }>(move).message).toMatch(/children and adults learn in separate groups/);
  });

  it('lets a child book only tutors cleared to teach children (a verified criminal-record certificate)', async () => {
    const notCleared = await tutorWithSkill(t);
    const child = await learnerAged('13-15', 'Lina');
    const { date, at } = dayAhead(t, 4);
    const slots = json<{ slots: Slot[] }>(
      await child.client.get(
        `/api/booking/tutors/${notCleared.tutorId}/slots?skillId=${notCleared.skillId}&format=group&date=${date}&timeZone=${encodeURIComponent(ZONE)}`,
      ),
    ).slots;
    expect(new Set(slots.map((s) => s.state))).toEqual(new Set(['unavailable']));
    const refused = await hold(child.client, notCleared, at);
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toBe(
      'This tutor is not cleared to teach children yet. Please choose a tutor who teaches children.',
    );
    // An adult books the same tutor as before; a cleared tutor takes the child.
    const adult = await learnerAged('adult', 'Olaf');
    expect((await slotAt(adult.client, notCleared, date, at)).state).toBe('free');
    expect((await hold(adult.client, notCleared, at)).statusCode).toBe(201);
    const cleared = await tutorWithSkill(t, { clearedForMinors: true });
    expect((await hold(child.client, cleared, at)).statusCode).toBe(201);
  });
});

describe('lists offer each learner what they may book', () => {
  type Market = { tutors: { id: string }[]; groups: OpenGroup[] };
  const market = async (c: TestClient | null, skillId: string) => {
    const url = `/api/marketplace?skillId=${skillId}&timeZone=${encodeURIComponent(ZONE)}`;
    return json<Market>(c ? await c.get(url) : await t.app.inject({ method: 'GET', url }));
  };
  const music = async (c: TestClient | null) => {
    const url = '/api/discover/open-groups?category=music';
    return json<{ groups: OpenGroup[] }>(c ? await c.get(url) : await t.app.inject({ method: 'GET', url }))
      .groups;
  };
  const seats = async (c: TestClient) =>
    json<{ skills: { skill: { id: string } }[] }>(await c.get('/api/discover/skills-with-seats')).skills.map(
      (s) => s.skill.id,
    );

  it('shows a child only children’s groups and cleared tutors, an adult only adults’ groups, a visitor both marked', async () => {
    const kidsTutor = await tutorWithSkill(t, { clearedForMinors: true });
    const adultsTutor = await tutorWithSkill(t);
    const { at } = dayAhead(t, 6);
    const child = await followedChild('Mila');
    const adult = await learnerAged('adult', 'Arno');
    expect((await hold(child.client, kidsTutor, at)).statusCode).toBe(201);
    expect((await hold(adult.client, adultsTutor, at)).statusCode).toBe(201);

    // A visitor sees both groups, the children's one marked.
    const visitorKids = await market(null, kidsTutor.skillId);
    expect(visitorKids.groups.map((g) => g.forChildren)).toEqual([true]);
    expect((await market(null, adultsTutor.skillId)).groups.map((g) => g.forChildren)).toEqual([false]);

    // The child: the children's group, and no tutor or group of the uncleared tutor.
    expect((await market(child.client, kidsTutor.skillId)).groups).toHaveLength(1);
    expect(await market(child.client, adultsTutor.skillId)).toEqual({ tutors: [], groups: [] });
    const childTutors = json<{ id: string }[]>(
      await child.client.get(`/api/booking/tutors?skillId=${adultsTutor.skillId}&format=group`),
    );
    expect(childTutors).toEqual([]);

    // The adult: the adults' group only; the uncleared tutor is theirs to book.
    expect((await market(adult.client, kidsTutor.skillId)).groups).toEqual([]);
    const adultView = await market(adult.client, adultsTutor.skillId);
    expect(adultView.tutors.map((x) => x.id)).toEqual([adultsTutor.tutorId]);
    expect(adultView.groups).toHaveLength(1);
    const adultTutors = json<{ id: string }[]>(
      await adult.client.get(`/api/booking/tutors?skillId=${adultsTutor.skillId}&format=group`),
    );
    expect(adultTutors.map((x) => x.id)).toEqual([adultsTutor.tutorId]);

    // The music page and the skills with seats, the same way.
    const skillOf = (groups: OpenGroup[]) => groups.map((g) => g.skill.id);
    expect(skillOf(await music(child.client))).toContain(kidsTutor.skillId);
    expect(skillOf(await music(child.client))).not.toContain(adultsTutor.skillId);
    expect(skillOf(await music(adult.client))).toContain(adultsTutor.skillId);
    expect(skillOf(await music(adult.client))).not.toContain(kidsTutor.skillId);
    const visitorMusic = await music(null);
    expect(visitorMusic.find((g) => g.skill.id === kidsTutor.skillId)?.forChildren).toBe(true);
    expect(visitorMusic.find((g) => g.skill.id === adultsTutor.skillId)?.forChildren).toBe(false);
    expect(await seats(child.client)).toContain(kidsTutor.skillId);
    expect(await seats(child.client)).not.toContain(adultsTutor.skillId);
    expect(await seats(adult.client)).not.toContain(kidsTutor.skillId);
  });

  describe('guardian consent under 16 (ADR 045)', () => {
    it('refuses a seat to a learner under 16 whom no parent or guardian follows, and books once one does', async () => {
      const tutor = await tutorWithSkill(t, { clearedForMinors: true });
      const { at } = dayAhead(t, 4, 10);
      const alone = await learnerAged('10-12', 'Mia', { consent: false });
      const refused = await hold(alone.client, tutor, at);
      expect(refused.statusCode).toBe(403);
      expect(json<{ key?: string }>(refused).key).toBe('booking.errors.guardianConsent');
      const parent = await verifiedAdult(t);
      const { code } = json<{ code: string }>(await parent.client.post('/api/family/invitations', {}));
      expect((await alone.client.post('/api/family/guardians', { code })).statusCode).toBe(201);
      expect((await hold(alone.client, tutor, at)).statusCode).toBe(201);
      // Sixteen and seventeen are minors, kept with children, but book without a guardian.
      const teen = await learnerAged('16-17', 'Noah');
      expect((await hold(teen.client, tutor, dayAhead(t, 4, 12).at)).statusCode).toBe(201);
    });
  });
});
