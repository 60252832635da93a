/**
 * The ledger's pure rules (ADR 026): which accounts exist, which side of an account its balance sits
 * on, and what a postable transaction looks like. No database here; the service and the migration's
 * triggers enforce the same rules again where the data is.
 */

export const OWNER_ACCOUNT_KINDS = ['learner_wallet', 'learner_credit_points', 'tutor_payable'] as const;
export const PLATFORM_ACCOUNT_KINDS = [
  'platform_revenue',
  'platform_provider_clearing',
  'platform_refunds',
  'platform_vouchers',
  'platform_vat',
  // Money on its way to a tutor: held from their payable until the provider confirms the payout.
  'platform_payouts_in_transit',
  // A learner's credit points set aside for a payment whose card part is still under way.
  'platform_points_held',
] as const;
export type OwnerAccountKind = (typeof OWNER_ACCOUNT_KINDS)[number];
export type PlatformAccountKind = (typeof PLATFORM_ACCOUNT_KINDS)[number];
export type AccountKind = OwnerAccountKind | PlatformAccountKind;

/** An account named by what it is, not its id: created on first use. */
export type AccountRef =
  | { kind: OwnerAccountKind; ownerId: string; currency: string }
  | { kind: PlatformAccountKind; currency: string };

/** One leg as a caller writes it: debit positive, credit negative, integer cents. */
export interface EntryInput {
  account: AccountRef;
  amount: number;
}

/**
 * Accounts whose balance is naturally a credit: what the platform owes (a learner's wallet and
 * points, a tutor's payable, VAT collected) and what it earned. Their balance reads as the negated
 * sum of their entries; the others (money held at the provider, refunds and vouchers paid out) as
 * the sum itself.
 */
const CREDIT_NORMAL: ReadonlySet<AccountKind> = new Set<AccountKind>([
  'learner_wallet',
  'learner_credit_points',
  'tutor_payable',
  'platform_revenue',
  'platform_vat',
  'platform_payouts_in_transit',
  'platform_points_held',
]);

/** The balance as its owner reads it (a learner's wallet of 10 EUR is 1000), from the entries' sum. */
export const balanceFromSum = (kind: AccountKind, sum: number): number =>
  CREDIT_NORMAL.has(kind) ? -sum || 0 : sum;

export const isCurrency = (code: string): boolean => /^[A-Z]{3}$/.test(code);

export class UnbalancedError extends Error {}

/**
 * Why these entries cannot be one transaction, or null when they can: at least two legs, each a
 * non-zero safe integer of cents in a known currency, summing to zero in every currency.
 */
export function entriesProblem(entries: readonly EntryInput[]): string | null {
  if (entries.length < 2) return 'a ledger transaction needs at least two entries';
  const sums = new Map<string, bigint>();
  for (const { account, amount } of entries) {
    if (!isCurrency(account.currency)) return `"${account.currency}" is not an ISO 4217 currency code`;
    if (!Number.isSafeInteger(amount) || amount === 0)
      return `an entry's amount must be a non-zero whole number of cents (not ${amount})`;
    sums.set(account.currency, (sums.get(account.currency) ?? 0n) + BigInt(amount));
  }
  for (const [currency, sum] of sums)
    if (sum !== 0n) return `the entries do not balance: ${currency} sums to ${sum}`;
  return null;
}

/** A reversal's legs: every leg of the original with its sign turned. */
export const reversedEntries = <T extends { amount: number }>(entries: readonly T[]): T[] =>
  entries.map((e) => ({ ...e, amount: -e.amount }));

/**
 * Sets a learner's credit points aside (a checkout paying with them, a withdrawal refunding them to the
 * card): they leave the learner's balance at once and wait on the platform's held account until what
 * they were set aside for is done, or come back by the transaction's reversal.
 */
export const pointsHoldEntries = (userId: string, points: number, currency: string): EntryInput[] => [
  { account: { kind: 'learner_credit_points', ownerId: userId, currency }, amount: points },
  { account: { kind: 'platform_points_held', currency }, amount: -points },
];
