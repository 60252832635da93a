import {
  AGE_BANDS,
  DEFAULT_WEIGHTS,
  LEARNING_STYLES,
  type MatchingInstance,
  PACES,
  type ScoreParts,
  type Weights,
} from './instance.ts';

/**
 * The instance compiled into typed arrays, so that scoring a group is a few bit operations and
 * additions: the engine scores millions of candidate groups at scale. People are the waiting
 * learners (indices 0..nLearners-1) followed by the members of open groups, who are scored like
 * learners but never moved. Languages and goals are interned into 32-bit masks.
 */
export interface Model {
  weights: Weights;
  nLearners: number;
  level: Int8Array;
  pace: Int8Array;
  style: Int8Array;
  goals: Uint32Array;
  goalCount: Uint8Array;
  offset: Float64Array;
  langs: Uint32Array;
  firstLang: Int8Array;
  /** SLOT_WORDS words per person: bit h of the week is word h>>5, bit h&31. */
  slots: Uint32Array;
  /** Waiting learners only. */
  skill: Int32Array;
  band: Uint8Array;
  tutors: {
    n: number;
    langs: Uint32Array;
    slots: Uint32Array;
    bands: Uint8Array;
    capacity: Int32Array;
    rating: Float64Array;
    style: Int8Array;
    offset: Float64Array;
    /** Per tutor, the level range taught per interned skill. */
    levels: Map<number, [number, number]>[];
  };
  open: {
    n: number;
    tutor: Int32Array;
    skill: Int32Array;
    band: Uint8Array;
    lang: Int8Array;
    slot: Int16Array;
    /** Person indices of the members already seated. */
    members: number[][];
  };
  skillNames: string[];
  languageNames: string[];
  ids: { learners: string[]; tutors: string[]; open: string[] };
}

export const SLOT_WORDS = 6;

/** The three learners of a new group. */
export type Triple = [number, number, number];
const MAX_LANGUAGES = 32;
const MAX_GOALS = 32;

export class InstanceTooVariedError extends Error {}

function interner(limit: number, what: string) {
  const map = new Map<string, number>();
  const names: string[] = [];
  return {
    names,
    id(name: string): number {
      let i = map.get(name);
      if (i === undefined) {
        if (names.length >= limit)
          throw new InstanceTooVariedError(`an instance may name at most ${limit} different ${what}`);
        i = names.length;
        map.set(name, i);
        names.push(name);
      }
      return i;
    },
    peek: (name: string) => map.get(name),
  };
}

function writeSlots(target: Uint32Array, at: number, hours: readonly number[]) {
  for (const h of hours) target[at + (h >> 5)]! |= 1 << (h & 31);
}

