import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache.ts';

function setup(ttlMs = 1000, maxEntries = 10) {
  let clock = 0;
  const cache = new VersionedCache<string>({ ttlMs, maxEntries, now: () => clock });
  let calls = 0;
  const compute = (value: string) => async () => {
    calls++;
    return value;
  };
  return {
    cache,
    compute,
    calls: () => calls,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe('VersionedCache', () => {
  it('answers again under the same version, and computes anew once the version moves', async () => {
    const s = setup();
    expect(await s.cache.get('k', 'v1', s.compute('a'))).toBe('a');
    expect(await s.cache.get('k', 'v1', s.compute('b'))).toBe('a');
    expect(s.calls()).toBe(1);
    expect(await s.cache.get('k', 'v2', s.compute('c'))).toBe('c');
    expect(await s.cache.get('k', 'v2', s.compute('d'))).toBe('c');
    expect(s.calls()).toBe(2);
  });

  it('computes anew once an answer is ttl old, even under the same version', async () => {
    const s = setup(1000);
    await s.cache.get('k', 'v1', s.compute('a'));
    s.advance(999);
    expect(await s.cache.get('k', 'v1', s.compute('b'))).toBe('a');
    s.advance(1);
    expect(await s.cache.get('k', 'v1', s.compute('c'))).toBe('c');
  });

  it('keeps keys apart', async () => {
    const s = setup();
    await s.cache.get('a', 'v1', s.compute('for a'));
    expect(await s.cache.get('b', 'v1', s.compute('for b'))).toBe('for b');
    expect(await s.cache.get('a', 'v1', s.compute('other'))).toBe('for a');
  });

  it('lets concurrent requests for one key and version share one computation', async () => {
    const s = setup();
    let release: (v: string) => void = () => {};
    let started = 0;
    const slow = () => {
      started++;
      return new Promise<string>((r) => {
        release = r;
      });
    };
    const answers = Array.from({ length: 20 }, () => s.cache.get('k', 'v1', slow));
    release('once');
    expect(await Promise.all(answers)).toEqual(Array(20).fill('once'));
    expect(started).toBe(1);
  });

  it('does not keep a failure: the next request computes again', async () => {
    const s = setup();
    await expect(
      s.cache.get('k', 'v1', async () => {
        throw new Error('database gone');
      }),
    ).rejects.toThrow('database gone');
    expect(await s.cache.get('k', 'v1', s.compute('recovered'))).toBe('recovered');
  });

  it('holds at most maxEntries, dropping the oldest first', async () => {
    const s = setup(1000, 3);
    for (const k of ['a', 'b', 'c', 'd']) await s.cache.get(k, 'v1', s.compute(k));
    expect(s.cache.size).toBe(3);
    expect(await s.cache.get('a', 'v1', s.compute('a again'))).toBe('a again');
    expect(await s.cache.get('d', 'v1', s.compute('d again'))).toBe('d');
  });
});
