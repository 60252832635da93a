/**
 * The plain greedy baseline of `npm run bench:matching`: every feasible item (see enumerateItems)
 * sorted by value, best first; each is taken when its learners are all still waiting, its tutor has
 * capacity left (new group) or its open group is still unfilled, and, for a new group, the tutor still
 * has a common free hour not taken by another of their new groups. No improvement step. It shows what
 * the engine's search adds over the obvious method.
 */
import {
  AGE_BANDS,
  type FormedGroup,
  type MatchingInstance,
  type MatchingResult,
} from '../../server/features/matching/engine/instance.ts';
import {
  commonHours,
  compile,
  fillParts,
  type Model,
  newGroupParts,
  sessionLanguage,
} from '../../server/features/matching/engine/model.ts';
import { enumerateItems, type Item } from './optimum.ts';

export function greedy(instance: MatchingInstance, items?: Item[]): MatchingResult {
  const m = compile(instance);
  const all = [...(items ?? enumerateItems(m))].sort((x, y) => y.value - x.value);
  const placed = new Uint8Array(m.nLearners);
  const led = new Int32Array(m.tutors.n);
  const filled = new Uint8Array(m.open.n);
  const hoursTaken = new Map<number, Set<number>>();
  const groups: FormedGroup[] = [];
  for (const item of all) {
    if (item.learners.some((x) => placed[x])) continue;
    if (item.open === -1) {
      const t = item.tutor;
      if ((led[t] as number) >= (m.tutors.capacity[t] as number)) continue;
      const taken = hoursTaken.get(t) ?? new Set<number>();
      const hours = commonHours(m, item.learners, t);
      const slot = hours.find((h) => !taken.has(h));
      if (slot === undefined) continue;
      taken.add(slot);
      hoursTaken.set(t, taken);
      led[t] = (led[t] as number) + 1;
      groups.push(newGroup(m, item, slot, hours));
    } else {
      if (filled[item.open]) continue;
      filled[item.open] = 1;
      groups.push(fill(m, item));
    }
    for (const x of item.learners) placed[x] = 1;
  }
  const waiting = m.ids.learners.filter((_, i) => !placed[i]);
  const total = groups.reduce((s, g) => s + g.score, 0);
  return { groups, waiting, total };
}

function sum(p: FormedGroup['parts']) {
  return p.learners + p.tutor + p.language + p.slots + p.fill;
}

function newGroup(m: Model, item: Item, slot: number, hours: number[]): FormedGroup {
  const [a, b, c] = item.learners as [number, number, number];
  const t = item.tutor;
  const skill = m.skill[a] as number;
  const parts = newGroupParts(m, a, b, c, t, skill);
  if (!parts) throw new Error('an enumerated item is infeasible');
  const common =
    (m.langs[a] as number) & (m.langs[b] as number) & (m.langs[c] as number) & (m.tutors.langs[t] as number);
  const { lang } = sessionLanguage(m, common, [a, b, c]);
  return {
    tutorId: m.ids.tutors[t] as string,
    skill: m.skillNames[skill] as string,
    ageBand: AGE_BANDS[m.band[a] as number] as FormedGroup['ageBand'],
    learnerIds: item.learners.map((x) => m.ids.learners[x] as string),
    language: m.languageNames[lang] as string,
    slot,
    commonSlots: hours,
    score: sum(parts),
    parts,
  };
}

function fill(m: Model, item: Item): FormedGroup {
  const g = item.open;
  const parts = fillParts(m, g, item.learners);
  if (!parts) throw new Error('an enumerated fill is infeasible');
  const slot = m.open.slot[g] as number;
  return {
    openGroupId: m.ids.open[g] as string,
    tutorId: m.ids.tutors[m.open.tutor[g] as number] as string,
    skill: m.skillNames[m.open.skill[g] as number] as string,
    ageBand: AGE_BANDS[m.open.band[g] as number] as FormedGroup['ageBand'],
    learnerIds: item.learners.map((x) => m.ids.learners[x] as string),
    language: m.languageNames[m.open.lang[g] as number] as string,
    slot,
    commonSlots: [slot],
    score: sum(parts),
    parts,
  };
}
