import {
  fillValue,
  fitsOpenGroup,
  languageValue,
  type Model,
  newGroupValue,
  pairScore,
  popcount,
  SLOT_WORDS,
  type Triple,
  tutorScore,
} from './model.ts';
import { packSmallBucket } from './set-packing.ts';

/** A group of the solution: a new 3:1 group (open = -1) or an open group and the learners seated in it now. */
export interface SolverGroup {
  open: number;
  tutor: number;
  members: number[];
  value: number;
}

const EPS = 1e-9;

/**
 * Solves one piece of a bucket (learners of one skill and age band, the tutors offered to it, the
 * open groups of the bucket) and keeps the whole run's state: which group each learner is in and
 * how many new groups each tutor leads.
 *
 * 1. Construction, best first: every feasible triple with its best tutor, and every way of filling
 *    an open group, in order of value; an item whose tutor has filled up is re-scored with the best
 *    tutor still free.
 * 2. Local search to a local optimum: swap two learners between groups, replace a member by a
 *    waiting learner, seat a waiting learner in an open seat, move a member into an open seat and
 *    backfill, change or swap tutors, form a group from waiting learners.
 * 3. For small pieces, iterated local search: dissolve a few random groups, rebuild best first,
 *    search again, keep the result when it is at least as good (equal moves let it cross plateaus).
 */
export class ChunkSolver {
  readonly groups: SolverGroup[] = [];
  readonly load: Int32Array;
  private readonly groupOf: Int32Array;
  private readonly openGroup: Int32Array;
  private readonly buf: number[] = [];
  private readonly heap = new MaxHeap();
  private readonly pool = new TriplePool();

  constructor(
    private readonly m: Model,
    private readonly random: () => number,
    private readonly rounds: number,
  ) {
    this.load = new Int32Array(m.tutors.n);
    this.groupOf = new Int32Array(m.nLearners).fill(-1);
    this.openGroup = new Int32Array(m.open.n).fill(-1);
  }

  isWaiting(x: number): boolean {
    return this.groupOf[x]! < 0;
  }

  /** The solution group that stands for open group g (created empty on first use). */
  private openEntry(g: number): number {
    let i = this.openGroup[g]!;
    if (i < 0) {
      i = this.groups.length;
      this.groups.push({ open: g, tutor: this.m.open.tutor[g]!, members: [], value: 0 });
      this.openGroup[g] = i;
    }
    return i;
  }

  private seats(g: SolverGroup): number {
    return g.open < 0 ? 3 : 3 - this.m.open.members[g.open]!.length;
  }

  /** The value of a group with other members (and tutor), or -1 when that breaks a hard constraint. */
  private value(g: SolverGroup, members: readonly number[], tutor: number, skill: number): number {
    if (g.open < 0) {
      if (members.length !== 3) return -1;
      return newGroupValue(this.m, members[0]!, members[1]!, members[2]!, tutor, skill);
    }
    if (members.length === 0) return 0;
    for (const x of members) if (!fitsOpenGroup(this.m, g.open, x)) return -1;
    return fillValue(this.m, g.open, members);
  }

  private with(members: readonly number[], at: number, x: number): number[] {
    const b = this.buf;
    b.length = 0;
    for (let i = 0; i < members.length; i++) b.push(i === at ? x : members[i]!);
    if (at === members.length) b.push(x);
    return b;
  }

  private without(members: readonly number[], at: number): number[] {
    const b = this.buf;
    b.length = 0;
    for (let i = 0; i < members.length; i++) if (i !== at) b.push(members[i]!);
    return b;
  }

  private setMembers(gi: number, members: readonly number[], value: number, waiting: Set<number>) {
    const g = this.groups[gi]!;
    // A member who already moved on to another group (the first half of a swap) stays there.
    for (const x of g.members) {
      if (this.groupOf[x] !== gi) continue;
      this.groupOf[x] = -1;
      waiting.add(x);
    }
    g.members = [...members];
    g.value = value;
    for (const x of g.members) {
      this.groupOf[x] = gi;
      waiting.delete(x);
    }
  }