export function compile(instance: MatchingInstance): Model {
  const weights = { ...DEFAULT_WEIGHTS, ...instance.weights };
  const openGroups = instance.openGroups ?? [];
  const nLearners = instance.learners.length;
  const nMembers = openGroups.reduce((n, g) => n + g.members.length, 0);
  const nPeople = nLearners + nMembers;
  const languages = interner(MAX_LANGUAGES, 'languages');
  const goalNames = interner(MAX_GOALS, 'goals');
  const skills = interner(Number.MAX_SAFE_INTEGER, 'skills');

  const level = new Int8Array(nPeople);
  const pace = new Int8Array(nPeople).fill(-1);
  const style = new Int8Array(nPeople).fill(-1);
  const goals = new Uint32Array(nPeople);
  const goalCount = new Uint8Array(nPeople);
  const offset = new Float64Array(nPeople).fill(Number.NaN);
  const langs = new Uint32Array(nPeople);
  const firstLang = new Int8Array(nPeople);
  const slots = new Uint32Array(nPeople * SLOT_WORDS);
  const skill = new Int32Array(nLearners);
  const band = new Uint8Array(nLearners);

  type Person = {
    level: number;
    languages: string[];
    pace?: string;
    style?: string;
    goals?: string[];
    utcOffset?: number;
  };
  const person = (i: number, p: Person, hours: readonly number[]) => {
    level[i] = p.level;
    if (p.pace) pace[i] = PACES.indexOf(p.pace as (typeof PACES)[number]);
    if (p.style) style[i] = LEARNING_STYLES.indexOf(p.style as (typeof LEARNING_STYLES)[number]);
    for (const g of new Set(p.goals ?? [])) goals[i]! |= 1 << goalNames.id(g);
    goalCount[i] = popcount(goals[i]!);
    if (p.utcOffset !== undefined) offset[i] = p.utcOffset;
    firstLang[i] = languages.id(p.languages[0]!);
    for (const l of p.languages) langs[i]! |= 1 << languages.id(l);
    writeSlots(slots, i * SLOT_WORDS, hours);
  };

  instance.learners.forEach((l, i) => {
    person(i, l, l.slots);
    skill[i] = skills.id(l.skill);
    band[i] = AGE_BANDS.indexOf(l.ageBand);
  });

  const tutorIndex = new Map(instance.tutors.map((t, i) => [t.id, i]));
  const nT = instance.tutors.length;
  const tutors: Model['tutors'] = {
    n: nT,
    langs: new Uint32Array(nT),
    slots: new Uint32Array(nT * SLOT_WORDS),
    bands: new Uint8Array(nT),
    capacity: new Int32Array(nT),
    rating: new Float64Array(nT),
    style: new Int8Array(nT).fill(-1),
    offset: new Float64Array(nT).fill(Number.NaN),
    levels: [],
  };
  instance.tutors.forEach((t, i) => {
    for (const l of t.languages) tutors.langs[i]! |= 1 << languages.id(l);
    writeSlots(tutors.slots, i * SLOT_WORDS, t.slots);
    for (const b of t.ageBands) tutors.bands[i]! |= 1 << AGE_BANDS.indexOf(b);
    tutors.capacity[i] = t.capacity;
    tutors.rating[i] = t.rating === undefined ? 0.5 : (t.rating - 1) / 4;
    if (t.style) tutors.style[i] = LEARNING_STYLES.indexOf(t.style);
    if (t.utcOffset !== undefined) tutors.offset[i] = t.utcOffset;
    const levels = new Map<number, [number, number]>();
    for (const s of t.skills) levels.set(skills.id(s.skill), [s.minLevel, s.maxLevel]);
    tutors.levels.push(levels);
  });

  const nG = openGroups.length;
  const open: Model['open'] = {
    n: nG,
    tutor: new Int32Array(nG),
    skill: new Int32Array(nG),
    band: new Uint8Array(nG),
    lang: new Int8Array(nG),
    slot: new Int16Array(nG),
    members: [],
  };
  let next = nLearners;
  openGroups.forEach((g, i) => {
    const t = tutorIndex.get(g.tutorId) as number;
    open.tutor[i] = t;
    open.skill[i] = skills.id(g.skill);
    open.band[i] = AGE_BANDS.indexOf(g.ageBand);
    open.lang[i] = languages.id(g.language);
    open.slot[i] = g.slot;
    // The tutor already teaches at this hour: no new group of theirs may take it.
    tutors.slots[t * SLOT_WORDS + (g.slot >> 5)]! &= ~(1 << (g.slot & 31));
    const members: number[] = [];
    for (const m of g.members) {
      // Members are known to be free at the group's hour; their other hours do not matter here.
      person(next, m, [g.slot]);
      members.push(next++);
    }
    open.members.push(members);
  });

  return {
    weights,
    nLearners,
    level,
    pace,
    style,
    goals,
    goalCount,
    offset,
    langs,
    firstLang,
    slots,
    skill,
    band,
    tutors,
    open,
    skillNames: skills.names,
    languageNames: languages.names,
    ids: {
      learners: instance.learners.map((l) => l.id),
      tutors: instance.tutors.map((t) => t.id),
      open: openGroups.map((g) => g.id),
    },
  };
}

