/**
 * Seeded generator of matching instances, for `npm run bench:matching`, the tests, the live demo at
 * /ai-skill-matching-demo and for trying the operators' command on instances of any size
 * (bench/matching/generate.ts writes them to a file):
 *
 *   npx tsx bench/matching/generate.ts --learners 10000 --tutors 1000 --seed 7 --open-groups 20 --out x.json
 *
 * The same parameters always give the same instance (a small PRNG of our own, no Math.random). The
 * people are made to look like the market's: a European mix of first languages with English as the
 * common second one, time zones UTC-1..+3, free hours clustered in local evenings and weekends (minors
 * in the afternoons), levels spread over 0-5 with fewer advanced learners, most learners adults, tutors
 * teaching one to three skills over a range of levels, a few of them minors' bands.
 *
 * For a million learners the instance is plain objects, about 0.4 KB a learner (470 MB RSS measured for
 * 1 000 000 learners and 100 000 tutors, 9 s on one core); the language and goal
 * lists are shared between people with the same list, since they are never mutated.
 */
import {
  type AgeBand,
  LEARNING_STYLES,
  type LearnerInput,
  type MatchingInstance,
  type OpenGroupInput,
  PACES,
  type TutorInput,
  WEEK_HOURS,
} from './instance.ts';

export interface GenerateOptions {
  learners: number;
  tutors: number;
  seed: number;
  /** Open groups with one or two members already seated (default 0). */
  openGroups?: number;
  /** Number of skills (default: 2-4 for up to 200 learners, else 200). */
  skills?: number;
}

/** sfc32 seeded through splitmix32: fast, small state, good enough statistics for test data. */
export function prng(seed: number) {
  let s = seed >>> 0;
  const split = () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = split();
  let b = split();
  let c = split();
  let d = split();
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
  for (let i = 0; i < 12; i++) next();
  const r = {
    /** Uniform in [0, 1). */
    next,
    /** Uniform integer in [lo, hi]. */
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    /** Index drawn with the given (unnormalised) weights. */
    weighted(weights: readonly number[], total = weights.reduce((x, y) => x + y, 0)): number {
      let u = next() * total;
      for (let i = 0; i < weights.length; i++) {
        u -= weights[i] as number;
        if (u < 0) return i;
      }
      return weights.length - 1;
    },
  };
  return r;
}
export type Prng = ReturnType<typeof prng>;

/** Home regions: first language, UTC offset, share of people. */
const REGIONS: readonly { lang: string; offset: number; weight: number }[] = [
  { lang: 'de', offset: 1, weight: 18 },
  { lang: 'fr', offset: 1, weight: 13 },
  { lang: 'en', offset: 0, weight: 13 },
  { lang: 'es', offset: 1, weight: 10 },
  { lang: 'it', offset: 1, weight: 9 },
  { lang: 'pl', offset: 1, weight: 8 },
  { lang: 'nl', offset: 1, weight: 5 },
  { lang: 'pt', offset: 0, weight: 4 },
  { lang: 'sv', offset: 1, weight: 3 },
  { lang: 'el', offset: 2, weight: 3 },
  { lang: 'ro', offset: 2, weight: 3 },
  { lang: 'uk', offset: 2, weight: 3 },
  { lang: 'fi', offset: 2, weight: 2 },
  { lang: 'tr', offset: 3, weight: 3 },
  { lang: 'pt', offset: -1, weight: 1 }, // Azores
];
const REGION_WEIGHTS = REGIONS.map((r) => r.weight);
/** Second languages besides English, by how often they are learnt. */
const OTHER_LANGS = ['de', 'fr', 'es', 'it', 'en', 'nl', 'pl', 'pt'];

export const GOALS = [
  'exam',
  'job',
  'travel',
  'school',
  'hobby',
  'university',
  'conversation',
  'certificate',
  'relocation',
  'competition',
] as const;

const SUBJECTS = [
  'maths',
  'english',
  'python',
  'guitar',
  'physics',
  'spanish',
  'piano',
  'chemistry',
  'german',
  'chess',
  'french',
  'biology',
  'javascript',
  'drawing',
  'economics',
  'statistics',
  'italian',
  'violin',
  'history',
  'photography',
];
const TRACKS = [
  'basics',
  'exam-prep',
  'conversation',
  'advanced',
  'for-work',
  'for-kids',
  'project',
  'theory',
  'practice',
  'intensive',
];

/** Subject names for a few skills; "subject/track" (e.g. "maths/exam-prep") for many. */
function skillNames(n: number): string[] {
  if (n <= SUBJECTS.length) return SUBJECTS.slice(0, n);
  const names: string[] = [];
  const combos = SUBJECTS.length * TRACKS.length;
  for (let i = 0; i < n; i++) {
    const subject = SUBJECTS[i % SUBJECTS.length];
    const track = TRACKS[Math.floor(i / SUBJECTS.length) % TRACKS.length];
    names.push(`${subject}/${track}${i >= combos ? `-${Math.floor(i / combos)}` : ''}`);
  }
  return names;
}