  /** Large buckets: seat the best-fitting waiting learners in each open group, one seat at a time. */
  fillOpenGroups(skill: number, learners: number[], open: number[]) {
    const waiting = new Set<number>();
    for (const g of open) {
      const gi = this.openEntry(g);
      const entry = this.groups[gi]!;
      while (entry.members.length < this.seats(entry)) {
        let best = -1;
        let bestValue = entry.value + EPS;
        for (const x of learners) {
          if (this.groupOf[x]! >= 0) continue;
          const v = this.value(entry, this.with(entry.members, entry.members.length, x), entry.tutor, skill);
          if (v > bestValue) {
            bestValue = v;
            best = x;
          }
        }
        if (best < 0) break;
        this.setMembers(gi, [...entry.members, best], bestValue, waiting);
      }
    }
  }

  /**
   * Small buckets: the exhaustive candidate search of set-packing.ts, whose result becomes this
   * run's groups (open groups filled, new groups formed, tutor loads counted).
   */
  pack(skill: number, learners: number[], tutors: number[], open: number[]) {
    const capacity = new Map(tutors.map((t) => [t, this.m.tutors.capacity[t]! - this.load[t]!]));
    const waiting = new Set(learners);
    const piece: Piece = { skill, learners, tutors, groups: [], waiting, baseLoad: new Map() };
    for (const item of packSmallBucket(
      this.m,
      skill,
      learners,
      tutors,
      capacity,
      open,
      this.random,
      this.rounds,
    )) {
      if (item.open >= 0) this.setMembers(this.openEntry(item.open), item.members, item.value, waiting);
      else this.createGroup(piece, item.members, item.tutor);
    }
  }

  /** Forms and improves the groups of one piece. */
  solve(skill: number, learners: number[], tutors: number[], open: number[], improve: boolean) {
    const piece: Piece = {
      skill,
      learners,
      tutors,
      groups: open.map((g) => this.openEntry(g)),
      waiting: new Set(learners.filter((x) => this.groupOf[x]! < 0)),
      baseLoad: new Map(tutors.map((t) => [t, this.load[t]!])),
    };
    this.construct(piece);
    this.localSearch(piece);
    if (!improve || this.rounds === 0 || piece.groups.length === 0) return;

    let best = this.snapshot(piece);
    let bestTotal = this.total(piece);
    for (let r = 0; r < this.rounds; r++) {
      this.perturb(piece);
      this.construct(piece);
      this.localSearch(piece);
      const total = this.total(piece);
      if (total > bestTotal + EPS) {
        bestTotal = total;
        best = this.snapshot(piece);
      } else if (total < bestTotal - EPS) {
        this.restore(piece, best);
      }
    }
    if (this.total(piece) < bestTotal - EPS) this.restore(piece, best);
  }

  private total(piece: Piece): number {
    let s = 0;
    for (const gi of piece.groups) s += this.groups[gi]!.value;
    return s;
  }

  private alive(gi: number): boolean {
    const g = this.groups[gi]!;
    return g.open >= 0 || g.members.length === 3;
  }

