import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Executor, rowsOf } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index.ts';
import type { AccountKind } from './ledger.policy.ts';

export async function findAccountId(
  ex: Executor,
  kind: AccountKind,
  ownerId: string | null,
  currency: string,
): Promise<string | null> {
  const [row] = await ex
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.kind, kind),
        ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Creates the account unless another transaction just did; answers its id, or null when it lost the race. */
export async function insertAccount(
  ex: Executor,
  kind: AccountKind,
  ownerId: string | null,
  currency: string,
): Promise<string | null> {
  const [row] = await ex
    .insert(ledgerAccounts)
    .values({ kind, ownerId, currency })
    .onConflictDoNothing()
    .returning({ id: ledgerAccounts.id });
  return row?.id ?? null;
}

export async function insertTransaction(
  ex: Executor,
  values: { kind: string; reference: string | null; memo: string | null; reverses: string | null },
) {
  const [row] = await ex
    .insert(ledgerTransactions)
    .values(values)
    .returning({ id: ledgerTransactions.id, createdAt: ledgerTransactions.createdAt });
  return row!;
}

export async function insertEntries(
  ex: Executor,
  rows: { transactionId: string; accountId: string; amount: number; currency: string }[],
) {
  await ex.insert(ledgerEntries).values(rows);
}

export async function findTransaction(ex: Executor, id: string) {
  const [row] = await ex.select().from(ledgerTransactions).where(eq(ledgerTransactions.id, id)).limit(1);
  return row ?? null;
}

export async function findReversalOf(ex: Executor, id: string) {
  const [row] = await ex
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reverses, id))
    .limit(1);
  return row?.id ?? null;
}

export async function entriesOf(ex: Executor, transactionId: string) {
  const rows = await ex
    .select({
      accountId: ledgerEntries.accountId,
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      amount: ledgerEntries.amount,
      currency: ledgerEntries.currency,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(ledgerEntries.id);
  return rows.map((r) => ({ ...r, kind: r.kind as AccountKind }));
}

/** The sum of an account's entries (0 for an account without any). */
export async function sumOfAccount(ex: Executor, accountId: string): Promise<number> {
  const [row] = await ex
    .select({ sum: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  return Number(row?.sum ?? 0);
}

/** Every account of an owner with the sum of its entries. */
export async function sumsOfOwner(ex: Executor, ownerId: string) {
  const rows = await ex
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      sum: sql<string>`coalesce((select sum(e.amount) from ledger_entries e where e.account_id = ledger_accounts.id), 0)`,
    })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.ownerId, ownerId))
    .orderBy(ledgerAccounts.kind, ledgerAccounts.currency);
  return rows.map((r) => ({ kind: r.kind as AccountKind, currency: r.currency, sum: Number(r.sum) }));
}

/** An account's latest entries with their transaction's kind and time, newest first. */
export async function movementsOf(ex: Executor, accountId: string, limit: number) {
  return ex
    .select({
      transactionId: ledgerEntries.transactionId,
      kind: ledgerTransactions.kind,
      amount: ledgerEntries.amount,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(eq(ledgerEntries.accountId, accountId))
    .orderBy(sql`${ledgerEntries.id} desc`)
    .limit(limit);
}

/* ---- ledger:verify: whole-ledger checks, each one scan ---- */

/** Transactions whose entries do not sum to zero in some currency (at most `limit` of them, and how many). */
export async function unbalancedTransactions(ex: Executor, limit: number) {
  const rows = rowsOf<{ transaction_id: string; currency: string; total: string; n: number }>(
    await ex.execute(sql`
      select transaction_id, currency, total::text, count(*) over ()::int as n from (
        select transaction_id, currency, sum(amount) as total from ledger_entries
        group by transaction_id, currency having sum(amount) <> 0
      ) u limit ${limit}`),
  );
  return { count: rows[0]?.n ?? 0, sample: rows.map((r) => ({ ...r, total: Number(r.total) })) };
}

/** Transactions without entries, and entries whose transaction or account is missing. */
export async function orphans(ex: Executor) {
  const [row] = rowsOf<{ empty: number; no_tx: number; no_account: number }>(
    await ex.execute(sql`
      select
        (select count(*)::int from ledger_transactions t
           where not exists (select 1 from ledger_entries e where e.transaction_id = t.id)) as empty,
        (select count(*)::int from ledger_entries e
           where not exists (select 1 from ledger_transactions t where t.id = e.transaction_id)) as no_tx,
        (select count(*)::int from ledger_entries e
           where not exists (select 1 from ledger_accounts a where a.id = e.account_id and a.currency = e.currency)) as no_account`),
  );
  return {
    emptyTransactions: row?.empty ?? 0,
    entriesWithoutTransaction: row?.no_tx ?? 0,
    entriesWithoutAccount: row?.no_account ?? 0,
  };
}

/** Reversals that do not exactly undo what they reverse, account by account. */
export async function badReversals(ex: Executor) {
  const [row] = rowsOf<{ n: number }>(
    await ex.execute(sql`
      select count(distinct r.id)::int as n from (
        select r.id from ledger_transactions r
        join ledger_entries e on e.transaction_id = r.id or e.transaction_id = r.reverses
        where r.reverses is not null
        group by r.id, e.account_id, e.currency having sum(e.amount) <> 0
      ) r`),
  );
  return row?.n ?? 0;
}

/** Sums and entry counts per currency and account kind, and the counts of the whole ledger. */
export async function totalsByKind(ex: Executor) {
  const rows = rowsOf<{ currency: string; kind: string; accounts: number; entries: number; total: string }>(
    await ex.execute(sql`
      select a.currency, a.kind, count(distinct a.id)::int as accounts, sum(s.n)::int as entries, sum(s.total)::text as total
      from (select account_id, count(*) as n, sum(amount) as total from ledger_entries group by account_id) s
      join ledger_accounts a on a.id = s.account_id
      group by a.currency, a.kind order by a.currency, a.kind`),
  );
  return rows.map((r) => ({ ...r, kind: r.kind as AccountKind, total: Number(r.total) }));
}

export async function transactionCount(ex: Executor): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await ex.execute(sql`select count(*)::int as n from ledger_transactions`),
  );
  return row?.n ?? 0;
}
