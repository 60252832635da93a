import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database } from '../../db/client.ts';
import { refundRequests } from '../../db/schema/index.ts';
import { seedDemo } from '../../db/seed/seed.ts';
import { seedRefunds } from '../../db/seed/refunds.ts';
import { openTestDatabase } from '../../test/test-app.ts';
import { verifyLedger } from '../ledger/index.ts';

let database: Database;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ database, dispose } = await openTestDatabase());
});
afterAll(async () => dispose());

describe('demo refunds', () => {
  it('one refunded automatically, one support request waiting, one declined; the ledger balances', async () => {
    await seedDemo(database.db);
    const rows = await database.db.select().from(refundRequests);
    expect(rows.map((r) => `${r.kind}:${r.status}`).sort()).toEqual([
      'automatic:refunded',
      'support:declined',
      'support:requested',
    ]);
    expect(rows.find((r) => r.status === 'declined')?.decisionReason).toBeTruthy();
    // A second run adds nothing.
    await seedRefunds(database.db);
    expect(await database.db.select().from(refundRequests)).toHaveLength(3);
    expect((await verifyLedger(database.db)).faults).toEqual([]);
  }, 180_000);
});
