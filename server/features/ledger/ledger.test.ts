import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import { AppError } from '../../http/app-error.ts';
import { createTestApp, registerUser, type TestApp } from '../../test/test-app.ts';
import type { AccountRef } from './ledger.policy.ts';
import { accountId, balanceOf, balancesOf, post, reverse } from './ledger.service.ts';
import { verifyLedger } from './ledger-verify.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
});
afterAll(async () => t.dispose());

const clearing: AccountRef = { kind: 'platform_provider_clearing', currency: 'EUR' };
async function learnerWallet(): Promise<AccountRef> {
  const { user } = await registerUser(t);
  return { kind: 'learner_wallet', ownerId: user.id as string, currency: 'EUR' };
}

const topUp = (wallet: AccountRef, cents: number) =>
  t.ctx.db.transaction((tx) =>
    post(tx, {
      kind: 'wallet_top_up',
      reference: 'test',
      entries: [
        { account: clearing, amount: cents },
        { account: wallet, amount: -cents },
      ],
    }),
  );

/** The database's own error message of a failed call (Drizzle wraps it as the cause). */
async function dbError(p: Promise<unknown>): Promise<string> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted it').not.toBeNull();
  const parts: string[] = [];
  for (let e = error as { message?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    parts.push(String(e.message));
  return parts.join(' | ');
}

describe('posting', () => {
  it('moves money between accounts and reads balances as their owners do', async () => {
    const wallet = await learnerWallet();
    await topUp(wallet, 1200);
    await topUp(wallet, 300);
    expect(await balanceOf(t.ctx.db, wallet)).toBe(1500);
    const owner = (wallet as { ownerId: string }).ownerId;
    expect(await balancesOf(t.ctx.db, owner)).toEqual([
      { kind: 'learner_wallet', currency: 'EUR', balanceCents: 1500 },
    ]);
    // One account per kind, owner and currency, however often it is used.
    expect(await accountId(t.ctx.db, wallet)).toBe(await accountId(t.ctx.db, wallet));
  });

  it('the service refuses legs that do not balance, and nothing is written', async () => {
    const wallet = await learnerWallet();
    const before = await count();
    const error = await topUpUnbalanced(wallet).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toMatch(/do not balance/);
    expect(await count()).toEqual(before);
  });
});

const topUpUnbalanced = (wallet: AccountRef) =>
  t.ctx.db.transaction((tx) =>
    post(tx, {
      kind: 'wallet_top_up',
      entries: [
        { account: clearing, amount: 1200 },
        { account: wallet, amount: -1100 },
      ],
    }),
  );

async function count() {
  const [row] = rowsOf<{ tx: number; e: number }>(
    await t.ctx.db.execute(
      sql`select (select count(*)::int from ledger_transactions) as tx, (select count(*)::int from ledger_entries) as e`,
    ),
  );
  return row;
}

describe('the database itself', () => {
  it('refuses at commit a transaction whose entries do not sum to zero, written around the service', async () => {
    const wallet = await learnerWallet();
    const walletId = await accountId(t.ctx.db, wallet);
    const clearingId = await accountId(t.ctx.db, clearing);
    const before = await count();
    const message = await dbError(
      t.ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ kind: 'forged' }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, accountId: clearingId, amount: 1000, currency: 'EUR' },
          { transactionId: row!.id, accountId: walletId, amount: -999, currency: 'EUR' },
        ]);
      }),
    );
    expect(message).toMatch(/does not balance/);
    expect(await count()).toEqual(before);
  });

  it('refuses a transaction without entries, and an entry in another currency than its account', async () => {
    expect(await dbError(t.ctx.db.insert(ledgerTransactions).values({ kind: 'empty' }))).toMatch(
      /no entries/,
    );
    const wallet = await learnerWallet();
    const walletId = await accountId(t.ctx.db, wallet);
    const clearingId = await accountId(t.ctx.db, clearing);
    const message = await dbError(
      t.ctx.db.transaction(async (tx) => {
        const [row] = await tx.insert(ledgerTransactions).values({ kind: 'forged' }).returning();
        await tx.insert(ledgerEntries).values([
          { transactionId: row!.id, accountId: clearingId, amount: 1000, currency: 'CHF' },
          { transactionId: row!.id, accountId: walletId, amount: -1000, currency: 'CHF' },
        ]);
      }),
    );
    expect(message).toMatch(/ledger_entries_account_fk/);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of entries and transactions', async () => {
    const wallet = await learnerWallet();
    const posted = await topUp(wallet, 500);
    for (const statement of [
      sql`update ledger_entries set amount = amount * 2 where transaction_id = ${posted.id}`,
      sql`delete from ledger_entries where transaction_id = ${posted.id}`,
      sql`update ledger_transactions set memo = 'edited' where id = ${posted.id}`,
      sql`delete from ledger_transactions where id = ${posted.id}`,
      sql`truncate ledger_entries`,
      sql`truncate ledger_transactions cascade`,
    ])
      expect(await dbError(t.ctx.db.execute(statement))).toMatch(/append-only/);
    expect(await balanceOf(t.ctx.db, wallet)).toBe(500);
  });
});

