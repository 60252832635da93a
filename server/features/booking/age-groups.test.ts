import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView, Slot } from '../../../common/contracts/booking.ts';
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
async function learnerAged(ageBand: string, firstName: string) {
  const r = await registerUser(t, { userType: 'student', firstName });
  await t.ctx.db.insert(learnerProfiles).values({ userId: r.user.id as string, ageBand });
  return r;
}

/** A child whose parent linked their account with a code. */
async function followedChild(firstName: string) {
  const parent = await registerUser(t, { userType: 'parent' });
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