  /** Best first: fills of open groups still empty of new learners, then triples with their best free tutor. */
  private construct(piece: Piece) {
    const { m } = this;
    const waiting = [...piece.waiting];
    const heap = this.heap;
    heap.clear();
    // Fill items are numbered -1, -2, ...; triples 0, 1, ... in the pool.
    const fills: { gi: number; members: number[] }[] = [];
    for (const gi of piece.groups) {
      const g = this.groups[gi]!;
      if (g.open < 0 || g.members.length > 0) continue;
      const seats = this.seats(g);
      const fits = waiting.filter((x) => fitsOpenGroup(m, g.open, x));
      for (let i = 0; i < fits.length; i++) {
        fills.push({ gi, members: [fits[i]!] });
        heap.push(fillValue(m, g.open, [fits[i]!]), -fills.length);
        if (seats < 2) continue;
        for (let j = i + 1; j < fits.length; j++) {
          const v = fillValue(m, g.open, [fits[i]!, fits[j]!]);
          if (v < 0) continue;
          fills.push({ gi, members: [fits[i]!, fits[j]!] });
          heap.push(v, -fills.length);
        }
      }
    }
    const pool = this.pool;
    pool.n = 0;
    const free = piece.tutors.filter((t) => this.load[t]! < m.tutors.capacity[t]!);
    if (free.length > 0 && waiting.length >= 3) {
      triples(m, piece.skill, waiting, free, pool);
      for (let i = 0; i < pool.n; i++) heap.push(pool.value[i]!, i);
    }
    const taken = (x: number) => this.groupOf[x]! >= 0;
    while (heap.size > 0) {
      const value = heap.topKey;
      const i = heap.pop();
      if (i < 0) {
        const fill = fills[-i - 1]!;
        if (fill.members.some(taken) || this.groups[fill.gi]!.members.length > 0) continue;
        this.setMembers(fill.gi, fill.members, value, piece.waiting);
        continue;
      }
      const a = pool.a[i]!;
      const b = pool.b[i]!;
      const c = pool.c[i]!;
      if (taken(a) || taken(b) || taken(c)) continue;
      const t = pool.tutor[i]!;
      if (this.load[t]! >= m.tutors.capacity[t]!) {
        const rescored = bestTutor(m, piece.skill, a, b, c, piece.tutors, this.load);
        if (rescored.tutor < 0) continue;
        pool.tutor[i] = rescored.tutor;
        heap.push(rescored.value, i);
        continue;
      }
      this.createGroup(piece, [a, b, c], t);
    }
  }

  private createGroup(piece: Piece, members: number[], tutor: number) {
    const [a, b, c] = members as Triple;
    const value = newGroupValue(this.m, a, b, c, tutor, piece.skill);
    const gi = this.groups.length;
    this.groups.push({ open: -1, tutor, members: [], value: 0 });
    piece.groups.push(gi);
    this.load[tutor]!++;
    this.setMembers(gi, members, value, piece.waiting);
  }

  private dissolve(piece: Piece, gi: number) {
    const g = this.groups[gi]!;
    if (g.open < 0 && g.members.length === 3) this.load[g.tutor]!--;
    this.setMembers(gi, [], 0, piece.waiting);
  }

  private perturb(piece: Piece) {
    const live = piece.groups.filter((gi) => this.groups[gi]!.members.length > 0);
    const k = Math.min(live.length, 1 + Math.floor(this.random() * 3));
    for (let i = 0; i < k; i++) {
      const j = i + Math.floor(this.random() * (live.length - i));
      [live[i], live[j]] = [live[j]!, live[i]!];
      this.dissolve(piece, live[i]!);
    }
    piece.groups = piece.groups.filter((gi) => this.alive(gi));
  }

  /** First improvement until no move gains anything. */
  private localSearch(piece: Piece) {
    let improved = true;
    while (improved) {
      improved = false;
      piece.groups = piece.groups.filter((gi) => this.alive(gi));
      if (this.waitingMoves(piece)) improved = true;
      if (this.swapMoves(piece)) improved = true;
      if (this.tutorMoves(piece)) improved = true;
      if (piece.waiting.size >= 3 && this.formFromWaiting(piece)) improved = true;
    }
  }

