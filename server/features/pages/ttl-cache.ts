interface Entry<V> {
  expires: number;
  value: Promise<V>;
  refreshing?: boolean;
}

/**
 * A small time-bounded cache of async results, stale-while-revalidate: after `ttlMs` an entry is
 * still answered at once while one fresh computation replaces it in the background, so no request
 * waits for a render once a page has been rendered. Concurrent first requests share one computation;
 * failures are not kept; the oldest entries go first once `maxEntries` is reached, so crawling many
 * unknown ids cannot grow it without bound.
 */
export class TtlCache<V> {
  private entries = new Map<string, Entry<V>>();

  constructor(
    private ttlMs: number,
    private maxEntries: number,
    private now: () => number = Date.now,
  ) {}

  get(key: string, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) {
      if (hit.expires <= this.now() && !hit.refreshing) this.refresh(key, hit, compute);
      return hit.value;
    }
    while (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    const value = compute();
    const entry: Entry<V> = { expires: this.now() + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private refresh(key: string, stale: Entry<V>, compute: () => Promise<V>) {
    stale.refreshing = true;
    compute().then(
      (fresh) => {
        if (this.entries.get(key) === stale)
          this.entries.set(key, { expires: this.now() + this.ttlMs, value: Promise.resolve(fresh) });
      },
      () => {
        // Keep answering the last good value; try again on a later request.
        stale.refreshing = false;
      },
    );
  }

  clear() {
    this.entries.clear();
  }
}

/**
 * A map whose entries expire after `ttlMs`, bounded to `maxEntries` (the oldest goes first), for
 * values the caller decides to keep after computing them (a page is kept only when it is shared).
 */
export class ExpiringMap<V> {
  private entries = new Map<string, { expires: number; value: V }>();

  constructor(
    private ttlMs: number,
    private maxEntries: number,
    private now: () => number = Date.now,
  ) {}

  peek(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    while (this.entries.size >= this.maxEntries)
      this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
  }

  clear(): void {
    this.entries.clear();
  }
}
