import { describe, expect, it } from 'vitest';
import { ledgerEntriesFor, nextStatus } from './payments.policy.ts';

describe('payment status moves forward only', () => {
  it.each([
    ['processing', 'requires_action', 'requires_action'],
    ['processing', 'succeeded', 'succeeded'],
    ['requires_action', 'succeeded', 'succeeded'],
    ['requires_action', 'failed', 'failed'],
    ['requires_action', 'processing', null],
    ['requires_action', 'requires_capture', 'requires_capture'],
    ['requires_capture', 'succeeded', 'succeeded'],
    ['requires_capture', 'failed', 'failed'],
    ['requires_capture', 'requires_action', null],
    ['succeeded', 'requires_capture', null],
    ['succeeded', 'requires_action', null],
    ['succeeded', 'failed', null],
    ['failed', 'succeeded', null],
    ['succeeded', 'succeeded', null],
  ] as const)('%s, then %s reported: %s', (current, reported, expected) => {
    expect(nextStatus(current, reported)).toBe(expected);
  });

  it('a top-up books the money held at the provider against the learner’s wallet', () => {
    expect(
      ledgerEntriesFor({ purpose: 'wallet_top_up', userId: 'u', amountCents: 1200, currency: 'EUR' }),
    ).toEqual([
      { account: { kind: 'platform_provider_clearing', currency: 'EUR' }, amount: 1200 },
      { account: { kind: 'learner_wallet', ownerId: 'u', currency: 'EUR' }, amount: -1200 },
    ]);
  });
});