  /** A waiting learner replaces a member, takes an open seat, or takes a member's place who moves to an open seat. */
  private waitingMoves(piece: Piece): boolean {
    let improved = false;
    for (const u of [...piece.waiting]) {
      for (const gi of piece.groups) {
        if (!piece.waiting.has(u)) break;
        const g = this.groups[gi]!;
        const n = g.members.length;
        const limit = n < this.seats(g) ? n + 1 : n;
        for (let p = 0; p < limit; p++) {
          const v = this.value(g, this.with(g.members, p, u), g.tutor, piece.skill);
          if (v > g.value + EPS) {
            this.setMembers(gi, this.buf, v, piece.waiting);
            improved = true;
            break;
          }
        }
      }
    }
    // A member of a new group moves into an open seat and a waiting learner takes their place.
    for (const oi of piece.groups) {
      const o = this.groups[oi]!;
      if (o.open < 0 || o.members.length >= this.seats(o)) continue;
      for (const gi of piece.groups) {
        const g = this.groups[gi]!;
        if (g.open >= 0 || g.members.length !== 3) continue;
        for (let p = 0; p < 3 && o.members.length < this.seats(o); p++) {
          const x = g.members[p]!;
          if (!fitsOpenGroup(this.m, o.open, x)) continue;
          const ov = this.value(o, [...o.members, x], o.tutor, piece.skill);
          if (ov < 0) continue;
          for (const u of piece.waiting) {
            const gv = this.value(g, this.with(g.members, p, u), g.tutor, piece.skill);
            if (gv >= 0 && ov + gv > o.value + g.value + EPS) {
              const members = [...this.buf];
              this.setMembers(gi, members, gv, piece.waiting);
              this.setMembers(oi, [...o.members, x], ov, piece.waiting);
              improved = true;
              break;
            }
          }
        }
      }
    }
    return improved;
  }

  /** Two learners of two groups change places, or a learner moves to another group's open seat. */
  private swapMoves(piece: Piece): boolean {
    let improved = false;
    const gs = piece.groups;
    for (let i = 0; i < gs.length; i++) {
      for (let j = i + 1; j < gs.length; j++) {
        const A = this.groups[gs[i]!]!;
        const B = this.groups[gs[j]!]!;
        if (this.swapBetween(piece, gs[i]!, A, gs[j]!, B) || this.moveToSeat(piece, gs[i]!, A, gs[j]!, B)) {
          improved = true;
        } else if (this.moveToSeat(piece, gs[j]!, B, gs[i]!, A)) {
          improved = true;
        }
      }
    }
    return improved;
  }

  private swapBetween(piece: Piece, ai: number, A: SolverGroup, bi: number, B: SolverGroup): boolean {
    for (let p = 0; p < A.members.length; p++) {
      for (let q = 0; q < B.members.length; q++) {
        const x = A.members[p]!;
        const y = B.members[q]!;
        const av = this.value(A, this.with(A.members, p, y), A.tutor, piece.skill);
        if (av < 0) continue;
        const aMembers = [...this.buf];
        const bv = this.value(B, this.with(B.members, q, x), B.tutor, piece.skill);
        if (bv < 0 || av + bv <= A.value + B.value + EPS) continue;
        const bMembers = [...this.buf];
        this.setMembers(ai, aMembers, av, piece.waiting);
        this.setMembers(bi, bMembers, bv, piece.waiting);
        return true;
      }
    }
    return false;
  }

  /** Moves a member of open group A to a free seat of open group B. */
  private moveToSeat(piece: Piece, ai: number, A: SolverGroup, bi: number, B: SolverGroup): boolean {
    if (A.open < 0 || B.open < 0 || B.members.length >= this.seats(B)) return false;
    for (let p = 0; p < A.members.length; p++) {
      const x = A.members[p]!;
      const bv = this.value(B, [...B.members, x], B.tutor, piece.skill);
      if (bv < 0) continue;
      const rest = this.without(A.members, p);
      const av = this.value(A, rest, A.tutor, piece.skill);
      if (av < 0 || av + bv <= A.value + B.value + EPS) continue;
      const aMembers = [...rest];
      this.setMembers(ai, aMembers, av, piece.waiting);
      this.setMembers(bi, [...B.members, x], bv, piece.waiting);
      return true;
    }
    return false;
  }

