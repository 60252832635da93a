/**
 * The exact optimum of a (small) matching instance, for `npm run bench:matching`: every feasible item
 * is enumerated with the model's own scoring functions and HiGHS (the `highs` package, WebAssembly)
 * picks the best set as a 0/1 program. Bench and tests only: the engine never loads a solver.
 *
 * Items: every new group (three waiting learners a<b<c of one skill and age band × a tutor teaching
 * that bucket, with newGroupValue >= 0) and every fill of an open group (1 up to its free seats of
 * waiting learners that each fit it, with fillValue >= 0). Maximise the sum of the chosen items'
 * values subject to: each waiting learner in at most one item, each tutor at most `capacity` new
 * groups, each open group at most one fill. The engine keeps one more rule that the program does not:
 * a tutor's new groups meet at distinct hours. The program's optimum is therefore an upper bound of
 * what the engine can reach (equal to the engine's optimum whenever the hours do not bind).
 */
import loadHighs, { type Highs } from 'highs';
import {
  commonHours,
  fillValue,
  fitsOpenGroup,
  type Model,
  newGroupValue,
} from '../../server/features/matching/engine/model.ts';

export interface Item {
  /** Waiting learners' indices (ascending). */
  learners: number[];
  /** The tutor of a new group, or the open group's tutor for a fill. */
  tutor: number;
  /** The open group filled, or -1 for a new group. */
  open: number;
  value: number;
}

/** Waiting learners grouped by skill and age band (the buckets hard constraints split into). */
export function buckets(m: Model): Map<number, number[]> {
  const byBucket = new Map<number, number[]>();
  for (let i = 0; i < m.nLearners; i++) {
    const key = m.skill[i]! * 8 + m.band[i]!;
    let list = byBucket.get(key);
    if (!list) byBucket.set(key, (list = []));
    list.push(i);
  }
  return byBucket;
}

/** Every feasible new group and open-group fill with its value (the program's columns). */
export function enumerateItems(m: Model): Item[] {
  const items: Item[] = [];
  const T = m.tutors;
  const byBucket = buckets(m);
  for (const [key, people] of byBucket) {
    const skill = Math.floor(key / 8);
    const band = key % 8;
    const tutors: number[] = [];
    for (let t = 0; t < T.n; t++) {
      if (T.capacity[t]! > 0 && T.bands[t]! & (1 << band) && T.levels[t]?.has(skill)) tutors.push(t);
    }
    if (tutors.length === 0) continue;
    const n = people.length;
    for (let i = 0; i < n; i++) {
      const a = people[i] as number;
      for (let j = i + 1; j < n; j++) {
        const b = people[j] as number;
        if (Math.abs(m.level[a]! - m.level[b]!) > 1 || (m.langs[a]! & m.langs[b]!) === 0) continue;
        for (let k = j + 1; k < n; k++) {
          const c = people[k] as number;
          if ((m.langs[a]! & m.langs[b]! & m.langs[c]!) === 0) continue;
          for (const t of tutors) {
            const value = newGroupValue(m, a, b, c, t, skill);
            if (value >= 0) items.push({ learners: [a, b, c], tutor: t, open: -1, value });
          }
        }
      }
    }
  }
  for (let g = 0; g < m.open.n; g++) {
    const free = 3 - (m.open.members[g]?.length ?? 3);
    if (free <= 0) continue;
    const people = byBucket.get(m.open.skill[g]! * 8 + m.open.band[g]!) ?? [];
    const fits = people.filter((x) => fitsOpenGroup(m, g, x));
    const tutor = m.open.tutor[g]!;
    for (let i = 0; i < fits.length; i++) {
      const x = fits[i] as number;
      const one = fillValue(m, g, [x]);
      if (one >= 0) items.push({ learners: [x], tutor, open: g, value: one });
      if (free < 2) continue;
      for (let j = i + 1; j < fits.length; j++) {
        const y = fits[j] as number;
        const two = fillValue(m, g, [x, y]);
        if (two >= 0) items.push({ learners: [x, y], tutor, open: g, value: two });
      }
    }
  }
  return items;
}

/**
 * Can the chosen new groups meet at distinct hours per tutor (the engine's rule the program leaves
 * out)? A bipartite matching of each tutor's groups to the hours free for the group and the tutor.
 * When it can, the program's optimum is also the best result the engine's rules allow.
 */
