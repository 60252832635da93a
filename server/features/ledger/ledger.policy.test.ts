import { describe, expect, it } from 'vitest';
import { balanceFromSum, entriesProblem, reversedEntries } from './ledger.policy.ts';

const wallet = { kind: 'learner_wallet' as const, ownerId: 'u1', currency: 'EUR' };
const clearing = { kind: 'platform_provider_clearing' as const, currency: 'EUR' };

describe('ledger policy', () => {
  it('accepts legs that sum to zero per currency', () => {
    expect(
      entriesProblem([
        { account: clearing, amount: 1200 },
        { account: wallet, amount: -1200 },
      ]),
    ).toBeNull();
  });

  it('refuses one leg, an unbalanced pair, a zero, a fraction, an unknown currency, and a cross-currency balance', () => {
    expect(entriesProblem([{ account: clearing, amount: 1 }])).toMatch(/at least two/);
    expect(
      entriesProblem([
        { account: clearing, amount: 1200 },
        { account: wallet, amount: -1199 },
      ]),
    ).toMatch(/EUR sums to 1/);
    expect(
      entriesProblem([
        { account: clearing, amount: 0 },
        { account: wallet, amount: 0 },
      ]),
    ).toMatch(/non-zero/);
    expect(
      entriesProblem([
        { account: clearing, amount: 0.5 },
        { account: wallet, amount: -0.5 },
      ]),
    ).toMatch(/whole number/);
    expect(
      entriesProblem([
        { account: { ...clearing, currency: 'eur' }, amount: 1 },
        { account: wallet, amount: -1 },
      ]),
    ).toMatch(/ISO 4217/);
    // 12 EUR in against 12 CHF out: each currency on its own must balance.
    expect(
      entriesProblem([
        { account: clearing, amount: 1200 },
        { account: { ...wallet, currency: 'CHF' }, amount: -1200 },
      ]),
    ).toMatch(/sums to/);
  });

  it('reads credit-normal accounts as the negated sum', () => {
    expect(balanceFromSum('learner_wallet', -1200)).toBe(1200);
    expect(balanceFromSum('platform_provider_clearing', 1200)).toBe(1200);
    expect(balanceFromSum('tutor_payable', 0)).toBe(0);
    expect(Object.is(balanceFromSum('tutor_payable', 0), -0)).toBe(false);
  });

  it('a reversal turns every sign', () => {
    expect(reversedEntries([{ amount: 5 }, { amount: -5 }])).toEqual([{ amount: -5 }, { amount: 5 }]);
  });
});