  /** A new group takes a better tutor with room, or two new groups swap tutors. */
  private tutorMoves(piece: Piece): boolean {
    const { m } = this;
    let improved = false;
    const fresh = piece.groups.filter((gi) => this.groups[gi]!.open < 0);
    for (const gi of fresh) {
      const g = this.groups[gi]!;
      const [a, b, c] = g.members as Triple;
      for (const t of piece.tutors) {
        if (t === g.tutor || this.load[t]! >= m.tutors.capacity[t]!) continue;
        const v = newGroupValue(m, a, b, c, t, piece.skill);
        if (v > g.value + EPS) {
          this.load[g.tutor]!--;
          this.load[t]!++;
          g.tutor = t;
          g.value = v;
          improved = true;
        }
      }
    }
    for (let i = 0; i < fresh.length; i++) {
      for (let j = i + 1; j < fresh.length; j++) {
        const A = this.groups[fresh[i]!]!;
        const B = this.groups[fresh[j]!]!;
        if (A.tutor === B.tutor) continue;
        const av = newGroupValue(m, A.members[0]!, A.members[1]!, A.members[2]!, B.tutor, piece.skill);
        if (av < 0) continue;
        const bv = newGroupValue(m, B.members[0]!, B.members[1]!, B.members[2]!, A.tutor, piece.skill);
        if (bv < 0 || av + bv <= A.value + B.value + EPS) continue;
        [A.tutor, B.tutor] = [B.tutor, A.tutor];
        A.value = av;
        B.value = bv;
        improved = true;
      }
    }
    return improved;
  }

  private formFromWaiting(piece: Piece): boolean {
    const free = piece.tutors.filter((t) => this.load[t]! < this.m.tutors.capacity[t]!);
    if (free.length === 0) return false;
    const pool = this.pool;
    pool.n = 0;
    triples(this.m, piece.skill, [...piece.waiting], free, pool);
    let best = -1;
    for (let i = 0; i < pool.n; i++) if (best < 0 || pool.value[i]! > pool.value[best]!) best = i;
    if (best < 0) return false;
    this.createGroup(piece, [pool.a[best]!, pool.b[best]!, pool.c[best]!], pool.tutor[best]!);
    return true;
  }

  private snapshot(piece: Piece): Snapshot {
    return piece.groups
      .filter((gi) => this.alive(gi))
      .map((gi) => {
        const g = this.groups[gi]!;
        return { gi, tutor: g.tutor, members: [...g.members], value: g.value };
      });
  }

  private restore(piece: Piece, snap: Snapshot) {
    for (const gi of piece.groups) {
      const g = this.groups[gi]!;
      for (const x of g.members) this.groupOf[x] = -1;
      g.members = [];
      g.value = 0;
    }
    for (const [t, base] of piece.baseLoad) this.load[t] = base;
    piece.waiting = new Set(piece.learners);
    piece.groups = [];
    for (const s of snap) {
      const g = this.groups[s.gi]!;
      g.tutor = s.tutor;
      if (g.open < 0) this.load[s.tutor]!++;
      this.setMembers(s.gi, s.members, s.value, piece.waiting);
      piece.groups.push(s.gi);
    }
  }
}

interface Piece {
  skill: number;
  learners: number[];
  tutors: number[];
  groups: number[];
  waiting: Set<number>;
  /** Each offered tutor's load from other pieces, to restore a snapshot exactly. */
  baseLoad: Map<number, number>;
}

type Snapshot = { gi: number; tutor: number; members: number[]; value: number }[];

/** The best tutor with room for a triple, by the full value. */
function bestTutor(
  m: Model,
  skill: number,
  a: number,
  b: number,
  c: number,
  tutors: number[],
  load: Int32Array,
): { tutor: number; value: number } {
  let tutor = -1;
  let value = -1;
  for (const t of tutors) {
    if (load[t]! >= m.tutors.capacity[t]!) continue;
    const v = newGroupValue(m, a, b, c, t, skill);
    if (v > value) {
      value = v;
      tutor = t;
    }
  }
  return { tutor, value };
}

