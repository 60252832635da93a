export {
  accountId,
  balanceOf,
  balancesOf,
  entriesOfTransaction,
  movementsOf,
  post,
  reverse,
} from './ledger.service.ts';
export type { PostInput, PostedTransaction } from './ledger.service.ts';
export type { AccountKind, AccountRef, EntryInput } from './ledger.policy.ts';
export { pointsHoldEntries } from './ledger.policy.ts';
export { formatLedgerReport, verifyLedger, type LedgerReport } from './ledger-verify.service.ts';
