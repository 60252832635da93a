import { fillValue, fitsOpenGroup, type Model, newGroupValue } from './model.ts';

/** One way to place learners: a new group with a tutor (open = -1) or seats in open group `open`. */
export interface PackItem {
  members: number[];
  tutor: number;
  open: number;
  value: number;
}

const EPS = 1e-9;
/** How many of a touched learner's best items improve() looks at again after a move. */
const REVISIT = 200;

/**
 * The search for small buckets: every feasible item is listed (each triple with each tutor who can
 * take it, each way of filling an open group), and the best set of items that share no learner,
 * exceed no tutor's capacity and fill each open group once is searched for by iterated local search:
 * an item comes in, the items it conflicts with go out, the learners they free are placed again
 * best-first; a move stays if the total grows. Random restarts from a perturbed best escape local
 * optima. This finds the optimum of most small instances (bench:matching measures the gap).
 */
export function packSmallBucket(
  m: Model,
  skill: number,
  learners: number[],
  tutors: number[],
  capacity: Map<number, number>,
  open: number[],
  random: () => number,
  rounds: number,
): PackItem[] {
  const items = listItems(m, skill, learners, tutors, capacity, open);
  if (items.length === 0) return [];
  const byLearner = new Map<number, number[]>();
  items.forEach((it, i) => {
    for (const x of it.members) {
      const list = byLearner.get(x);
      if (list) list.push(i);
      else byLearner.set(x, [i]);
    }
  });
  // Each learner's items best first, for the refill after a move.
  for (const list of byLearner.values()) list.sort((a, b) => items[b]!.value - items[a]!.value);
  const order = items.map((_, i) => i).sort((a, b) => items[b]!.value - items[a]!.value);
  // The most a learner can add back after a move (their best item), to skip hopeless moves.
  const bestOf = new Map<number, number>();
  for (const [x, list] of byLearner) bestOf.set(x, items[list[0]!]!.value);

  const state = new PackState(items, capacity, m.nLearners, m.open.n);
  for (const i of order) if (state.fits(i)) state.add(i);
  improve(state, order, byLearner, bestOf);
  let best = state.chosenList();
  let bestTotal = state.total;
  // Stop early once a fifth of the rounds (at least 40) brought nothing better.
  const patience = Math.max(25, Math.floor(rounds / 10));
  for (let r = 0, stale = 0; r < rounds && stale < patience; r++, stale++) {
    // Perturb: drop a few random chosen items, bring in a random item that does not fit, refill.
    const touched = new Set<number>();
    const chosen = state.chosenList();
    const drop = Math.min(chosen.length, 1 + Math.floor(random() * 3));
    for (let k = 0; k < drop; k++) {
      const j = k + Math.floor(random() * (chosen.length - k));
      [chosen[k], chosen[j]] = [chosen[j]!, chosen[k]!];
      for (const x of items[chosen[k]!]!.members) touched.add(x);
      state.remove(chosen[k]!);
    }
    const forced = Math.floor(random() * items.length);
    if (!state.chosen[forced]) {
      for (const c of [...state.conflicts(forced)]) {
        for (const x of items[c]!.members) touched.add(x);
        state.remove(c);
      }
      if (state.fits(forced)) state.add(forced);
      for (const x of items[forced]!.members) touched.add(x);
    }
    const nearby = [...new Set([...touched].flatMap((x) => (byLearner.get(x) ?? []).slice(0, REVISIT)))].sort(
      (a, b) => items[b]!.value - items[a]!.value,
    );
    for (const i of nearby) if (state.fits(i)) state.add(i);
    improve(state, nearby, byLearner, bestOf);
    if (state.total > bestTotal + EPS) {
      bestTotal = state.total;
      best = state.chosenList();
      stale = 0;
    } else if (state.total < bestTotal - EPS) {
      state.reset(best);
    }
  }
  return best.map((i) => items[i]!);
}

function listItems(
  m: Model,
  skill: number,
  learners: number[],
  tutors: number[],
  capacity: Map<number, number>,
  open: number[],
): PackItem[] {
  const items: PackItem[] = [];
  const free = tutors.filter((t) => (capacity.get(t) ?? 0) > 0);
  const n = learners.length;
  for (let i = 0; i < n; i++) {
    const a = learners[i]!;
    for (let j = i + 1; j < n; j++) {
      const b = learners[j]!;
      if (Math.abs(m.level[a]! - m.level[b]!) > 1 || (m.langs[a]! & m.langs[b]!) === 0) continue;
      for (let l = j + 1; l < n; l++) {
        const c = learners[l]!;
        for (const t of free) {
          const v = newGroupValue(m, a, b, c, t, skill);
          if (v >= 0) items.push({ members: [a, b, c], tutor: t, open: -1, value: v });
        }
      }
    }
  }
  for (const g of open) {
    const seats = 3 - m.open.members[g]!.length;
    const fits = learners.filter((x) => fitsOpenGroup(m, g, x));
    for (let i = 0; i < fits.length; i++) {
      const one = [fits[i]!];
      items.push({ members: one, tutor: m.open.tutor[g]!, open: g, value: fillValue(m, g, one) });
      if (seats < 2) continue;
      for (let j = i + 1; j < fits.length; j++) {
        const two = [fits[i]!, fits[j]!];
        const v = fillValue(m, g, two);
        if (v >= 0) items.push({ members: two, tutor: m.open.tutor[g]!, open: g, value: v });
      }
    }
  }
  return items;
}

/**
 * First improvement over a work list: an item comes in, what conflicts goes out, the freed learners
 * are placed again best-first; the move stays if the total grows. After a move only the items of
 * the learners it touched can have become worth trying, so only they go back on the list: after a
 * perturbation, a round costs what the perturbation touched, not the whole list.
 */