/**
 * Every feasible triple of the given learners with its best tutor among `tutors`, scored with the
 * pair and tutor parts computed once per piece (the value equals newGroupValue's).
 */
/** Scratch space for triples(), grown as needed and reused: a large run calls it for every piece. */
const scratch = {
  pair: new Float64Array(0),
  ok: new Uint8Array(0),
  fit: new Float64Array(0),
  fits: new Uint8Array(0),
};
function grown<A extends Float64Array | Uint8Array>(a: A, size: number, make: (n: number) => A): A {
  if (a.length >= size) {
    a.fill(0, 0, size);
    return a;
  }
  return make(Math.max(size, a.length * 2));
}

function triples(m: Model, skill: number, learners: number[], tutors: number[], pool: TriplePool) {
  const n = learners.length;
  const k = tutors.length;
  const pair = (scratch.pair = grown(scratch.pair, n * n, (x) => new Float64Array(x)));
  const ok = (scratch.ok = grown(scratch.ok, n * n, (x) => new Uint8Array(x)));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = learners[i]!;
      const b = learners[j]!;
      if (Math.abs(m.level[a]! - m.level[b]!) > 1 || (m.langs[a]! & m.langs[b]!) === 0) continue;
      let shared = 0;
      for (let w = 0; w < SLOT_WORDS; w++)
        shared |= m.slots[a * SLOT_WORDS + w]! & m.slots[b * SLOT_WORDS + w]!;
      if (shared === 0) continue;
      ok[i * n + j] = 1;
      pair[i * n + j] = pairScore(m, a, b);
    }
  }
  // Which tutor can take which learner at all (level taught, a shared language, a shared hour), and
  // the fit of those who can: a triple only tries the tutors all three can have.
  const ranges = tutors.map((t) => m.tutors.levels[t]!.get(skill) ?? [99, -1]);
  const fit = (scratch.fit = grown(scratch.fit, n * k, (x) => new Float64Array(x)));
  const fits = (scratch.fits = grown(scratch.fits, n * k, (x) => new Uint8Array(x)));
  for (let i = 0; i < n; i++) {
    const a = learners[i]!;
    for (let q = 0; q < k; q++) {
      const t = tutors[q]!;
      const range = ranges[q]!;
      if (m.level[a]! < range[0]! || m.level[a]! > range[1]! || (m.langs[a]! & m.tutors.langs[t]!) === 0)
        continue;
      let shared = 0;
      for (let w = 0; w < SLOT_WORDS; w++)
        shared |= m.slots[a * SLOT_WORDS + w]! & m.tutors.slots[t * SLOT_WORDS + w]!;
      if (shared === 0) continue;
      fits[i * k + q] = 1;
      fit[i * k + q] = tutorScore(m, a, t);
    }
  }
  // The hot loop of a large run: what depends on a pair is read once per pair, not once per triple.
  const words = new Uint32Array(SLOT_WORDS);
  const pairWords = new Uint32Array(SLOT_WORDS);
  const S = m.slots;
  for (let i = 0; i < n; i++) {
    const a = learners[i]!;
    const la = m.level[a]!;
    const ia = a * SLOT_WORDS;
    for (let j = i + 1; j < n; j++) {
      if (!ok[i * n + j]!) continue;
      const b = learners[j]!;
      const lb = m.level[b]!;
      const ib = b * SLOT_WORDS;
      const langsAB = m.langs[a]! & m.langs[b]!;
      for (let w = 0; w < SLOT_WORDS; w++) pairWords[w] = S[ia + w]! & S[ib + w]!;
      const loAB = la < lb ? la : lb;
      const hiAB = la > lb ? la : lb;
      for (let l = j + 1; l < n; l++) {
        if (!ok[i * n + l]! || !ok[j * n + l]!) continue;
        const c = learners[l]!;
        const lc = m.level[c]!;
        if ((hiAB > lc ? hiAB : lc) - (loAB < lc ? loAB : lc) > 1) continue;
        const langs = langsAB & m.langs[c]!;
        if (langs === 0) continue;
        const ic = c * SLOT_WORDS;
        let any = 0;
        for (let w = 0; w < SLOT_WORDS; w++) {
          words[w] = pairWords[w]! & S[ic + w]!;
          any |= words[w]!;
        }
        if (any === 0) continue;
        const base = pair[i * n + j]! + pair[i * n + l]! + pair[j * n + l]!;
        let bestValue = -1;
        let best = -1;
        for (let q = 0; q < k; q++) {
          if (!fits[i * k + q]! || !fits[j * k + q]! || !fits[l * k + q]!) continue;
          const t = tutors[q]!;
          const common = langs & m.tutors.langs[t]!;
          if (common === 0) continue;
          let free = 0;
          for (let w = 0; w < SLOT_WORDS; w++)
            free += popcount(words[w]! & m.tutors.slots[t * SLOT_WORDS + w]!);
          if (free === 0) continue;
          const v =
            base +
            fit[i * k + q]! +
            fit[j * k + q]! +
            fit[l * k + q]! +
            languageValue(m, common, a, b, c) +
            (m.weights.slotChoice * (free < 4 ? free : 4)) / 4;
          if (v > bestValue) {
            bestValue = v;
            best = t;
          }
        }
        if (best >= 0) pool.push(a, b, c, best, bestValue);
      }
    }
  }
}