export function hoursFit(m: Model, chosen: readonly Item[]): boolean {
  const byTutor = new Map<number, number[][]>();
  for (const item of chosen) {
    if (item.open !== -1) continue;
    const list = byTutor.get(item.tutor) ?? [];
    list.push(commonHours(m, item.learners, item.tutor));
    byTutor.set(item.tutor, list);
  }
  for (const groups of byTutor.values()) {
    const holder = new Map<number, number>();
    const place = (g: number, seen: Set<number>): boolean => {
      for (const hour of groups[g]!) {
        if (seen.has(hour)) continue;
        seen.add(hour);
        const other = holder.get(hour);
        if (other === undefined || place(other, seen)) {
          holder.set(hour, g);
          return true;
        }
      }
      return false;
    };
    for (let g = 0; g < groups.length; g++) if (!place(g, new Set())) return false;
  }
  return true;
}

/** The solver's answer must keep the program's rows (a guard against reading its columns wrongly). */
function assertFeasible(m: Model, chosen: readonly Item[]) {
  const seated = new Set<number>();
  const led = new Map<number, number>();
  const filled = new Set<number>();
  for (const item of chosen) {
    for (const x of item.learners) {
      if (seated.has(x)) throw new Error(`the solver's answer seats learner ${x} twice`);
      seated.add(x);
    }
    if (item.open === -1) {
      const n = (led.get(item.tutor) ?? 0) + 1;
      if (n > (m.tutors.capacity[item.tutor] as number)) throw new Error(`tutor ${item.tutor} over capacity`);
      led.set(item.tutor, n);
    } else {
      if (filled.has(item.open)) throw new Error(`open group ${item.open} filled twice`);
      filled.add(item.open);
    }
  }
}

let highsRuntime: Promise<Highs> | undefined;
/** The WebAssembly solver, loaded once per process. */
export function highs(): Promise<Highs> {
  highsRuntime ??= loadHighs();
  return highsRuntime;
}

export interface OptimumOptions {
  /** Seconds before HiGHS gives up (it then reports its best solution and bound). Default 60. */
  timeLimit?: number;
  /** Strengthen the relaxation with our own cuts first (default true; false for comparison). */
  cuts?: boolean;
}

export interface Optimum {
  /** True when HiGHS proved the optimum (relative gap 0, absolute gap 1e-7). */
  optimal: boolean;
  /** HiGHS's model status, e.g. 'optimal' or 'timeLimit'. */
  status: string;
  /** Sum of the chosen items' values. */
  value: number;
  /** Best proven upper bound (equals `value` when optimal). */
  bound: number;
  chosen: Item[];
  items: number;
  rows: number;
  /** Cuts added before the branch and bound, and the relaxation's value before and after them. */
  cuts: number;
  relaxation: { before: number; after: number };
  seconds: number;
}

/**
 * Solves the 0/1 program over `items` (all of the instance's feasible items, see enumerateItems).
 *
 * Columns: one binary per item, objective its value, maximised. Rows, all `<=`, one per resource an
 * item uses: each waiting learner (the items holding them <= 1), each tutor (their new groups <=
 * capacity), each open group (its fills <= 1). Resources no item uses get no row.
 *
 * The relaxation of this 3-set packing is weak (learners spread over overlapping groups at 1/3 or
 * 1/2), and HiGHS, single-threaded in WebAssembly, then needs minutes on some 60-learner instances.
 * So before branching, a few rounds of Chvátal-Gomory mod-k cuts (k = 2, 3) are added where the LP
 * solution breaks them: for a set S of resources, summing their rows and dividing by k gives
 * sum_j floor(|S ∩ resources(j)| / k) x_j <= floor(sum of S's right-hand sides / k), valid for
 * every 0/1 solution. S is taken from the fractional solution: its connected parts, and the unions
 * of two or three overlapping fractional items (with the resources other than learners, and without).
 * E.g. eleven learners can form at most three groups; three learners pairwise sharing groups hold at
 * most one of those groups. Then HiGHS solves the strengthened program as a MIP with gap 0.
 */
