import type { Executor } from '../../db/client.ts';
import { balanceFromSum } from './ledger.policy.ts';
import * as repo from './ledger.repo.ts';

export interface LedgerReport {
  ok: boolean;
  faults: string[];
  transactions: number;
  entries: number;
  /** Per currency: the sum of every entry, which a sound ledger keeps at 0. */
  totals: { currency: string; sum: number }[];
  /** Per currency and account kind: accounts, entries, and the balance as the accounts' owners read it. */
  balances: { currency: string; kind: string; accounts: number; entries: number; balanceCents: number }[];
  ms: number;
}

/**
 * `npm run ledger:verify`: every transaction sums to zero in each currency, no transaction without
 * entries and no entry without its transaction or account, every reversal exactly undoes its
 * original, and the whole ledger sums to zero per currency. The checks are independent scans; on
 * PostgreSQL they run on separate connections at once.
 */
export async function verifyLedger(ex: Executor): Promise<LedgerReport> {
  const started = performance.now();
  const [unbalanced, orphans, badReversals, byKind, transactions] = await Promise.all([
    repo.unbalancedTransactions(ex, 10),
    repo.orphans(ex),
    repo.badReversals(ex),
    repo.totalsByKind(ex),
    repo.transactionCount(ex),
  ]);
  const faults: string[] = [];
  if (unbalanced.count)
    faults.push(
      `${unbalanced.count} transaction(s) do not sum to zero, e.g. ${unbalanced.sample
        .map((u) => `${u.transaction_id} (${u.currency} ${u.total})`)
        .join(', ')}`,
    );
  if (orphans.emptyTransactions) faults.push(`${orphans.emptyTransactions} transaction(s) have no entries`);
  if (orphans.entriesWithoutTransaction)
    faults.push(`${orphans.entriesWithoutTransaction} entr(y/ies) belong to no transaction`);
  if (orphans.entriesWithoutAccount)
    faults.push(`${orphans.entriesWithoutAccount} entr(y/ies) belong to no account of their currency`);
  if (badReversals) faults.push(`${badReversals} reversal(s) do not exactly undo their original`);
  const totals = new Map<string, number>();
  for (const row of byKind) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.total);
  for (const [currency, sum] of totals)
    if (sum !== 0) faults.push(`the ledger's ${currency} entries sum to ${sum}, not 0`);
  return {
    ok: faults.length === 0,
    faults,
    transactions,
    entries: byKind.reduce((n, r) => n + r.entries, 0),
    totals: [...totals].map(([currency, sum]) => ({ currency, sum })),
    balances: byKind.map((r) => ({
      currency: r.currency,
      kind: r.kind,
      accounts: r.accounts,
      entries: r.entries,
      balanceCents: balanceFromSum(r.kind, r.total),
    })),
    ms: performance.now() - started,
  };
}

/** The report as `ledger:verify` prints it. */
export function formatLedgerReport(report: LedgerReport): string {
  const lines = [
    `ledger: ${report.transactions} transactions, ${report.entries} entries, checked in ${report.ms.toFixed(0)} ms`,
    '',
    'currency  kind                          accounts    entries        balance',
    ...report.balances.map(
      (b) =>
        `${b.currency.padEnd(9)} ${b.kind.padEnd(29)} ${String(b.accounts).padStart(8)} ${String(b.entries).padStart(10)} ${(b.balanceCents / 100).toFixed(2).padStart(14)}`,
    ),
    '',
    ...report.totals.map((t) => `total ${t.currency}: ${t.sum} (must be 0)`),
    '',
    report.ok ? 'OK: the ledger balances.' : `FAULTS:\n${report.faults.map((f) => `  - ${f}`).join('\n')}`,
  ];
  return lines.join('\n');
}