/** Triples and their best tutor, in growable typed arrays: a large run scores millions of them. */
class TriplePool {
  n = 0;
  a = new Int32Array(256);
  b = new Int32Array(256);
  c = new Int32Array(256);
  tutor = new Int32Array(256);
  value = new Float64Array(256);

  push(a: number, b: number, c: number, tutor: number, value: number) {
    if (this.n === this.a.length) {
      const grow = <A extends Int32Array | Float64Array>(old: A): A => {
        const next = new (old.constructor as new (n: number) => A)(old.length * 2);
        next.set(old);
        return next;
      };
      this.a = grow(this.a);
      this.b = grow(this.b);
      this.c = grow(this.c);
      this.tutor = grow(this.tutor);
      this.value = grow(this.value);
    }
    const i = this.n++;
    this.a[i] = a;
    this.b[i] = b;
    this.c[i] = c;
    this.tutor[i] = tutor;
    this.value[i] = value;
  }
}

/** A binary max-heap of integer items by a numeric key. */
class MaxHeap {
  private keys: number[] = [];
  private items: number[] = [];
  get size() {
    return this.keys.length;
  }
  get topKey(): number {
    return this.keys[0]!;
  }
  clear() {
    this.keys.length = 0;
    this.items.length = 0;
  }
  push(key: number, item: number) {
    const { keys, items } = this;
    let i = keys.length;
    keys.push(key);
    items.push(item);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (keys[p]! >= key) break;
      keys[i] = keys[p]!;
      items[i] = items[p]!;
      i = p;
    }
    keys[i] = key;
    items[i] = item;
  }
  pop(): number {
    const { keys, items } = this;
    const top = items[0]!;
    const lastKey = keys.pop()!;
    const lastItem = items.pop()!;
    const n = keys.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let c = 2 * i + 1;
        if (c >= n) break;
        if (c + 1 < n && keys[c + 1]! > keys[c]!) c++;
        if (keys[c]! <= lastKey) break;
        keys[i] = keys[c]!;
        items[i] = items[c]!;
        i = c;
      }
      keys[i] = lastKey;
      items[i] = lastItem;
    }
    return top;
  }
}