describe('reversals', () => {
  it('a reversal undoes the transaction leg by leg, once; a reversal is not reversed', async () => {
    const wallet = await learnerWallet();
    const posted = await topUp(wallet, 1200);
    const reversal = await t.ctx.db.transaction((tx) => reverse(tx, posted.id, { memo: 'refund' }));
    expect(await balanceOf(t.ctx.db, wallet)).toBe(0);
    const again = await t.ctx.db.transaction((tx) => reverse(tx, posted.id)).catch((e: unknown) => e);
    expect((again as AppError).code).toBe('CONFLICT');
    const ofReversal = await t.ctx.db.transaction((tx) => reverse(tx, reversal.id)).catch((e: unknown) => e);
    expect((ofReversal as AppError).code).toBe('BAD_REQUEST');
    expect(await balanceOf(t.ctx.db, wallet)).toBe(0);
  });

  it('two reversals racing: exactly one lands, the other answers 409', async () => {
    const wallet = await learnerWallet();
    const posted = await topUp(wallet, 700);
    // Both read "not reversed yet" before either writes (on PostgreSQL, on two connections); the
    // unique constraint on `reverses` decides.
    const results = await Promise.allSettled([
      t.ctx.db.transaction((tx) => reverse(tx, posted.id)),
      t.ctx.db.transaction((tx) => reverse(tx, posted.id)),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect((lost.reason as AppError).code).toBe('CONFLICT');
    const [row] = rowsOf<{ n: number }>(
      await t.ctx.db.execute(
        sql`select count(*)::int as n from ledger_transactions where reverses = ${posted.id}`,
      ),
    );
    expect(row?.n).toBe(1);
    expect(await balanceOf(t.ctx.db, wallet)).toBe(0);
  });

  it('the database refuses a second reversal written around the service', async () => {
    const wallet = await learnerWallet();
    const posted = await topUp(wallet, 100);
    await t.ctx.db.transaction((tx) => reverse(tx, posted.id));
    const message = await dbError(
      t.ctx.db.insert(ledgerTransactions).values({ kind: 'reversal', reverses: posted.id }),
    );
    expect(message).toMatch(/ledger_transactions_reverses_unique/);
  });
});

describe('ledger:verify', () => {
  it('finds a sound ledger sound, with its totals', async () => {
    const wallet = await learnerWallet();
    await topUp(wallet, 250);
    const report = await verifyLedger(t.ctx.db);
    expect(report.faults).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.totals).toEqual([{ currency: 'EUR', sum: 0 }]);
    const clearingRow = report.balances.find((b) => b.kind === 'platform_provider_clearing')!;
    const wallets = report.balances.find((b) => b.kind === 'learner_wallet')!;
    expect(clearingRow.balanceCents).toBe(wallets.balanceCents);
    expect(report.entries).toBeGreaterThan(0);
  });
});
