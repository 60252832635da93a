import { AGE_BANDS, type FormedGroup, type MatchingInstance, type MatchingResult } from './instance.ts';
import { assignTutorHours } from './hours.ts';
import { ChunkSolver } from './local-search.ts';
import {
  commonHours,
  compile,
  fillParts,
  type Model,
  newGroupParts,
  SLOT_WORDS,
  sessionLanguage,
  type Triple,
} from './model.ts';
import { mulberry32 } from './random.ts';

export interface EngineOptions {
  /** Seed of the improvement phase's random choices: the same instance and seed give the same groups. */
  seed?: number;
  /**
   * At most this many improvement rounds per bucket (the default depends on the instance's size and
   * is what the benchmark measures). Interactive callers pass fewer to answer quickly; the result
   * stays reproducible, unlike a time limit.
   */
  maxRounds?: number;
}

/** A bucket this size or smaller is solved as one piece with the full improvement search. */
const WHOLE_BUCKET = 60;
/** Larger buckets are cut into pieces of similar learners this size (a multiple of three). */
const PIECE = 15;
/**
 * Instances up to this many learners get the exhaustive candidate search in their small buckets, as
 * long as a bucket's triples times its tutors stay under EXHAUSTIVE_CANDIDATES (beyond that, listing
 * them costs seconds).
 */
const EXHAUSTIVE_UP_TO = 300;
const EXHAUSTIVE_CANDIDATES = 150_000;
/** Tutors offered to one piece of a large bucket. */
const PIECE_TUTORS = 8;

/**
 * Forms and fills 3:1 groups. Learners are split by the hard constraints that never mix (skill,
 * age band) into buckets; each bucket's open groups are filled and its new groups formed by a
 * best-first construction improved by local search (see local-search.ts). Large buckets are cut
 * into pieces of learners on similar levels, languages and hours, which is how a million learners
 * fit in seconds; tutor capacity is shared across pieces and buckets.
 */
export function formGroups(instance: MatchingInstance, options: EngineOptions = {}): MatchingResult {
  const m = compile(instance);
  const random = mulberry32(options.seed ?? 1);
  const solver = new ChunkSolver(
    m,
    random,
    Math.min(improvementRounds(m.nLearners), options.maxRounds ?? Number.POSITIVE_INFINITY),
  );

  for (const bucket of buckets(m)) {
    if (bucket.learners.length <= WHOLE_BUCKET) {
      // Small instances can afford to list every candidate group; larger ones search group by group.
      const n = bucket.learners.length;
      const candidates = ((n * (n - 1) * (n - 2)) / 6) * bucket.tutors.length;
      if (m.nLearners <= EXHAUSTIVE_UP_TO && candidates <= EXHAUSTIVE_CANDIDATES)
        solver.pack(bucket.skill, bucket.learners, bucket.tutors, bucket.open);
      else solver.solve(bucket.skill, bucket.learners, bucket.tutors, bucket.open, true);
      continue;
    }
    solver.fillOpenGroups(bucket.skill, bucket.learners, bucket.open);
    // Two passes: the learners a piece could not place try again among the bucket's other leftovers.
    for (let pass = 0; pass < 2; pass++) {
      const left = bucket.learners.filter((x) => solver.isWaiting(x));
      if (left.length < 3) break;
      sortBySimilarity(m, left);
      const tutors = new TutorPicker(m, bucket.skill, bucket.tutors, solver.load);
      for (let i = 0; i < left.length; i += PIECE) {
        const piece = left.slice(i, i + PIECE);
        solver.solve(bucket.skill, piece, tutors.forPiece(piece), [], false);
      }
    }
  }
  return describe(m, solver);
}

/** How hard to search: small instances get hundreds of perturbation rounds, huge ones none. */
function improvementRounds(nLearners: number): number {
  if (nLearners <= 300) return 300;
  if (nLearners <= 3_000) return 30;
  if (nLearners <= 30_000) return 4;
  return 0;
}

interface Bucket {
  skill: number;
  learners: number[];
  tutors: number[];
  open: number[];
}

function buckets(m: Model): Bucket[] {
  const byKey = new Map<number, Bucket>();
  const key = (skill: number, band: number) => skill * AGE_BANDS.length + band;
  for (let x = 0; x < m.nLearners; x++) {
    const k = key(m.skill[x]!, m.band[x]!);
    let b = byKey.get(k);
    if (!b) {
      b = { skill: m.skill[x]!, learners: [], tutors: [], open: [] };
      byKey.set(k, b);
    }
    b.learners.push(x);
  }
  for (let t = 0; t < m.tutors.n; t++) {
    if (m.tutors.capacity[t]! <= 0) continue;
    for (const skill of m.tutors.levels[t]!.keys()) {
      for (let band = 0; band < AGE_BANDS.length; band++) {
        if (!(m.tutors.bands[t]! & (1 << band))) continue;
        byKey.get(key(skill, band))?.tutors.push(t);
      }
    }
  }
  for (let g = 0; g < m.open.n; g++) byKey.get(key(m.open.skill[g]!, m.open.band[g]!))?.open.push(g);
  // Small buckets first: they have the fewest alternatives, so they get first claim on shared tutors.
  return [...byKey.values()].sort((a, b) => a.learners.length - b.learners.length || a.skill - b.skill);
}

