/**
 * An independent check of a MatchingResult against its instance, for the benchmark and the tests.
 * The hard rules are written again here from the documented ones (docs and instance.ts), not taken
 * from model.ts's feasibility code, so a mistake there is not repeated here:
 *
 * - a new group: three learners of the group's skill and age band, levels at most one step apart and
 *   within the tutor's range for that skill; the tutor teaches the band; the session language is one
 *   that all three learners and the tutor speak; the slot is free for all of them and is none of the
 *   tutor's open groups' hours; a tutor's new groups meet at distinct hours and number at most their
 *   capacity; every hour in commonSlots (which holds the slot) suits them all in the same way;
 * - an open-group fill: the open group's tutor, skill, band, language and slot; 1 up to its free seats
 *   of learners of that skill and band who speak the language, are free at the slot and are within
 *   the tutor's range; members and new learners at most one step apart; each open group filled once;
 * - every learner placed at most once, `waiting` exactly the learners not placed;
 * - each group's score is the sum of its parts, the parts equal model.ts's scoring of the group (the
 *   language part also agrees with the reported language), and `total` is the sum of the scores.
 */
import {
  DEFAULT_WEIGHTS,
  type FormedGroup,
  type MatchingInstance,
  type MatchingResult,
  type ScoreParts,
} from '../../server/features/matching/engine/instance.ts';
import {
  compile,
  fillParts,
  type Model,
  newGroupParts,
} from '../../server/features/matching/engine/model.ts';

export interface Violation {
  /** A short rule name, e.g. 'age-band' or 'learner-twice'. */
  rule: string;
  message: string;
}

const EPS = 1e-9;
const PART_KEYS = ['learners', 'tutor', 'language', 'slots', 'fill'] as const;

