import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import { accountId, post } from './ledger.service.ts';
import { verifyLedger } from './ledger-verify.service.ts';

// A file of its own: it breaks its database's ledger on purpose (triggers switched off, as only a
// superuser could), which no other test should share.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

it('ledger:verify reports an unbalanced transaction, an empty one and a currency that does not sum to zero', async () => {
  const { user } = await registerUser(t);
  const wallet = { kind: 'learner_wallet' as const, ownerId: user.id as string, currency: 'EUR' };
  const clearing = { kind: 'platform_provider_clearing' as const, currency: 'EUR' };
  await t.ctx.db.transaction((tx) =>
    post(tx, {
      kind: 'ok',
      entries: [
        { account: clearing, amount: 10 },
        { account: wallet, amount: -10 },
      ],
    }),
  );
  expect((await verifyLedger(t.ctx.db)).ok).toBe(true);

  const walletId = await accountId(t.ctx.db, wallet);
  await t.ctx.db.execute(sql`alter table ledger_entries disable trigger user`);
  await t.ctx.db.execute(sql`alter table ledger_transactions disable trigger user`);
  await t.ctx.db.execute(sql`
    with tx as (insert into ledger_transactions (kind) values ('forged') returning id)
    insert into ledger_entries (transaction_id, account_id, amount, currency) select id, ${walletId}, -5, 'EUR' from tx`);
  await t.ctx.db.execute(sql`insert into ledger_transactions (kind) values ('empty')`);
  await t.ctx.db.execute(sql`alter table ledger_entries enable trigger user`);
  await t.ctx.db.execute(sql`alter table ledger_transactions enable trigger user`);

  const report = await verifyLedger(t.ctx.db);
  expect(report.ok).toBe(false);
  expect(report.faults.join('\n')).toMatch(/1 transaction\(s\) do not sum to zero/);
  expect(report.faults.join('\n')).toMatch(/1 transaction\(s\) have no entries/);
  expect(report.faults.join('\n')).toMatch(/EUR entries sum to -5, not 0/);
});
