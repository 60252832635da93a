import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ISLAND_LOADERS } from './registry';

const CLIENT = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx$/.test(entry) && !entry.endsWith('.test.tsx') ? [full] : [];
  });
}

describe('island registry', () => {
  it('can load every island a screen marks, and nothing else', async () => {
    const marked = new Set<string>();
    for (const file of sources(CLIENT))
      for (const m of readFileSync(file, 'utf8').matchAll(/<Island\s+name="([^"]+)"/g)) marked.add(m[1]!);
    expect(marked.size).toBeGreaterThan(5);
    expect([...marked].sort()).toEqual(Object.keys(ISLAND_LOADERS).sort());
    // Each loader resolves to a component.
    for (const name of marked) expect(typeof (await ISLAND_LOADERS[name]!())).toBe('function');
  }, 30_000);
});