export async function solveOptimum(m: Model, items: Item[], opts: OptimumOptions = {}): Promise<Optimum> {
  const started = performance.now();
  const timeLimit = opts.timeLimit ?? 60;
  if (items.length === 0) {
    return {
      optimal: true,
      status: 'empty',
      value: 0,
      bound: 0,
      chosen: [],
      items: 0,
      rows: 0,
      cuts: 0,
      relaxation: { before: 0, after: 0 },
      seconds: 0,
    };
  }
  const h = await highs();
  const n = items.length;
  // Resources: learners 0..N-1, then open groups, then tutors.
  const N = m.nLearners;
  const G = m.open.n;
  const resources = items.map((item) => [
    ...item.learners,
    item.open === -1 ? N + G + item.tutor : N + item.open,
  ]);
  const rhsOf = (r: number) => (r < N + G ? 1 : (m.tutors.capacity[r - N - G] as number));
  const rowOf = new Map<number, number>();
  const rowUpper: number[] = [];
  const starts = new Int32Array(n + 1);
  const indices: number[] = [];
  resources.forEach((rs, j) => {
    starts[j] = indices.length;
    for (const r of rs) {
      let row = rowOf.get(r);
      if (row === undefined) {
        row = rowUpper.length;
        rowOf.set(r, row);
        rowUpper.push(rhsOf(r));
      }
      indices.push(row);
    }
  });
  starts[n] = indices.length;
  const nRows = rowUpper.length;
  const model = h.createModel({
    numCols: n,
    numRows: nRows,
    sense: h.constants.objectiveSense.maximize,
    colCost: Float64Array.from(items, (item) => item.value),
    colLower: new Float64Array(n),
    colUpper: new Float64Array(n).fill(1),
    rowLower: new Float64Array(nRows).fill(-h.infinity),
    rowUpper: Float64Array.from(rowUpper),
    matrix: {
      format: 'csc',
      numRows: nRows,
      numCols: n,
      starts,
      indices: Int32Array.from(indices),
      values: new Float64Array(indices.length).fill(1),
    },
  });
  const log = process.env.HIGHS_LOG === '1';
  const run = () =>
    model.run(
      log
        ? {
            [h.constants.callbackType.logging]: (e: { message?: string }) => {
              process.stderr.write(e.message ?? '');
            },
          }
        : undefined,
    );
  try {
    model.options.set({ output_flag: log, mip_rel_gap: 0, mip_abs_gap: 1e-7 });
    // The LP relaxation, strengthened round by round.
    const byResource = new Map<number, number[]>();
    resources.forEach((rs, j) => {
      for (const r of rs) {
        const list = byResource.get(r);
        if (list) list.push(j);
        else byResource.set(r, [j]);
      }
    });
    const separator = new CutSeparator(resources, byResource, rhsOf, N);
    let before = Number.NaN;
    let after = Number.NaN;
    let cuts = 0;
    const cutDeadline = started + timeLimit * 250; // at most a quarter of the time on cuts
    for (let round = 0; round < 50 && (opts.cuts ?? true); round++) {
      run();
      after = model.getObjectiveValue();
      if (round === 0) before = after;
      if (performance.now() > cutDeadline) break;
      const found = separator.separate(model.getSolution().colValue, 60);
      if (found.length === 0) break;
      for (const cut of found) model.addRow(-h.infinity, cut.rhs, { indices: cut.cols, values: cut.coefs });
      cuts += found.length;
    }
    model.changeColsIntegrality(
      { kind: 'range', from: 0, to: n - 1 },
      new Int32Array(n).fill(h.constants.variableType.integer),
    );
    model.options.set({ time_limit: Math.max(1, timeLimit - (performance.now() - started) / 1000) });
    run();
    const code = model.getModelStatus();
    const status =
      Object.entries(h.constants.modelStatus).find(([, v]) => v === code)?.[0] ?? `status ${code}`;
    const optimal = code === h.constants.modelStatus.optimal;
    const hasSolution = model.info.get('primal_solution_status') === h.constants.solutionStatus.feasible;
    const x = hasSolution ? model.getSolution().colValue : new Float64Array(n);
    const chosen = items.filter((_, j) => (x[j] as number) > 0.5);
    assertFeasible(m, chosen);
    const value = chosen.reduce((s, item) => s + item.value, 0);
    let bound = value;
    if (!optimal) {
      const b = model.info.get('mip_dual_bound');
      bound = typeof b === 'number' && Number.isFinite(b) ? b : Number.POSITIVE_INFINITY;
    }
    return {
      optimal,
      status,
      value,
      bound,
      chosen,
      items: n,
      rows: nRows,
      cuts,
      relaxation: { before, after },
      seconds: (performance.now() - started) / 1000,
    };
  } finally {
    model.dispose();
  }
}

