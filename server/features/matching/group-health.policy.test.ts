import { describe, expect, it } from 'vitest';
import {
  groupHealth,
  type HealthGroup,
  type HealthMember,
  hourOfWeek,
  proposeMoves,
} from './group-health.policy.ts';

const MONDAY_18 = new Date('2026-12-07T18:00:00Z');
const MONDAY_19 = new Date('2026-12-07T19:00:00Z');
const EVENINGS = [18, 19, 20, 24 + 18, 24 + 19];

let seq = 0;
function member(over: Partial<HealthMember> = {}): HealthMember {
  seq += 1;
  return {
    seatId: `seat-${seq}`,
    learnerId: `learner-${seq}`,
    name: `L${seq}`,
    level: 1,
    ageBand: 'adult',
    languages: ['de', 'en'],
    slots: EVENINGS,
    pace: 'steady',
    style: 'visual',
    goals: ['travel'],
    utcOffset: 1,
    attended: 0,
    missed: 0,
    ratingOfTutor: null,
    ...over,
  };
}

function group(id: string, members: HealthMember[], over: Partial<HealthGroup> = {}): HealthGroup {
  return {
    sessionId: id,
    skillId: 'spanish',
    skill: 'Spanish',
    startsAt: MONDAY_18,
    level: 'beginner',
    language: 'en',
    capacity: 3,
    tutor: {
      id: `tutor-${id}`,
      name: 'T',
      rating: 4.6,
      reviews: 10,
      style: 'visual',
      slots: EVENINGS,
      utcOffset: 1,
      bands: ['adult'],
    },
    members,
    ...over,
  };
}

describe('group health', () => {
  it('counts hours of the week from Monday 00:00 UTC', () => {
    expect(hourOfWeek(new Date('2026-12-07T00:30:00Z'))).toBe(0);
    expect(hourOfWeek(MONDAY_19)).toBe(19);
    expect(hourOfWeek(new Date('2026-12-13T23:00:00Z'))).toBe(167);
  });

  it('scores a full, well-attended, well-rated group at level near 100 and names what is wrong elsewhere', () => {
    const good = groupHealth(
      group('g', [member({ attended: 4 }), member({ attended: 3 }), member({ attended: 5 })]),
    );
    expect(good).toEqual({
      score: 98,
      parts: { fill: 1, attendance: 1, rating: 0.9, levelFit: 1 },
      flags: [],
    });
    const poor = groupHealth(
      group('g', [member({ level: 0, attended: 1, missed: 3, ratingOfTutor: 2 })], { level: 'beginner' }),
    );
    expect(poor.flags).toEqual(['underfilled', 'lowAttendance', 'lowRating']);
    expect(poor.parts).toEqual({ fill: 0.33, attendance: 0.25, rating: 0.25, levelFit: 1 });
    expect(poor.score).toBe(43);
    // Unknown parts are left out of the mean rather than counted as perfect or as zero.
    const fresh = groupHealth(
      group('g', [member(), member()], { tutor: { ...group('x', []).tutor, reviews: 0 } }),
    );
    expect(fresh.parts.attendance).toBeNull();
    expect(fresh.parts.rating).toBeNull();
    expect(fresh.score).toBe(Math.round((100 * (0.4 * (2 / 3) + 0.2)) / 0.6));
    const gap = groupHealth(group('g', [member({ level: 0 }), member({ level: 3 })]));
    expect(gap.flags).toContain('levelGap');
  });
});

