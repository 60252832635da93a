import { describe, expect, it } from 'vitest';
import { checkResult } from '../../../../bench/matching/check.ts';
import { generateInstance } from '../../../../bench/matching/generate.ts';
import { greedy } from '../../../../bench/matching/greedy.ts';
import { enumerateItems, solveOptimum } from '../../../../bench/matching/optimum.ts';
import { instanceSchema, type MatchingInstance, type MatchingResult, type Weights } from './instance.ts';
import { compile } from './model.ts';

// The benchmark's tools (bench/matching) on two instances small enough to solve by hand. Only two
// weights count, so a group's value is plain arithmetic: one point per pair of learners on the same
// level, and the language part (1 per learner whose first language is the session's, else 0.5).
const weights: Weights = {
  sameLevel: 1,
  samePace: 0,
  sameStyle: 0,
  sharedGoals: 0,
  sharedHours: 0,
  nearZone: 0,
  styleFit: 0,
  rating: 0,
  firstLanguage: 1,
  slotChoice: 0,
  fillSeat: 0,
};

const learner = (id: string, level: number, slots = [20], ageBand: 'adult' | '16-17' = 'adult') => ({
  id,
  skill: 'maths',
  level,
  ageBand,
  languages: ['en'],
  slots,
});
const tutor = (id: string, capacity: number, slots = [20]) => ({
  id,
  skills: [{ skill: 'maths', minLevel: 0, maxLevel: 5 }],
  languages: ['en', 'de'],
  slots,
  ageBands: ['adult' as const, '16-17' as const],
  capacity,
  rating: 4,
});

/**
 * A: levels 1, 1, 1, 0, 2, 2 and two tutors with one group each. The best single group, a, b and c
 * (3 same-level pairs + 3 for language = 6), leaves d, e and f two steps apart. The optimum is two
 * groups: d with two of a, b, c (1 + 3 = 4) and the third with e and f (1 + 3 = 4): 8.
 */
const A: MatchingInstance = {
  learners: [
    learner('a', 1),
    learner('b', 1),
    learner('c', 1),
    learner('d', 0),
    learner('e', 2),
    learner('f', 2),
  ],
  tutors: [tutor('T1', 1), tutor('T2', 1)],
  weights,
};

/**
 * B: an open group of T1 (one member, level 3) at hour 30 with two free seats and 10 points a seat;
 * T2 can lead one new group at hour 40. Five adults at level 3 and one 16-17-year-old, who is alone in
 * the band and can join nobody. Optimum: p and q fill the open group (3 pairs + 2 + 20 = 25) and r, s,
 * t form a new group with T2 (3 + 3 = 6): 31, u waits.
 */
const B: MatchingInstance = {
  learners: [
    learner('p', 3, [30]),
    learner('q', 3, [30, 40]),
    learner('r', 3, [30, 40]),
    learner('s', 3, [40]),
    learner('t', 3, [40]),
    learner('u', 3, [30, 40], '16-17'),
  ],
  tutors: [tutor('T1', 0, [10]), tutor('T2', 1, [40])],
  openGroups: [
    {
      id: 'G1',
      tutorId: 'T1',
      skill: 'maths',
      ageBand: 'adult',
      language: 'en',
      slot: 30,
      members: [{ id: 'm1', level: 3, languages: ['en'] }],
    },
  ],
  weights: { ...weights, fillSeat: 10 },
};

const parts = (learners: number, language: number, fill = 0) => ({
  learners,
  tutor: 0,
  language,
  slots: 0,
  fill,
});

const correctA: MatchingResult = {
  groups: [
    {
      tutorId: 'T1',
      skill: 'maths',
      ageBand: 'adult',
      learnerIds: ['a', 'b', 'd'],
      language: 'en',
      slot: 20,
      commonSlots: [20],
      score: 4,
      parts: parts(1, 3),
    },
    {
      tutorId: 'T2',
      skill: 'maths',
      ageBand: 'adult',
      learnerIds: ['c', 'e', 'f'],
      language: 'en',
      slot: 20,
      commonSlots: [20],
      score: 4,
      parts: parts(1, 3),
    },
  ],
  waiting: [],
  total: 8,
};