const LEVEL_WEIGHTS = [26, 27, 20, 13, 9, 5];
const BANDS: readonly AgeBand[] = ['adult', '16-17', '13-15', '10-12', '6-9'];
const BAND_WEIGHTS = [76, 8, 7, 5, 4];

/** Interns lists so that people with the same languages (or goals) share one array. */
function listInterner() {
  const seen = new Map<string, string[]>();
  return (list: string[]): string[] => {
    const key = list.join(',');
    let shared = seen.get(key);
    if (!shared) {
      shared = list;
      seen.set(key, list);
    }
    return shared;
  };
}

function languagesOf(r: Prng, first: string, englishP: number, thirdP: number): string[] {
  const langs = [first];
  if (first !== 'en' ? r.chance(englishP) : r.chance(thirdP + 0.15)) {
    langs.push(first !== 'en' ? 'en' : r.pick(['es', 'fr', 'de']));
  }
  if (r.chance(thirdP)) {
    const other = r.pick(OTHER_LANGS);
    if (!langs.includes(other)) langs.push(other);
  }
  return langs;
}

/** Adds the local hours [start, start+len) of day `day` (0 = Monday) as UTC hours of the week. */
function addWindow(hours: Set<number>, day: number, start: number, len: number, offset: number) {
  for (let h = start; h < start + len; h++) {
    const utc = (((day * 24 + h - offset) % WEEK_HOURS) + WEEK_HOURS) % WEEK_HOURS;
    hours.add(utc);
  }
}

type Kind = 'adult' | 'minor' | 'tutor';

/** Weekly free hours: evenings and weekends in local time, some people also free in the daytime. */
function weeklyHours(r: Prng, kind: Kind, offset: number): number[] {
  const hours = new Set<number>();
  const weekdays = kind === 'tutor' ? r.int(3, 5) : r.int(2, 5);
  const days = [0, 1, 2, 3, 4];
  for (let k = 0; k < weekdays; k++) {
    const day = days.splice(r.int(0, days.length - 1), 1)[0] as number;
    if (kind === 'minor') addWindow(hours, day, r.int(15, 16), r.int(2, 4), offset);
    else if (kind === 'tutor') addWindow(hours, day, r.int(16, 18), r.int(4, 6), offset);
    else addWindow(hours, day, r.int(17, 19), r.int(3, 4), offset);
  }
  const weekendP = kind === 'tutor' ? 0.6 : 0.7;
  if (r.chance(weekendP)) {
    const day = r.chance(0.6) ? 5 : 6;
    addWindow(hours, day, r.int(9, 15), r.int(3, 5), offset);
    if (r.chance(0.35)) addWindow(hours, 11 - day, r.int(10, 15), r.int(2, 4), offset);
  }
  const daytimeP = kind === 'tutor' ? 0.35 : kind === 'adult' ? 0.15 : 0;
  if (r.chance(daytimeP)) {
    const n = r.int(1, 3);
    for (let k = 0; k < n; k++) addWindow(hours, r.int(0, 4), r.int(9, 14), r.int(2, 4), offset);
  }
  return [...hours].sort((x, y) => x - y);
}

function personOffset(r: Prng, region: (typeof REGIONS)[number]): number {
  // A tenth live an hour away from their language's home (expats, border regions); clamp to -1..+3.
  let o = region.offset;
  if (r.chance(0.1)) o += r.chance(0.5) ? 1 : -1;
  return Math.max(-1, Math.min(3, o));
}

function traits(r: Prng, goalsOf: (list: string[]) => string[]) {
  const t: { pace?: (typeof PACES)[number]; style?: (typeof LEARNING_STYLES)[number]; goals?: string[] } = {};
  if (r.chance(0.7)) t.pace = PACES[r.weighted([3, 5, 2])];
  if (r.chance(0.6)) t.style = r.pick(LEARNING_STYLES);
  if (r.chance(0.5)) {
    const n = r.int(1, 3);
    const goals: string[] = [];
    for (let k = 0; k < n; k++) {
      const g = GOALS[r.weighted([5, 4, 3, 3, 3, 2, 3, 2, 1, 1])] as string;
      if (!goals.includes(g)) goals.push(g);
    }
    goals.sort();
    t.goals = goalsOf(goals);
  }
  return t;
}

