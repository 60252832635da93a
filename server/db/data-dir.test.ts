import { randomBytes } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';

const root = path.resolve('.tmp/test', `data-dir-${randomBytes(4).toString('hex')}`);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a PGlite data directory that does not exist yet', () => {
  it('is created, parents included, instead of failing start-up', async () => {
    const dataDir = path.join(root, 'fresh', 'DATA_DIR', 'pglite');
    expect(existsSync(root)).toBe(false);
    const database = await openDatabase({ dataDir });
    try {
      await database.db.execute(sql`select 1`);
      expect(existsSync(dataDir)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