function improve(
  state: PackState,
  start: Iterable<number>,
  byLearner: Map<number, number[]>,
  bestOf: Map<number, number>,
) {
  const queue: number[] = [];
  const queued = state.queued;
  const push = (k: number) => {
    if (queued[k] || state.chosen[k]) return;
    queued[k] = 1;
    queue.push(k);
  };
  for (const i of start) push(i);
  // Bounded: at most a few looks per item; a dense bucket could otherwise chase tiny gains for long.
  const budget = queue.length + 2 * state.items.length;
  for (let head = 0; head < queue.length && head < budget; head++) {
    const i = queue[head]!;
    queued[i] = 0;
    if (state.chosen[i]) continue;
    const item = state.items[i]!;
    const removed = [...state.conflicts(i)];
    // Bound: the item's value, less what leaves, plus the best each freed learner could bring back.
    let bound = item.value;
    for (const c of removed) {
      bound -= state.items[c]!.value;
      for (const x of state.items[c]!.members) if (!item.members.includes(x)) bound += bestOf.get(x) ?? 0;
    }
    if (bound <= EPS) continue;
    const before = state.total;
    for (const c of removed) state.remove(c);
    if (!state.fits(i)) {
      for (const c of removed) state.add(c);
      continue;
    }
    state.add(i);
    const added = [i];
    // Refill: each freed learner's best item that fits now (among their best few hundred).
    for (const c of removed) {
      for (const x of state.items[c]!.members) {
        const list = byLearner.get(x) ?? [];
        for (let r = 0; r < list.length && r < 2 * REVISIT; r++) {
          const k = list[r]!;
          if (state.fits(k)) {
            state.add(k);
            added.push(k);
            break;
          }
        }
      }
    }
    if (state.total > before + EPS) {
      // Each touched learner's best items are worth another look (not all of them: a learner of a
      // dense bucket is in tens of thousands of items).
      for (const k of [...added, ...removed])
        for (const x of state.items[k]!.members) {
          const list = byLearner.get(x) ?? [];
          for (let r = 0; r < list.length && r < REVISIT; r++) push(list[r]!);
        }
    } else {
      for (const k of added) state.remove(k);
      for (const c of removed) state.add(c);
    }
  }
  for (const k of queue) queued[k] = 0;
}

class PackState {
  readonly chosen: Uint8Array;
  /** Scratch for improve()'s work list. */
  readonly queued: Uint8Array;
  total = 0;
  private readonly owner: Int32Array;
  private readonly openUsed: Int32Array;
  private readonly used = new Map<number, number[]>();
  private readonly out: number[] = [];

  constructor(
    readonly items: PackItem[],
    private readonly capacity: Map<number, number>,
    people: number,
    openGroups: number,
  ) {
    this.chosen = new Uint8Array(items.length);
    this.queued = new Uint8Array(items.length);
    this.owner = new Int32Array(people).fill(-1);
    this.openUsed = new Int32Array(openGroups).fill(-1);
  }

  fits(i: number): boolean {
    if (this.chosen[i]) return false;
    const it = this.items[i]!;
    for (const x of it.members) if (this.owner[x]! >= 0) return false;
    if (it.open >= 0) return this.openUsed[it.open]! < 0;
    return (this.used.get(it.tutor)?.length ?? 0) < (this.capacity.get(it.tutor) ?? 0);
  }

  /**
   * The chosen items that must go for item i to come in (the cheapest of a full tutor's groups). The
   * answer is a shared array, valid until the next call.
   */
  conflicts(i: number): number[] {
    const it = this.items[i]!;
    const out = this.out;
    out.length = 0;
    for (const x of it.members) {
      const o = this.owner[x]!;
      if (o >= 0 && !out.includes(o)) out.push(o);
    }
    if (it.open >= 0) {
      const o = this.openUsed[it.open]!;
      if (o >= 0 && !out.includes(o)) out.push(o);
    } else {
      const mine = this.used.get(it.tutor);
      if (mine && mine.length > 0) {
        let staying = 0;
        let cheapest = -1;
        for (const k of mine) {
          if (out.includes(k)) continue;
          staying++;
          if (cheapest < 0 || this.items[k]!.value < this.items[cheapest]!.value) cheapest = k;
        }
        if (staying >= (this.capacity.get(it.tutor) ?? 0) && cheapest >= 0) out.push(cheapest);
      }
    }
    return out;
  }

  add(i: number) {
    const it = this.items[i]!;
    this.chosen[i] = 1;
    this.total += it.value;
    for (const x of it.members) this.owner[x] = i;
    if (it.open >= 0) this.openUsed[it.open] = i;
    else {
      const list = this.used.get(it.tutor);
      if (list) list.push(i);
      else this.used.set(it.tutor, [i]);
    }
  }

  remove(i: number) {
    const it = this.items[i]!;
    if (!this.chosen[i]) return;
    this.chosen[i] = 0;
    this.total -= it.value;
    for (const x of it.members) this.owner[x] = -1;
    if (it.open >= 0) this.openUsed[it.open] = -1;
    else {
      const list = this.used.get(it.tutor) ?? [];
      list.splice(list.indexOf(i), 1);
    }
  }

  chosenList(): number[] {
    const out: number[] = [];
    for (let i = 0; i < this.chosen.length; i++) if (this.chosen[i]) out.push(i);
    return out;
  }

  reset(to: number[]) {
    for (const i of this.chosenList()) this.remove(i);
    for (const i of to) this.add(i);
    // Floating sums drift over many moves; the total is recomputed from the chosen items.
    this.total = to.reduce((s, i) => s + this.items[i]!.value, 0);
  }
}
