/**
 * Gives each new group a weekly hour of its own: a tutor cannot teach two groups at once, so a
 * tutor's groups need distinct hours among the hours each group's members and tutor share. This is
 * a bipartite matching per tutor (groups to hours), found by augmenting paths, preferring early hours.
 * Returns the hour per group, or -1 for a group that cannot get one (its learners wait).
 */
export function assignTutorHours(groups: { tutor: number; hours: number[] }[]): number[] {
  const result = new Array<number>(groups.length).fill(-1);
  const byTutor = new Map<number, number[]>();
  groups.forEach((g, i) => {
    const list = byTutor.get(g.tutor);
    if (list) list.push(i);
    else byTutor.set(g.tutor, [i]);
  });
  for (const members of byTutor.values()) {
    const holder = new Map<number, number>(); // hour -> group index
    const tryPlace = (i: number, seen: Set<number>): boolean => {
      for (const h of groups[i]!.hours) {
        if (seen.has(h)) continue;
        seen.add(h);
        const other = holder.get(h);
        if (other === undefined || tryPlace(other, seen)) {
          holder.set(h, i);
          result[i] = h;
          return true;
        }
      }
      return false;
    };
    // Groups with the fewest choices first, so an unplaceable group is rarer.
    const order = [...members].sort((a, b) => groups[a]!.hours.length - groups[b]!.hours.length || a - b);
    for (const i of order) tryPlace(i, new Set());
  }
  return result;
}
