import { verifiedAdult } from '../family/family.fixtures.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ageBandOf, ageOn, isCalendarDate } from '../../../common/learner-age.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import { dayAhead, hold, tutorWithSkill } from '../booking/booking.fixtures.ts';
import { refreshAgeBands, todayOf } from './onboarding.service.ts';

/** /student-onboarding (PRODUCT.md area C, ADR 045): the birth date sets the age band, and under 16 a guardian's link. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => {
  await t.dispose();
});

/** The date `years` years and `days` days before the test clock's today. */
function bornAgo(years: number, days = 0) {
  const d = new Date(`${todayOf(t.ctx.now())}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

const save = (client: Awaited<ReturnType<typeof registerUser>>['client'], birthDate: string) =>
  client.request('PUT', '/api/learning/onboarding', {
    birthDate,
    languages: ['de', 'en'],
    availability: ['weekday_afternoon', 'weekend_morning'],
  });

describe('ages from birth dates', () => {
  it('counts full years, with birthdays on the day and 29 February on 1 March', () => {
    expect(ageOn('2014-05-31', '2026-05-30')).toBe(11);
    expect(ageOn('2014-05-31', '2026-05-31')).toBe(12);
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect([5, 6, 9, 10, 12, 13, 15, 16, 17, 18].map(ageBandOf)).toEqual([
      '6-9',
      '6-9',
      '6-9',
      '10-12',
      '10-12',
      '13-15',
      '13-15',
      '16-17',
      '16-17',
      'adult',
    ]);
    expect(['2014-02-28', '2014-02-30', '2014-2-3', '31.05.2014'].map(isCalendarDate)).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('/student-onboarding', () => {
  it('keeps the birth date, languages and times; under 16 booking waits for a parent’s link', async () => {
    const { client } = await registerUser(t, { userType: 'student' });
    const empty = json(await client.get('/api/learning/onboarding'));
    expect(empty).toMatchObject({
      birthDate: null,
      ageBand: null,
      guardianConsent: { needed: false, given: false },
    });

    const saved = await save(client, bornAgo(10));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(json(saved)).toMatchObject({
      birthDate: bornAgo(10),
      ageBand: '10-12',
      languages: ['de', 'en'],
      availability: ['weekday_afternoon', 'weekend_morning'],
      guardianConsent: { needed: true, given: false },
    });
    // What Simi hears, or the learner picks there, does not override the birth date.
    await client.request('PATCH', '/api/matching/profile', { ageBand: 'adult' });
    expect(json(await client.get('/api/learning/onboarding')).ageBand).toBe('10-12');

    const tutor = await tutorWithSkill(t, { clearedForMinors: true });
    const { at } = dayAhead(t, 3, 10);
    const refused = await hold(client, tutor, at);
    expect(refused.statusCode).toBe(403);
    expect(json(refused).key).toBe('booking.errors.guardianConsent');
    const parent = await verifiedAdult(t);
    const { code } = json<{ code: string }>(await parent.client.post('/api/family/invitations', {}));
    expect((await client.post('/api/family/guardians', { code })).statusCode).toBe(201);
    expect(json(await client.get('/api/learning/onboarding')).guardianConsent).toEqual({
      needed: true,
      given: true,
    });
    expect((await hold(client, tutor, at)).statusCode).toBe(201);
  });

  it('refuses a date that is no date, in the future, under 6 or past 120, naming the field', async () => {
    const { client } = await registerUser(t, { userType: 'student' });
    for (const [birthDate, status, key] of [
      ['2014-02-30', 400, undefined],
      [bornAgo(-1), 400, 'learning.onboarding.errors.future'],
      [bornAgo(5, 300), 400, 'learning.onboarding.errors.tooYoung'],
      [bornAgo(121), 400, 'learning.onboarding.errors.tooOld'],
    ] as const) {
      const res = await save(client, birthDate);
      expect(res.statusCode, birthDate).toBe(status);
      expect(json<{ details: { field: string }[] }>(res).details[0]!.field).toBe('birthDate');
      if (key) expect(json(res).key).toBe(key);
    }
    const noLanguage = await client.request('PUT', '/api/learning/onboarding', {
      birthDate: bornAgo(30),
      languages: [],
      availability: [],
    });
    expect(noLanguage.statusCode).toBe(400);
    expect(json(await client.get('/api/learning/onboarding')).birthDate).toBeNull();
    // Only learners have it.
    const tutor = await registerUser(t, { userType: 'tutor' });
    expect((await tutor.client.get('/api/learning/onboarding')).statusCode).toBe(403);
  });

  it('moves the band on the birthday, by the nightly job, and then no longer asks for consent', async () => {
    const { client } = await registerUser(t, { userType: 'student' });
    expect((await save(client, bornAgo(16, -1))).statusCode).toBe(200);
    expect(json(await client.get('/api/learning/onboarding'))).toMatchObject({
      ageBand: '13-15',
      guardianConsent: { needed: true },
    });
    t.clock.advance(24 * 3600);
    expect(await refreshAgeBands(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(json(await client.get('/api/learning/onboarding'))).toMatchObject({
      ageBand: '16-17',
      guardianConsent: { needed: false },
    });
    // Nothing left to change the same day.
    expect(await refreshAgeBands(t.ctx)).toBe(0);
  });
});
