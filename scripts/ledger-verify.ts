/**
 * `npm run ledger:verify`: checks the ledger of the configured database (DATABASE_URL, else the PGlite
 * in DATA_DIR, which no running server may have open) and prints the balances' totals. Exits 1 on any
 * fault: an unbalanced transaction, an orphan, a reversal that does not undo its original, or a
 * currency whose entries do not sum to zero.
 */
import { openDatabase } from '../server/db/client.ts';
import { loadEnv } from '../server/env.ts';
import { formatLedgerReport, verifyLedger } from '../server/features/ledger/index.ts';

const env = loadEnv();
const database = await openDatabase(
  env.DATABASE_URL ? { url: env.DATABASE_URL, poolSize: 6 } : { dataDir: env.DATA_DIR },
);
try {
  const report = await verifyLedger(database.db);
  process.stdout.write(`${formatLedgerReport(report)}\n`);
  process.exitCode = report.ok ? 0 : 1;
} catch (error) {
  process.stderr.write(`ledger:verify could not run: ${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
