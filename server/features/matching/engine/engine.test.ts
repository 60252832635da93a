import { describe, expect, it } from 'vitest';
import { checkResult } from '../../../../bench/matching/check.ts';
import { generateInstance } from './generate.ts';
import type { LearnerInput, MatchingInstance, TutorInput } from './instance.ts';
import { InvalidInstanceError, runMatching } from './run.ts';

// Monday 18:00 and 19:00, Tuesday 18:00 UTC as hours of the week.
const MON18 = 18;
const MON19 = 19;
const TUE18 = 24 + 18;

function learner(id: string, over: Partial<LearnerInput> = {}): LearnerInput {
  return {
    id,
    skill: 'spanish',
    level: 2,
    ageBand: 'adult',
    languages: ['de'],
    slots: [MON18, MON19],
    ...over,
  };
}

function tutor(id: string, over: Partial<TutorInput> = {}): TutorInput {
  return {
    id,
    skills: [{ skill: 'spanish', minLevel: 0, maxLevel: 5 }],
    languages: ['de', 'es'],
    slots: [MON18, MON19, TUE18],
    ageBands: ['adult'],
    capacity: 2,
    ...over,
  };
}

const form = (instance: MatchingInstance) => runMatching(instance, { seed: 1 });

describe('the matching engine', () => {
  it('forms a group of three compatible learners with a tutor, at an hour all are free, in a shared language', () => {
    const result = form({ learners: [learner('a'), learner('b'), learner('c')], tutors: [tutor('t')] });
    expect(result.groups).toHaveLength(1);
    const [g] = result.groups;
    expect(g?.learnerIds.sort()).toEqual(['a', 'b', 'c']);
    expect(g?.tutorId).toBe('t');
    expect(g?.language).toBe('de');
    expect([MON18, MON19]).toContain(g?.slot);
    expect(g?.commonSlots).toEqual([MON18, MON19]);
    expect(result.waiting).toEqual([]);
    const parts = g?.parts;
    expect(g?.score).toBeCloseTo(
      (parts?.learners ?? 0) + (parts?.tutor ?? 0) + (parts?.language ?? 0) + (parts?.slots ?? 0),
    );
    expect(result.total).toBeCloseTo(g?.score ?? -1);
  });

  it('never groups minors with adults, nor learners more than one level apart, nor without a shared hour or language', () => {
    const cases: LearnerInput[][] = [
      [learner('a'), learner('b'), learner('c', { ageBand: '16-17' })],
      [learner('a', { level: 1 }), learner('b', { level: 2 }), learner('c', { level: 3 })],
      [learner('a'), learner('b'), learner('c', { slots: [TUE18 + 1] })],
      [learner('a'), learner('b'), learner('c', { languages: ['fr'] })],
    ];
    for (const learners of cases) {
      const result = form({ learners, tutors: [tutor('t', { ageBands: ['adult', '16-17'] })] });
      expect(result.groups).toEqual([]);
      expect(result.waiting.sort()).toEqual(['a', 'b', 'c']);
    }
  });

  it('needs a tutor who teaches the skill at those levels, the age band, and has a free hour with the group', () => {
    const learners = [learner('a'), learner('b'), learner('c')];
    const unfit: TutorInput[] = [
      tutor('t', { skills: [{ skill: 'french', minLevel: 0, maxLevel: 5 }] }),
      tutor('t', { skills: [{ skill: 'spanish', minLevel: 3, maxLevel: 5 }] }),
      tutor('t', { slots: [TUE18] }),
      tutor('t', { languages: ['es'] }),
      tutor('t', { capacity: 0 }),
    ];
    for (const t of unfit) expect(form({ learners, tutors: [t] }).groups).toEqual([]);
    const minors = learners.map((l) => ({ ...l, ageBand: '10-12' as const }));
    expect(form({ learners: minors, tutors: [tutor('t')] }).groups).toEqual([]);
    expect(form({ learners: minors, tutors: [tutor('t', { ageBands: ['10-12'] })] }).groups).toHaveLength(1);
  });

  it("keeps a tutor's capacity and gives each of a tutor's groups its own hour", () => {
    const learners = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'].map((id) =>
      learner(id, { slots: [MON18, MON19, TUE18] }),
    );
    const one = form({ learners, tutors: [tutor('t', { capacity: 1 })] });
    expect(one.groups).toHaveLength(1);
    expect(one.waiting).toHaveLength(6);
    const three = form({ learners, tutors: [tutor('t', { capacity: 3 })] });
    expect(three.groups).toHaveLength(3);
    expect(new Set(three.groups.map((g) => g.slot)).size).toBe(3);
    // Only two hours are free for the tutor: a third group has no hour and its learners wait.
    const twoHours = form({ learners, tutors: [tutor('t', { capacity: 3, slots: [MON18, MON19] })] });
    expect(twoHours.groups).toHaveLength(2);
    expect(twoHours.waiting).toHaveLength(3);
  });

  it("fills the seats of an open group before opening a new one, at the group's hour and language", () => {
    const result = form({
      learners: [learner('a'), learner('b'), learner('c')],
      tutors: [tutor('t', { capacity: 1 }), tutor('u')],
      openGroups: [
        {
          id: 'g1',
          tutorId: 'u',
          skill: 'spanish',
          ageBand: 'adult',
          language: 'de',
          slot: MON19,
          members: [{ id: 'm1', level: 2, languages: ['de'] }],
        },
      ],
    });
    // Three learners could form a new group; instead two fill the open group and one waits.
    expect(result.groups).toHaveLength(1);
    const [g] = result.groups;
    expect(g?.openGroupId).toBe('g1');
    expect(g?.learnerIds).toHaveLength(2);
    expect(g?.slot).toBe(MON19);
    expect(g?.parts.fill).toBe(40);
    expect(result.waiting).toHaveLength(1);
  });

  it('does not form a new group at an hour the tutor already teaches an open group', () => {
    const learners = [
      learner('a', { slots: [MON19] }),
      learner('b', { slots: [MON19] }),
      learner('c', { slots: [MON19] }),
    ];
    const openGroups = [
      {
        id: 'g1',
        tutorId: 't',
        skill: 'spanish',
        ageBand: 'adult' as const,
        language: 'es',
        slot: MON19,
        members: [{ id: 'm', level: 4, languages: ['es'] }],
      },
    ];
    expect(form({ learners, tutors: [tutor('t')], openGroups }).groups).toEqual([]);
  });

  it('prefers the better-fitting grouping when learners can be split two ways', () => {
    // Two German speakers of level 1 and pace slow, two French speakers of level 3 and pace fast, and
    // two who fit either; the best split keeps likes together.
    const learners = [
      learner('de1', { level: 1, pace: 'slow', languages: ['de', 'en'] }),
      learner('de2', { level: 1, pace: 'slow', languages: ['de', 'en'] }),
      learner('fr1', { level: 2, pace: 'fast', languages: ['fr', 'en'] }),
      learner('fr2', { level: 2, pace: 'fast', languages: ['fr', 'en'] }),
      learner('x1', { level: 1, pace: 'slow', languages: ['en', 'de'] }),
      learner('x2', { level: 2, pace: 'fast', languages: ['en', 'fr'] }),
    ];
    const result = form({ learners, tutors: [tutor('t', { languages: ['de', 'fr', 'en'], capacity: 2 })] });
    const sets = result.groups.map((g) => g.learnerIds.sort().join(','));
    expect(sets.sort()).toEqual(['de1,de2,x1', 'fr1,fr2,x2']);
  });

  it('gives the same groups for the same instance and seed', () => {
    const learners = Array.from({ length: 18 }, (_, i) =>
      learner(`l${i}`, { level: i % 3, slots: [MON18 + (i % 2), TUE18], pace: i % 2 ? 'fast' : 'slow' }),
    );
    const instance = { learners, tutors: [tutor('t', { capacity: 3 }), tutor('u', { capacity: 3 })] };
    expect(runMatching(instance, { seed: 5 })).toEqual(runMatching(instance, { seed: 5 }));
  });

  it('rejects a malformed instance with messages that name the problem', () => {
    const bad = [
      { learners: [learner('a', { slots: [200] })], tutors: [] },
      { learners: [learner('a'), learner('a')], tutors: [] },
      {
        learners: [],
        tutors: [],
        openGroups: [
          {
            id: 'g',
            tutorId: 'nobody',
            skill: 's',
            ageBand: 'adult',
            language: 'de',
            slot: 1,
            members: [{ id: 'm', level: 1, languages: ['de'] }],
          },
        ],
      },
      { learners: [learner('a', { ageBand: 'teen' as never })], tutors: [] },
    ];
    const messages = bad.map((b) => {
      try {
        runMatching(b);
        return 'accepted';
      } catch (e) {
        expect(e).toBeInstanceOf(InvalidInstanceError);
        return (e as Error).message;
      }
    });
    expect(messages[0]).toMatch(/learners\.0\.slots\.0/);
    expect(messages[1]).toMatch(/learner id "a" appears twice/);
    expect(messages[2]).toMatch(/unknown tutor "nobody"/);
    expect(messages[3]).toMatch(/learners\.0\.ageBand/);
  });
});

describe('every formed group keeps every hard constraint (property, with the benchmark’s independent checker)', () => {
  // Sizes that take both paths: the exhaustive search (up to 300 learners) and the pieces of large buckets.
  it.each([
    [12, 4, 0],
    [45, 10, 4],
    [400, 40, 20],
    [2500, 250, 60],
  ])('%i learners, %i tutors, %i open groups, over seeds', (learners, tutors, openGroups) => {
    for (const seed of [1, 2]) {
      const instance = generateInstance({ learners, tutors, seed, openGroups });
      const result = runMatching(JSON.parse(JSON.stringify(instance)), { seed });
      expect(checkResult(instance, result), `seed ${seed}`).toEqual([]);
      expect(result.groups.length).toBeGreaterThan(0);
    }
  });
});