interface Cut {
  cols: number[];
  coefs: number[];
  rhs: number;
  /** Violation over the coefficients' norm: the deepest cuts go in first. */
  depth: number;
}

/** Finds mod-2 and mod-3 Chvátal-Gomory cuts that an LP solution breaks (see solveOptimum). */
class CutSeparator {
  /** Cuts already in the program, by k and resource set. */
  private readonly added = new Set<string>();
  constructor(
    private readonly resources: number[][],
    private readonly byResource: Map<number, number[]>,
    private readonly rhsOf: (r: number) => number,
    private readonly nLearners: number,
  ) {}

  separate(x: Float64Array, max: number): Cut[] {
    const frac: number[] = [];
    for (let j = 0; j < x.length; j++)
      if ((x[j] as number) > 1e-6 && (x[j] as number) < 1 - 1e-6) frac.push(j);
    const found = new Map<string, Cut>();
    const learnersOnly = (s: number[]) => s.filter((r) => r < this.nLearners);
    const both = (s: number[]) => {
      this.trySet(s, x, found);
      this.trySet(learnersOnly(s), x, found);
    };
    // Connected parts of the fractional solution (items linked by shared resources).
    const parent = new Map<number, number>();
    const root = (r: number): number => {
      let p = parent.get(r) ?? r;
      while (p !== (parent.get(p) ?? p)) p = parent.get(p) ?? p;
      parent.set(r, p);
      return p;
    };
    for (const j of frac) {
      const rs = this.resources[j] as number[];
      for (const r of rs) if (!parent.has(r)) parent.set(r, r);
      for (const r of rs) parent.set(root(r), root(rs[0] as number));
    }
    const parts = new Map<number, number[]>();
    for (const r of parent.keys()) {
      const p = root(r);
      const list = parts.get(p);
      if (list) list.push(r);
      else parts.set(p, [r]);
    }
    for (const part of parts.values()) both(part);
    // Unions of two or three overlapping fractional items, and triangles of pairwise overlaps.
    const overlap = (a: number[], b: number[]) => a.filter((r) => b.includes(r));
    for (let i = 0; i < frac.length; i++) {
      const A = this.resources[frac[i] as number] as number[];
      for (let k = i + 1; k < frac.length; k++) {
        const B = this.resources[frac[k] as number] as number[];
        const ab = overlap(A, B);
        if (ab.length === 0) continue;
        both([...A, ...B]);
        for (let l = k + 1; l < frac.length && frac.length <= 120; l++) {
          const C = this.resources[frac[l] as number] as number[];
          const bc = overlap(B, C);
          const ac = overlap(A, C);
          if (bc.length === 0 && ac.length === 0) continue;
          both([...A, ...B, ...C]);
          if (bc.length && ac.length) this.trySet([ab[0], bc[0], ac[0]] as number[], x, found);
        }
      }
    }
    const best = [...found].sort((a, b) => b[1].depth - a[1].depth).slice(0, max);
    for (const [key] of best) this.added.add(key);
    return best.map(([, cut]) => cut);
  }

  private trySet(set: number[], x: Float64Array, found: Map<string, Cut>) {
    const s = [...new Set(set)].sort((a, b) => a - b);
    if (s.length < 2) return;
    const inSet = new Set(s);
    const cand = new Set<number>();
    for (const r of s) for (const j of this.byResource.get(r) ?? []) cand.add(j);
    const total = s.reduce((sum, r) => sum + this.rhsOf(r), 0);
    for (const k of [2, 3]) {
      const key = `${k}:${s.join(',')}`;
      if (this.added.has(key) || found.has(key)) continue;
      const rhs = Math.floor(total / k);
      const cols: number[] = [];
      const coefs: number[] = [];
      let lhs = 0;
      let norm = 0;
      for (const j of cand) {
        let c = 0;
        for (const r of this.resources[j] as number[]) if (inSet.has(r)) c++;
        const a = Math.floor(c / k);
        if (a === 0) continue;
        cols.push(j);
        coefs.push(a);
        lhs += a * (x[j] as number);
        norm += a * a;
      }
      if (lhs > rhs + 1e-6) found.set(key, { cols, coefs, rhs, depth: (lhs - rhs) / Math.sqrt(norm) });
    }
  }
}