export function popcount(x: number): number {
  let v = x - ((x >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function zone(a: number, b: number): number {
  // NaN (an unknown zone) compares false and scores nothing.
  const d = Math.abs(a - b);
  return d < 6 ? 1 - d / 6 : 0;
}

/** Weekly hours two people share, counted up to `cap`. */
function sharedHours(sa: Uint32Array, ia: number, sb: Uint32Array, ib: number, cap: number): number {
  let n = 0;
  for (let w = 0; w < SLOT_WORDS && n < cap; w++) n += popcount(sa[ia + w]! & sb[ib + w]!);
  return n < cap ? n : cap;
}

/** How well two learners fit together (symmetric, >= 0). */
export function pairScore(m: Model, a: number, b: number): number {
  const w = m.weights;
  let s = 0;
  if (m.level[a]! === m.level[b]!) s += w.sameLevel;
  if (m.pace[a]! >= 0 && m.pace[a]! === m.pace[b]!) s += w.samePace;
  if (m.style[a]! >= 0 && m.style[a]! === m.style[b]!) s += w.sameStyle;
  const union = m.goals[a]! | m.goals[b]!;
  if (union !== 0) s += (w.sharedGoals * popcount(m.goals[a]! & m.goals[b]!)) / popcount(union);
  s += (w.sharedHours * sharedHours(m.slots, a * SLOT_WORDS, m.slots, b * SLOT_WORDS, 6)) / 6;
  s += w.nearZone * zone(m.offset[a]!, m.offset[b]!);
  return s;
}

/** How well a learner fits a tutor (>= 0). */
export function tutorScore(m: Model, a: number, t: number): number {
  const w = m.weights;
  const T = m.tutors;
  let s = w.rating * T.rating[t]!;
  if (m.style[a]! >= 0 && m.style[a]! === T.style[t]!) s += w.styleFit;
  s += (w.sharedHours * sharedHours(m.slots, a * SLOT_WORDS, T.slots, t * SLOT_WORDS, 6)) / 6;
  s += w.nearZone * zone(m.offset[a]!, T.offset[t]!);
  return s;
}

/**
 * The session language of a group: among the languages all share, the one that is the first
 * language of most members (ties go to the lowest interned index, so results are reproducible).
 */
export function sessionLanguage(
  m: Model,
  common: number,
  people: readonly number[],
): { lang: number; firsts: number } {
  let best = -1;
  let bestCount = -1;
  for (const p of people) {
    const l = m.firstLang[p]!;
    if (!(common & (1 << l))) continue;
    let c = 0;
    for (const q of people) if (m.firstLang[q]! === l) c++;
    if (c > bestCount || (c === bestCount && l < best)) {
      best = l;
      bestCount = c;
    }
  }
  if (best === -1) best = 31 - Math.clz32(common & -common);
  return { lang: best, firsts: Math.max(bestCount, 0) };
}

/**
 * Scores a new 3:1 group with tutor t, or returns -1 when a hard constraint fails. The caller has
 * already checked skill, age band and tutor capacity (they define the bucket and the resources).
 * The same sum as newGroupParts, written without allocations: the engine calls it millions of times.
 */
export function newGroupValue(
  m: Model,
  a: number,
  b: number,
  c: number,
  t: number,
  skillIdx: number,
): number {
  const la = m.level[a]!;
  const lb = m.level[b]!;
  const lc = m.level[c]!;
  const lo = la < lb ? (la < lc ? la : lc) : lb < lc ? lb : lc;
  const hi = la > lb ? (la > lc ? la : lc) : lb > lc ? lb : lc;
  if (hi - lo > 1) return -1;
  const range = m.tutors.levels[t]!.get(skillIdx);
  if (range === undefined || lo < range[0] || hi > range[1]) return -1;
  const common = m.langs[a]! & m.langs[b]! & m.langs[c]! & m.tutors.langs[t]!;
  if (common === 0) return -1;
  const S = m.slots;
  const TS = m.tutors.slots;
  const ia = a * SLOT_WORDS;
  const ib = b * SLOT_WORDS;
  const ic = c * SLOT_WORDS;
  const it = t * SLOT_WORDS;
  let free = 0;
  for (let w = 0; w < SLOT_WORDS; w++) free += popcount(S[ia + w]! & S[ib + w]! & S[ic + w]! & TS[it + w]!);
  if (free === 0) return -1;
  return (
    pairScore(m, a, b) +
    pairScore(m, a, c) +
    pairScore(m, b, c) +
    tutorScore(m, a, t) +
    tutorScore(m, b, t) +
    tutorScore(m, c, t) +
    languageValue(m, common, a, b, c) +
    (m.weights.slotChoice * (free < 4 ? free : 4)) / 4
  );
}

/** The language part of a new group: per learner, 1 if the session language is their first, else 0.5. */
export function languageValue(m: Model, common: number, a: number, b: number, c: number): number {
  const fa = m.firstLang[a]!;
  const fb = m.firstLang[b]!;
  const fc = m.firstLang[c]!;
  let firsts = 0;
  if (common & (1 << fa)) firsts = 1 + (fb === fa ? 1 : 0) + (fc === fa ? 1 : 0);
  if (common & (1 << fb) && fb !== fa) firsts = Math.max(firsts, 1 + (fc === fb ? 1 : 0));
  if (common & (1 << fc) && fc !== fa && fc !== fb) firsts = Math.max(firsts, 1);
  return m.weights.firstLanguage * (firsts + 0.5 * (3 - firsts));
}

export function newGroupParts(
  m: Model,
  a: number,
  b: number,
  c: number,
  t: number,
  skillIdx: number,
): ScoreParts | null {
  const la = m.level[a]!;
  const lb = m.level[b]!;
  const lc = m.level[c]!;
  const lo = la < lb ? (la < lc ? la : lc) : lb < lc ? lb : lc;
  const hi = la > lb ? (la > lc ? la : lc) : lb > lc ? lb : lc;
  if (hi - lo > 1) return null;
  const range = m.tutors.levels[t]!.get(skillIdx);
  if (!range || lo < range[0] || hi > range[1]) return null;
  const common = m.langs[a]! & m.langs[b]! & m.langs[c]! & m.tutors.langs[t]!;
  if (common === 0) return null;
  const S = m.slots;
  const TS = m.tutors.slots;
  const ia = a * SLOT_WORDS;
  const ib = b * SLOT_WORDS;
  const ic = c * SLOT_WORDS;
  const it = t * SLOT_WORDS;
  let free = 0;
  for (let w = 0; w < SLOT_WORDS; w++) free += popcount(S[ia + w]! & S[ib + w]! & S[ic + w]! & TS[it + w]!);
  if (free === 0) return null;
  return {
    learners: pairScore(m, a, b) + pairScore(m, a, c) + pairScore(m, b, c),
    tutor: tutorScore(m, a, t) + tutorScore(m, b, t) + tutorScore(m, c, t),
    language: languageValue(m, common, a, b, c),
    slots: (m.weights.slotChoice * (free < 4 ? free : 4)) / 4,
    fill: 0,
  };
}

/** Can waiting learner x take a seat in open group g (language, hour, skill levels)? */
export function fitsOpenGroup(m: Model, g: number, x: number): boolean {
  if (m.skill[x]! !== m.open.skill[g]! || m.band[x]! !== m.open.band[g]!) return false;
  if (!(m.langs[x]! & (1 << m.open.lang[g]!))) return false;
  const s = m.open.slot[g]!;
  if (!(m.slots[x * SLOT_WORDS + (s >> 5)]! & (1 << (s & 31)))) return false;
  const range = m.tutors.levels[m.open.tutor[g]!]!.get(m.open.skill[g]!);
  const lx = m.level[x]!;
  if (!range || lx < range[0] || lx > range[1]) return false;
  if (!(m.tutors.bands[m.open.tutor[g]!]! & (1 << m.open.band[g]!))) return false;
  // The whole group, members and newcomer, spans one step at most.
  let lo = lx;
  let hi = lx;
  for (const p of m.open.members[g]!) {
    lo = Math.min(lo, m.level[p]!);
    hi = Math.max(hi, m.level[p]!);
  }
  return hi - lo <= 1;
}

/**
 * The value of seating `added` (waiting learners, each already checked with fitsOpenGroup) in open
 * group g: what they add to the group's score plus the fill weight per seat, or -1 when the new
 * learners' levels are more than a step apart from each other.
 */
export function fillParts(m: Model, g: number, added: readonly number[]): ScoreParts | null {
  if (added.length === 2 && Math.abs(m.level[added[0]!]! - m.level[added[1]!]!) > 1) return null;
  const w = m.weights;
  const t = m.open.tutor[g]!;
  const lang = m.open.lang[g]!;
  const parts: ScoreParts = { learners: 0, tutor: 0, language: 0, slots: 0, fill: w.fillSeat * added.length };
  for (let i = 0; i < added.length; i++) {
    const x = added[i]!;
    for (const p of m.open.members[g]!) parts.learners += pairScore(m, x, p);
    for (let j = i + 1; j < added.length; j++) parts.learners += pairScore(m, x, added[j]!);
    parts.tutor += tutorScore(m, x, t);
    parts.language += w.firstLanguage * (m.firstLang[x]! === lang ? 1 : 0.5);
  }
  return parts;
}

export function fillValue(m: Model, g: number, added: readonly number[]): number {
  const p = fillParts(m, g, added);
  return p === null ? -1 : p.learners + p.tutor + p.language + p.fill;
}

/** Every weekly hour free for the three learners and the tutor. */
export function commonHours(m: Model, people: readonly number[], t: number): number[] {
  const hours: number[] = [];
  for (let w = 0; w < SLOT_WORDS; w++) {
    let word = m.tutors.slots[t * SLOT_WORDS + w]!;
    for (const p of people) word &= m.slots[p * SLOT_WORDS + w]!;
    while (word !== 0) {
      const low = word & -word;
      hours.push(w * 32 + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return hours;
}