export function checkResult(instance: MatchingInstance, result: MatchingResult): Violation[] {
  const out: Violation[] = [];
  const v = (rule: string, message: string) => out.push({ rule, message });
  const weights = { ...DEFAULT_WEIGHTS, ...instance.weights };
  const learnerAt = new Map(instance.learners.map((l, i) => [l.id, i]));
  const tutorById = new Map(instance.tutors.map((t) => [t.id, t]));
  const tutorAt = new Map(instance.tutors.map((t, i) => [t.id, i]));
  const openGroups = instance.openGroups ?? [];
  const openById = new Map(openGroups.map((g, i) => [g.id, i]));
  const openHours = new Map<string, Set<number>>();
  for (const g of openGroups) {
    let hours = openHours.get(g.tutorId);
    if (!hours) openHours.set(g.tutorId, (hours = new Set()));
    hours.add(g.slot);
  }
  // The model is compiled only to recompute scores, lazily (a result with no groups needs none).
  let model: Model | undefined;
  const m = () => (model ??= compile(instance));

  const placed = new Uint8Array(instance.learners.length);
  const newGroupsOf = new Map<string, number[]>();
  const filled = new Set<string>();

  result.groups.forEach((group, gi) => {
    const at = `group ${gi} (${group.openGroupId ? `open group ${group.openGroupId}` : 'new'}, tutor ${group.tutorId})`;
    const tutor = tutorById.get(group.tutorId);
    if (!tutor) return v('unknown-tutor', `${at}: no such tutor`);
    const learners: MatchingInstance['learners'] = [];
    const indices: number[] = [];
    for (const id of group.learnerIds) {
      const i = learnerAt.get(id);
      if (i === undefined) {
        v('unknown-learner', `${at}: no waiting learner "${id}"`);
        continue;
      }
      if (placed[i]) v('learner-twice', `${at}: learner ${id} is placed more than once`);
      placed[i] = 1;
      learners.push(instance.learners[i] as MatchingInstance['learners'][number]);
      indices.push(i);
    }
    if (learners.length !== group.learnerIds.length) return;

    let skill = group.skill;
    let band = group.ageBand;
    let language = group.language;
    let slot = group.slot;
    let levels = learners.map((l) => l.level);
    const speakers: { languages: string[] }[] = [...learners, tutor];
    if (group.openGroupId !== undefined) {
      const gIdx = openById.get(group.openGroupId);
      if (gIdx === undefined) return v('unknown-open-group', `${at}: no such open group`);
      const og = openGroups[gIdx] as NonNullable<MatchingInstance['openGroups']>[number];
      if (filled.has(og.id)) v('open-group-twice', `${at}: the open group is filled by more than one item`);
      filled.add(og.id);
      if (group.tutorId !== og.tutorId)
        v('open-group-tutor', `${at}: the open group's tutor is ${og.tutorId}`);
      for (const [what, reported, actual] of [
        ['skill', group.skill, og.skill],
        ['age band', group.ageBand, og.ageBand],
        ['language', group.language, og.language],
        ['slot', group.slot, og.slot],
      ] as const) {
        if (reported !== actual)
          v('open-group-fields', `${at}: ${what} ${reported} but the open group's is ${actual}`);
      }
      ({ skill, ageBand: band, language, slot } = og);
      const free = 3 - og.members.length;
      if (learners.length < 1 || learners.length > free)
        v('seats', `${at}: ${learners.length} learners for ${free} free seat(s)`);
      levels = levels.concat(og.members.map((p) => p.level));
      speakers.push(...og.members);
    } else {
      if (learners.length !== 3) v('group-size', `${at}: a new group has ${learners.length} learners, not 3`);
      const list = newGroupsOf.get(tutor.id) ?? [];
      list.push(slot);
      newGroupsOf.set(tutor.id, list);
      // The hour must suit all, and so must every hour offered as an alternative.
      if (!group.commonSlots.includes(slot))
        v('common-slots', `${at}: slot ${slot} is not among its commonSlots`);
      for (const h of new Set([slot, ...group.commonSlots])) {
        const busy = learners.filter((l) => !l.slots.includes(h)).map((l) => l.id);
        if (!tutor.slots.includes(h)) busy.push(tutor.id);
        if (openHours.get(tutor.id)?.has(h)) busy.push(`${tutor.id} (an open group)`);
        if (busy.length > 0)
          v(h === slot ? 'slot' : 'common-slots', `${at}: hour ${h} is not free for ${busy.join(', ')}`);
      }
    }

    const wrongSkill = learners.filter((l) => l.skill !== skill);
    if (wrongSkill.length)
      v('skill', `${at}: ${wrongSkill.map((l) => `${l.id} learns ${l.skill}`).join(', ')}, not ${skill}`);
    const wrongBand = learners.filter((l) => l.ageBand !== band);
    if (wrongBand.length)
      v(
        'age-band',
        `${at}: ${wrongBand.map((l) => `${l.id} is ${l.ageBand}`).join(', ')}, the group is ${band}`,
      );
    if (!tutor.ageBands.includes(band)) v('tutor-band', `${at}: the tutor does not teach age band ${band}`);
    const range = tutor.skills.find((s) => s.skill === skill);
    if (!range) v('tutor-skill', `${at}: the tutor does not teach ${skill}`);
    else {
      const outside = learners.filter((l) => l.level < range.minLevel || l.level > range.maxLevel);
      if (outside.length)
        v(
          'tutor-levels',
          `${at}: ${outside.map((l) => `${l.id} (level ${l.level})`).join(', ')} outside ${range.minLevel}-${range.maxLevel}`,
        );
    }
    if (Math.max(...levels) - Math.min(...levels) > 1)
      v('levels', `${at}: levels ${levels.join(', ')} are more than one step apart`);
    const mute = speakers.filter((p) => !p.languages.includes(language));
    if (mute.length)
      v('language', `${at}: ${mute.length} of the group (tutor included) do not speak ${language}`);
    if (group.openGroupId !== undefined) {
      const busy = learners.filter((l) => !l.slots.includes(slot));
      if (busy.length) v('slot', `${at}: hour ${slot} is not free for ${busy.map((l) => l.id).join(', ')}`);
    }

    // Scores: parts add up, the language part fits the reported language, the model agrees.
    const sum = PART_KEYS.reduce((s, k) => s + group.parts[k], 0);
    if (!near(sum, group.score)) v('score-sum', `${at}: score ${group.score} but its parts add up to ${sum}`);
    const firsts = learners.filter((l) => l.languages[0] === language).length;
    const languagePart = weights.firstLanguage * (firsts + 0.5 * (learners.length - firsts));
    if (!near(languagePart, group.parts.language))
      v(
        'score-language',
        `${at}: language part ${group.parts.language}, but ${language} gives ${languagePart}`,
      );
    const expected = recompute(
      m(),
      group,
      indices,
      tutorAt.get(tutor.id) as number,
      openById.get(group.openGroupId ?? ''),
    );
    if (!expected) v('score-model', `${at}: the model's scoring rejects this group`);
    else {
      const off = PART_KEYS.filter((k) => !near(expected[k], group.parts[k]));
      if (off.length)
        v('score-parts', `${at}: ${off.map((k) => `${k} ${group.parts[k]} != ${expected[k]}`).join(', ')}`);
    }
  });

  for (const [tutorId, slots] of newGroupsOf) {
    const tutor = tutorById.get(tutorId) as MatchingInstance['tutors'][number];
    if (slots.length > tutor.capacity)
      v('capacity', `tutor ${tutorId} leads ${slots.length} new groups, capacity ${tutor.capacity}`);
    if (new Set(slots).size !== slots.length)
      v('tutor-hours', `tutor ${tutorId}'s new groups share an hour: ${slots.join(', ')}`);
  }

  const waitingSeen = new Set<string>();
  for (const id of result.waiting) {
    const i = learnerAt.get(id);
    if (i === undefined) v('waiting', `waiting names an unknown learner "${id}"`);
    else if (waitingSeen.has(id)) v('waiting', `waiting names ${id} twice`);
    else if (placed[i]) v('waiting', `${id} is both placed and waiting`);
    waitingSeen.add(id);
  }
  let missing = 0;
  instance.learners.forEach((l, i) => {
    if (!placed[i] && !waitingSeen.has(l.id)) missing++;
  });
  if (missing) v('waiting', `${missing} learner(s) neither placed nor waiting`);

  const total = result.groups.reduce((s, g) => s + g.score, 0);
  if (!near(total, result.total, Math.max(1, Math.abs(total))))
    v('total', `total ${result.total} but the groups' scores add up to ${total}`);
  return out;
}

function near(a: number, b: number, scale = Math.max(1, Math.abs(a))) {
  return Math.abs(a - b) <= EPS * scale;
}

/** model.ts's parts for the group, or null when its scoring rejects the group. */
function recompute(
  m: Model,
  group: FormedGroup,
  indices: number[],
  t: number,
  g: number | undefined,
): ScoreParts | null {
  if (group.openGroupId !== undefined) return g === undefined ? null : fillParts(m, g, indices);
  if (indices.length !== 3) return null;
  const [a, b, c] = indices as [number, number, number];
  if (m.skill[a] !== m.skill[b] || m.skill[a] !== m.skill[c]) return null;
  return newGroupParts(m, a, b, c, t, m.skill[a] as number);
}