/** Orders learners so that neighbours share a level, a first language and early free hours. */
function sortBySimilarity(m: Model, learners: number[]) {
  const firstHour = (x: number) => {
    for (let w = 0; w < SLOT_WORDS; w++) {
      const v = m.slots[x * SLOT_WORDS + w]!;
      if (v !== 0) return w * 32 + (31 - Math.clz32(v & -v));
    }
    return 255;
  };
  const keys = new Map<number, number>();
  for (const x of learners) keys.set(x, (m.level[x]! * 64 + m.firstLang[x]!) * 256 + firstHour(x));
  learners.sort((a, b) => (keys.get(a) as number) - (keys.get(b) as number) || a - b);
}

/**
 * Offers each piece a handful of the bucket's tutors with capacity left who teach its levels and
 * speak its most common first language, taking them in turn so that the load spreads.
 */
class TutorPicker {
  private next = 0;
  constructor(
    private readonly m: Model,
    private readonly skill: number,
    private readonly tutors: number[],
    private readonly load: Int32Array,
  ) {}

  forPiece(piece: number[]): number[] {
    const { m } = this;
    const counts = new Map<number, number>();
    let lo = 99;
    let hi = -1;
    for (const x of piece) {
      counts.set(m.firstLang[x]!, (counts.get(m.firstLang[x]!) ?? 0) + 1);
      lo = Math.min(lo, m.level[x]!);
      hi = Math.max(hi, m.level[x]!);
    }
    const lang = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
    const picked: number[] = [];
    const fallback: number[] = [];
    const n = this.tutors.length;
    for (let seen = 0; seen < n && picked.length < PIECE_TUTORS && seen < PIECE_TUTORS * 6; seen++) {
      const t = this.tutors[(this.next + seen) % n]!;
      if (this.load[t]! >= m.tutors.capacity[t]!) continue;
      const range = m.tutors.levels[t]!.get(this.skill) as [number, number];
      const teachesLevels = range[0] <= hi && range[1] >= lo;
      if (teachesLevels && m.tutors.langs[t]! & (1 << lang)) picked.push(t);
      else if (teachesLevels && fallback.length < PIECE_TUTORS) fallback.push(t);
    }
    this.next = (this.next + PIECE_TUTORS) % Math.max(n, 1);
    for (const t of fallback) if (picked.length < PIECE_TUTORS) picked.push(t);
    return picked;
  }
}

function describe(m: Model, solver: ChunkSolver): MatchingResult {
  const groups: FormedGroup[] = [];
  const placed = new Uint8Array(m.nLearners);
  const newGroups = solver.groups.filter((g) => g.open < 0 && g.members.length === 3);
  const hours = assignTutorHours(
    newGroups.map((g) => ({ tutor: g.tutor, hours: commonHours(m, g.members, g.tutor) })),
  );
  newGroups.forEach((g, i) => {
    const hour = hours[i]!;
    if (hour < 0) return; // the tutor has no distinct free hour left for this group: its learners wait
    const [a, b, c] = g.members as Triple;
    const skill = m.skill[a]!;
    const parts = newGroupParts(m, a, b, c, g.tutor, skill);
    if (!parts) throw new Error('engine invariant: a formed group breaks a hard constraint');
    const common = m.langs[a]! & m.langs[b]! & m.langs[c]! & m.tutors.langs[g.tutor]!;
    groups.push(
      group(
        m,
        g.members,
        g.tutor,
        skill,
        m.band[a]!,
        sessionLanguage(m, common, g.members).lang,
        hour,
        parts,
        undefined,
      ),
    );
    for (const x of g.members) placed[x] = 1;
  });
  for (const g of solver.groups) {
    if (g.open < 0 || g.members.length === 0) continue;
    const parts = fillParts(m, g.open, g.members);
    if (!parts) throw new Error('engine invariant: an open group fill breaks a hard constraint');
    const o = g.open;
    groups.push(
      group(
        m,
        g.members,
        m.open.tutor[o]!,
        m.open.skill[o]!,
        m.open.band[o]!,
        m.open.lang[o]!,
        m.open.slot[o]!,
        parts,
        o,
      ),
    );
    for (const x of g.members) placed[x] = 1;
  }
  const waiting: string[] = [];
  for (let x = 0; x < m.nLearners; x++) if (!placed[x]!) waiting.push(m.ids.learners[x]!);
  let total = 0;
  for (const g of groups) total += g.score;
  return { groups, waiting, total };
}

function group(
  m: Model,
  members: number[],
  tutor: number,
  skill: number,
  band: number,
  lang: number,
  slot: number,
  parts: NonNullable<ReturnType<typeof fillParts>>,
  open: number | undefined,
): FormedGroup {
  const score = parts.learners + parts.tutor + parts.language + parts.slots + parts.fill;
  return {
    ...(open === undefined ? {} : { openGroupId: m.ids.open[open]! }),
    tutorId: m.ids.tutors[tutor]!,
    skill: m.skillNames[skill]!,
    ageBand: AGE_BANDS[band]!,
    learnerIds: members.map((x) => m.ids.learners[x]!),
    language: m.languageNames[lang]!,
    slot,
    commonSlots: open === undefined ? commonHours(m, members, tutor) : [slot],
    score,
    parts,
  };
}
