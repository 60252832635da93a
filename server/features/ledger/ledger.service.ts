import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { pgConstraintOf } from '../../lib/pg-errors.ts';
import {
  type AccountKind,
  type AccountRef,
  balanceFromSum,
  type EntryInput,
  entriesProblem,
  reversedEntries,
} from './ledger.policy.ts';
import * as repo from './ledger.repo.ts';

export interface PostInput {
  /** What happened, in a word or two: `wallet_top_up`, `seat_payment`, `refund`. */
  kind: string;
  /** What it is about, for whoever reads the ledger: `payment:<id>`. */
  reference?: string;
  memo?: string;
  entries: EntryInput[];
}

export interface PostedTransaction {
  id: string;
  createdAt: Date;
}

const ownerOf = (ref: AccountRef): string | null => ('ownerId' in ref ? ref.ownerId : null);

/** The account's id, creating the account on first use (a concurrent creator is waited for, not duplicated). */
export async function accountId(ex: Executor, ref: AccountRef): Promise<string> {
  const owner = ownerOf(ref);
  const found = await repo.findAccountId(ex, ref.kind, owner, ref.currency);
  if (found) return found;
  const created = await repo.insertAccount(ex, ref.kind, owner, ref.currency);
  if (created) return created;
  const raced = await repo.findAccountId(ex, ref.kind, owner, ref.currency);
  if (!raced) throw new Error(`ledger account ${ref.kind} could not be created`);
  return raced;
}

/**
 * Posts one balanced transaction inside the caller's database transaction, so the money moves
 * exactly when the caller's other effects commit. Unbalanced legs are refused here; the database
 * refuses them again at commit whoever writes them.
 */
export async function post(tx: Executor, input: PostInput): Promise<PostedTransaction> {
  return write(tx, input, null);
}

async function write(tx: Executor, input: PostInput, reverses: string | null): Promise<PostedTransaction> {
  const problem = entriesProblem(input.entries);
  if (problem) throw new AppError('BAD_REQUEST', `Ledger: ${problem}.`);
  const ids: string[] = [];
  for (const entry of input.entries) ids.push(await accountId(tx, entry.account));
  const row = await repo.insertTransaction(tx, {
    kind: input.kind,
    reference: input.reference ?? null,
    memo: input.memo ?? null,
    reverses,
  });
  await repo.insertEntries(
    tx,
    input.entries.map((e, i) => ({
      transactionId: row.id,
      accountId: ids[i]!,
      amount: e.amount,
      currency: e.account.currency,
    })),
  );
  return row;
}

/**
 * Undoes a transaction with one that mirrors it, leg by leg. A transaction is reversed at most once:
 * a second attempt (or one racing the first on another node, which the unique constraint on
 * `reverses` stops) answers 409. A reversal itself is not reversed: post the movement anew.
 */
export async function reverse(
  tx: Executor,
  transactionId: string,
  opts: { kind?: string; memo?: string } = {},
): Promise<PostedTransaction> {
  const original = await repo.findTransaction(tx, transactionId);
  if (!original) throw new AppError('NOT_FOUND', 'Ledger transaction not found.');
  if (original.reverses) throw new AppError('BAD_REQUEST', 'A reversal cannot itself be reversed.');
  if (await repo.findReversalOf(tx, transactionId)) throw alreadyReversed();
  const entries = await repo.entriesOf(tx, transactionId);
  try {
    return await write(
      tx,
      {
        kind: opts.kind ?? 'reversal',
        reference: original.reference ?? undefined,
        memo: opts.memo,
        entries: reversedEntries(entries).map((e) => ({ account: refOf(e), amount: e.amount })),
      },
      transactionId,
    );
  } catch (error) {
    if (pgConstraintOf(error) === 'ledger_transactions_reverses_unique') throw alreadyReversed();
    throw error;
  }
}

const alreadyReversed = () => new AppError('CONFLICT', 'This ledger transaction has already been reversed.');

function refOf(e: { kind: AccountKind; ownerId: string | null; currency: string }): AccountRef {
  return e.ownerId === null
    ? ({ kind: e.kind, currency: e.currency } as AccountRef)
    : ({ kind: e.kind, ownerId: e.ownerId, currency: e.currency } as AccountRef);
}

/** The balance of one account as its owner reads it (0 for an account never used). */
export async function balanceOf(ex: Executor, ref: AccountRef): Promise<number> {
  const id = await repo.findAccountId(ex, ref.kind, ownerOf(ref), ref.currency);
  return id ? balanceFromSum(ref.kind, await repo.sumOfAccount(ex, id)) : 0;
}

/** An account's latest movements as its owner reads them (received positive), newest first. */
export async function movementsOf(ex: Executor, ref: AccountRef, limit = 50) {
  const id = await repo.findAccountId(ex, ref.kind, ownerOf(ref), ref.currency);
  if (!id) return [];
  return (await repo.movementsOf(ex, id, limit)).map((m) => ({
    transactionId: m.transactionId,
    kind: m.kind,
    amountCents: balanceFromSum(ref.kind, Number(m.amount)),
    createdAt: m.createdAt,
  }));
}

/** Every account of a learner or tutor with its balance. */
export async function balancesOf(ex: Executor, ownerId: string) {
  return (await repo.sumsOfOwner(ex, ownerId)).map((a) => ({
    kind: a.kind,
    currency: a.currency,
    balanceCents: balanceFromSum(a.kind, a.sum),
  }));
}

/** A transaction's legs, in the order they were posted. */
export async function entriesOfTransaction(ex: Executor, transactionId: string) {
  return repo.entriesOf(ex, transactionId);
}