export function generateInstance(opts: GenerateOptions): MatchingInstance {
  const r = prng(opts.seed);
  const nSkills = opts.skills ?? (opts.learners < 30 ? 2 : opts.learners <= 200 ? r.int(2, 4) : 200);
  const skills = skillNames(nSkills);
  // Zipf-like popularity: the first skills draw most learners and tutors.
  const skillWeights = skills.map((_, i) => 1 / (i + 1) ** 0.8);
  const skillTotal = skillWeights.reduce((x, y) => x + y, 0);
  const langsOf = listInterner();
  const goalsOf = listInterner();

  const learners: LearnerInput[] = new Array(opts.learners);
  for (let i = 0; i < opts.learners; i++) {
    const region = REGIONS[r.weighted(REGION_WEIGHTS)] as (typeof REGIONS)[number];
    const ageBand = BANDS[r.weighted(BAND_WEIGHTS)] as AgeBand;
    const minor = ageBand !== 'adult';
    const offset = personOffset(r, region);
    const learner: LearnerInput = {
      id: `L${i + 1}`,
      skill: skills[r.weighted(skillWeights, skillTotal)] as string,
      level: minor
        ? Math.min(r.weighted(LEVEL_WEIGHTS), BANDS.indexOf(ageBand) >= 3 ? 3 : 5)
        : r.weighted(LEVEL_WEIGHTS),
      ageBand,
      languages: langsOf(languagesOf(r, region.lang, minor ? 0.55 : 0.8, minor ? 0.05 : 0.15)),
      slots: weeklyHours(r, minor ? 'minor' : 'adult', offset),
      ...traits(r, goalsOf),
    };
    if (r.chance(0.85)) learner.utcOffset = offset;
    learners[i] = learner;
  }

  const tutors: TutorInput[] = new Array(opts.tutors);
  for (let i = 0; i < opts.tutors; i++) {
    const region = REGIONS[r.weighted(REGION_WEIGHTS)] as (typeof REGIONS)[number];
    const offset = personOffset(r, region);
    const nTaught = r.weighted([5, 3, 2]) + 1;
    const taught: TutorInput['skills'] = [];
    for (let k = 0; k < nTaught; k++) {
      const skill = skills[r.weighted(skillWeights, skillTotal)] as string;
      if (taught.some((s) => s.skill === skill)) continue;
      const minLevel = r.weighted([5, 3, 2]);
      taught.push({ skill, minLevel, maxLevel: Math.min(5, minLevel + r.int(2, 5)) });
    }
    const bandsDraw = r.weighted([75, 10, 5, 10]);
    const ageBands: AgeBand[] =
      bandsDraw === 0
        ? ['adult']
        : bandsDraw === 1
          ? ['adult', '16-17', '13-15']
          : bandsDraw === 2
            ? ['adult', '16-17', '13-15', '10-12', '6-9']
            : ['6-9', '10-12', '13-15'];
    const tutor: TutorInput = {
      id: `T${i + 1}`,
      skills: taught,
      languages: langsOf(languagesOf(r, region.lang, 0.85, 0.35)),
      slots: weeklyHours(r, 'tutor', offset),
      ageBands,
      capacity: r.weighted([30, 45, 25]) + 1,
    };
    if (r.chance(0.8)) tutor.rating = Math.round((3.5 + r.next() * 1.5) * 10) / 10;
    if (r.chance(0.6)) tutor.style = r.pick(LEARNING_STYLES);
    if (r.chance(0.9)) tutor.utcOffset = offset;
    tutors[i] = tutor;
  }

  const openGroups: OpenGroupInput[] = [];
  for (let g = 0; g < (opts.openGroups ?? 0) && tutors.length > 0; g++) {
    const tutor = r.pick(tutors);
    const taught = r.pick(tutor.skills);
    if (tutor.slots.length === 0) continue;
    const slot = r.pick(tutor.slots);
    // Two groups of one tutor never meet at the same hour.
    if (openGroups.some((o) => o.tutorId === tutor.id && o.slot === slot)) continue;
    const language = r.chance(0.7) ? (tutor.languages[0] as string) : r.pick(tutor.languages);
    const level = r.int(taught.minLevel, taught.maxLevel);
    const members: OpenGroupInput['members'] = [];
    const n = r.int(1, 2);
    for (let k = 0; k < n; k++) {
      const langs = r.chance(0.6) ? [language] : [language, language === 'en' ? 'de' : 'en'];
      const offset = tutor.utcOffset ?? 1;
      members.push({
        id: `M${g + 1}-${k + 1}`,
        level: Math.max(taught.minLevel, Math.min(taught.maxLevel, level + (k > 0 && r.chance(0.3) ? 1 : 0))),
        languages: langsOf(langs),
        utcOffset: offset,
        ...traits(r, goalsOf),
      });
    }
    openGroups.push({
      id: `G${g + 1}`,
      tutorId: tutor.id,
      skill: taught.skill,
      ageBand: r.pick(tutor.ageBands),
      language,
      slot,
      members,
    });
  }

  const instance: MatchingInstance = { learners, tutors };
  if (openGroups.length > 0) instance.openGroups = openGroups;
  return instance;
}
