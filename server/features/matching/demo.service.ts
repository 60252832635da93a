import type { DEMO_EMPHASES } from '../../../common/contracts/matching.ts';
import { formGroups } from './engine/form-groups.ts';
import { generateInstance } from './engine/generate.ts';
import { DEFAULT_WEIGHTS, type Weights } from './engine/instance.ts';

/** What each emphasis of the demo's control changes in the weights (the rest stay the defaults). */
const EMPHASIS: Record<(typeof DEMO_EMPHASES)[number], Partial<Weights>> = {
  balanced: {},
  level: { sameLevel: 6, samePace: 3 },
  schedule: { sharedHours: 4, slotChoice: 4, nearZone: 2 },
  tutor: { rating: 4, styleFit: 3 },
};

/**
 * The live demo: a generated pool of demo learners (one tutor for every five, a few open groups) is
 * matched by the same engine as real learners, and its groups come back with the parts of each score.
 */
export function matchingDemo(input: {
  learners: string;
  seed: number;
  emphasis: (typeof DEMO_EMPHASES)[number];
  openGroups: 'true' | 'false';
}) {
  const n = Number(input.learners);
  const instance = generateInstance({
    learners: n,
    tutors: Math.max(3, Math.round(n / 5)),
    seed: input.seed,
    openGroups: input.openGroups === 'true' ? Math.max(1, Math.round(n / 15)) : 0,
    skills: n <= 30 ? 2 : 3,
  });
  instance.weights = { ...DEFAULT_WEIGHTS, ...EMPHASIS[input.emphasis] };
  const started = performance.now();
  // A public page answers in well under a second: fewer improvement rounds than a real run.
  const result = formGroups(instance, { seed: input.seed, maxRounds: 12 });
  const milliseconds = Math.round((performance.now() - started) * 10) / 10;
  const byId = new Map(instance.learners.map((l) => [l.id, l]));
  const seated = result.groups.reduce((s, g) => s + g.learnerIds.length, 0);
  return {
    learners: n,
    tutors: instance.tutors.length,
    openGroups: instance.openGroups?.length ?? 0,
    seated,
    waiting: result.waiting.length,
    total: Math.round(result.total * 100) / 100,
    milliseconds,
    groups: result.groups.map((g) => ({
      openGroup: g.openGroupId !== undefined,
      tutor: g.tutorId,
      skill: g.skill,
      ageBand: g.ageBand,
      language: g.language,
      slot: g.slot,
      learners: g.learnerIds.map((id) => {
        const l = byId.get(id);
        return { id, level: l?.level ?? 0, languages: l?.languages ?? [] };
      }),
      score: Math.round(g.score * 100) / 100,
      parts: g.parts,
    })),
  };
}
