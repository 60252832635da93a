interface Entry<V> {
  version: string;
  /** When the computation started (ms): its data is at least this old. */
  at: number;
  value: Promise<V>;
}

/**
 * Async results kept per key together with the version of the data they were computed from. An
 * answer is given again only while the caller's current version is the one it was computed under and
 * it is younger than `ttlMs` (for what changes with time alone, as holds that lapse). Requests for a
 * key and version being computed share that one computation, so a burst after a change costs one
 * query, not one per request. Failures are not kept. The oldest entries go first past `maxEntries`.
 *
 * Each node keeps its own entries: nothing here must be shared, because the version is read from
 * the database, the one place every node writes its changes to (ADR 039).
 */
export class VersionedCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(private readonly opts: { ttlMs: number; maxEntries: number; now: () => number }) {}

  get(key: string, version: string, compute: () => Promise<V>): Promise<V> {
    const now = this.opts.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && now - hit.at < this.opts.ttlMs) return hit.value;
    if (hit) this.entries.delete(key);
    while (this.entries.size >= this.opts.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    const entry: Entry<V> = { version, at: now, value: compute() };
    this.entries.set(key, entry);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  get size() {
    return this.entries.size;
  }
}