const correctB: MatchingResult = {
  groups: [
    {
      openGroupId: 'G1',
      tutorId: 'T1',
      skill: 'maths',
      ageBand: 'adult',
      learnerIds: ['p', 'q'],
      language: 'en',
      slot: 30,
      commonSlots: [30],
      score: 25,
      parts: parts(3, 2, 20),
    },
    {
      tutorId: 'T2',
      skill: 'maths',
      ageBand: 'adult',
      learnerIds: ['r', 's', 't'],
      language: 'en',
      slot: 40,
      commonSlots: [40],
      score: 6,
      parts: parts(3, 3),
    },
  ],
  waiting: ['u'],
  total: 31,
};

describe('the matching benchmark tools', () => {
  it('the MILP finds the optimum of A (8), which the greedy baseline misses (6)', async () => {
    const m = compile(A);
    const items = enumerateItems(m);
    const opt = await solveOptimum(m, items);
    expect(opt.optimal).toBe(true);
    expect(opt.value).toBeCloseTo(8, 9);
    expect(opt.chosen).toHaveLength(2);
    expect(greedy(A).total).toBeCloseTo(6, 9);
    expect(checkResult(A, greedy(A))).toEqual([]);
  });

  it('the MILP finds the optimum of B (31): two seats filled and one new group', async () => {
    const m = compile(B);
    const opt = await solveOptimum(m, enumerateItems(m));
    expect(opt.optimal).toBe(true);
    expect(opt.value).toBeCloseTo(31, 9);
    const ids = opt.chosen.map((item) => item.learners.map((x) => m.ids.learners[x]).join(''));
    expect(ids.sort()).toEqual(['pq', 'rst']);
  });

  it('the checker accepts correct results', () => {
    expect(checkResult(A, correctA)).toEqual([]);
    expect(checkResult(B, correctB)).toEqual([]);
  });

  it('the checker reports a double-booked learner', () => {
    const broken = structuredClone(correctA);
    broken.groups[1]!.learnerIds = ['a', 'e', 'f'];
    broken.waiting = ['c'];
    // Everything else about it is right: a, e and f could meet, and c is the one left waiting.
    expect(checkResult(A, broken).map((v) => v.rule)).toEqual(['learner-twice']);
  });

  it('the checker reports a mixed age band', () => {
    const broken = structuredClone(correctB);
    broken.groups[1]!.learnerIds = ['r', 's', 'u'];
    broken.groups[1]!.commonSlots = [40];
    broken.waiting = ['t'];
    expect(checkResult(B, broken).map((v) => v.rule)).toContain('age-band');
  });

  it('the checker reports a group over seats, a wrong score and a wrong total', () => {
    const broken = structuredClone(correctB);
    broken.groups[0]!.learnerIds = ['p', 'q', 'r'];
    broken.groups[1]!.score = 7;
    broken.groups[1]!.learnerIds = ['s', 't', 'u'];
    const rules = checkResult(B, broken).map((v) => v.rule);
    expect(rules).toEqual(expect.arrayContaining(['seats', 'score-sum', 'total', 'age-band']));
  });

  it('the generator makes valid instances, the same for the same seed, and the greedy keeps every rule', () => {
    const opts = { learners: 120, tutors: 15, seed: 5, openGroups: 4 };
    const instance = generateInstance(opts);
    expect(instanceSchema.safeParse(instance).success).toBe(true);
    expect(generateInstance(opts)).toEqual(instance);
    expect(instance.openGroups?.length).toBeGreaterThan(0);
    expect(checkResult(instance, greedy(instance))).toEqual([]);
  });
});