describe('regroupings', () => {
  it('moves a learner sitting alone into a group with a free seat at an hour they are free', () => {
    const alone = member();
    const pair = [member(), member()];
    const moves = proposeMoves([group('a', [alone]), group('b', pair, { startsAt: MONDAY_19 })]);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      seatId: alone.seatId,
      fromSessionId: 'a',
      toSessionId: 'b',
      reasons: expect.arrayContaining(['fillsGroup', 'closesNearEmptyGroup']),
    });
    expect(moves[0]!.parts.fill).toBe(20);
  });

  it('never moves a minor in with adults, nor to a tutor not cleared for minors', () => {
    const child = member({ ageBand: '10-12' });
    expect(
      proposeMoves([group('a', [child]), group('b', [member(), member()], { startsAt: MONDAY_19 })]),
    ).toEqual([]);
    const kids = [member({ ageBand: '10-12' }), member({ ageBand: '10-12' })];
    // The other group's tutor may teach adults only.
    expect(proposeMoves([group('a', [child]), group('b', kids, { startsAt: MONDAY_19 })])).toEqual([]);
    const cleared = group('b', kids, {
      startsAt: MONDAY_19,
      tutor: { ...group('b', []).tutor, bands: ['10-12', 'adult'] },
    });
    expect(proposeMoves([group('a', [child]), cleared]).map((m) => m.seatId)).toEqual([child.seatId]);
  });

  it('keeps to hours the learner is free, to their languages, to one level step, and off their other bookings', () => {
    const pair = () => [member(), member()];
    const busyAt19 = member({ slots: [18] });
    expect(proposeMoves([group('a', [busyAt19]), group('b', pair(), { startsAt: MONDAY_19 })])).toEqual([]);
    const noSpanishSpeaker = member({ languages: ['fr'] });
    expect(
      proposeMoves([
        group('a', [noSpanishSpeaker], { language: 'fr' }),
        group('b', pair(), { startsAt: MONDAY_19 }),
      ]),
    ).toEqual([]);
    const advanced = member({ level: 3 });
    expect(
      proposeMoves([
        group('a', [advanced], { level: 'intermediate' }),
        group('b', pair(), { startsAt: MONDAY_19 }),
      ]),
    ).toEqual([]);
    // Free at 19:00 but booked elsewhere then.
    const booked = member();
    const busy = new Map([[booked.learnerId, [MONDAY_18, MONDAY_19]]]);
    expect(proposeMoves([group('a', [booked]), group('b', pair(), { startsAt: MONDAY_19 })], busy)).toEqual(
      [],
    );
    // Without a profile (no age band), nobody is moved.
    expect(
      proposeMoves([group('a', [member({ ageBand: null })]), group('b', pair(), { startsAt: MONDAY_19 })]),
    ).toEqual([]);
  });

  it('moves a learner out of a group their level does not fit, and away from a tutor they rated badly', () => {
    const a = [member({ level: 0 }), member({ level: 0 }), member({ level: 2 })];
    const b = [member({ level: 2 })];
    const moves = proposeMoves([
      group('a', a),
      group('b', b, { startsAt: MONDAY_19, level: 'intermediate' }),
    ]);
    expect(moves).toEqual([
      expect.objectContaining({
        seatId: a[2]!.seatId,
        toSessionId: 'b',
        reasons: expect.arrayContaining(['fixesLevelGap']),
      }),
    ]);

    const unhappy = member({ ratingOfTutor: 1 });
    const c = [unhappy, member()];
    const d = [member(), member()];
    const moved = proposeMoves([group('c', c), group('d', d, { startsAt: MONDAY_19 })]);
    expect(moved).toEqual([
      expect.objectContaining({ seatId: unhappy.seatId, reasons: expect.arrayContaining(['newTutor']) }),
    ]);
    expect(moved[0]!.parts.rating).toBe(4);
  });

  it('changes no group twice, so every proposal stays valid when the others are accepted', () => {
    const singles = [0, 1, 2].map(() => member());
    const groups = singles.map((m, i) =>
      group(`g${i}`, [m], { startsAt: new Date(MONDAY_18.getTime() + i * 3_600_000) }),
    );
    const moves = proposeMoves(groups);
    expect(moves).toHaveLength(1);
    const touched = moves.flatMap((m) => [m.fromSessionId, m.toSessionId]);
    expect(new Set(touched).size).toBe(touched.length);
  });
});
