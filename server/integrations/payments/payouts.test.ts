import type Stripe from 'stripe';
import { describe, expect, it, vi } from 'vitest';
import { PayoutRequestError, sandboxOutcomeOf, StripePayoutProvider } from './index.ts';

const input = {
  amountCents: 2400,
  currency: 'EUR',
  destination: {
    kind: 'iban' as const,
    iban: 'DE89370400440532013000',
    accountHolder: 'Lukas Meyer',
    bic: null,
  },
  idempotencyKey: 'payout-p1-1',
  payoutId: '5b0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11',
  attempt: 1,
};

describe('Stripe Connect payouts', () => {
  it('fails clearly, before any call, when the tutor has no connected account', async () => {
    const create = vi.fn();
    const provider = new StripePayoutProvider('sk', 'whsec', { transfers: { create } } as unknown as Stripe);
    await expect(provider.createPayout({ ...input, providerAccountId: null })).rejects.toMatchObject({
      code: 'account_missing',
    });
    await expect(provider.createPayout({ ...input, providerAccountId: null })).rejects.toBeInstanceOf(
      PayoutRequestError,
    );
    expect(create).not.toHaveBeenCalled();
  });

  it('transfers to the connected account with our idempotency key; a transfer reads as paid', async () => {
    const create = vi.fn(async (params: Record<string, unknown>) => ({
      id: 'tr_1',
      amount: params.amount,
      currency: params.currency,
      reversed: false,
      metadata: params.metadata,
    }));
    const provider = new StripePayoutProvider('sk', 'whsec', { transfers: { create } } as unknown as Stripe);
    const paid = await provider.createPayout({ ...input, providerAccountId: 'acct_123' });
    expect(create).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 2400, currency: 'eur', destination: 'acct_123' }),
      { idempotencyKey: 'payout-p1-1' },
    );
    expect(paid).toMatchObject({ id: 'tr_1', status: 'paid', payoutId: input.payoutId, attempt: 1 });
  });
});

describe('the sandbox bank', () => {
  it('behaves by destination like Stripe’s test accounts', () => {
    expect(sandboxOutcomeOf(input.destination)).toBeNull();
    expect(sandboxOutcomeOf({ ...input.destination, iban: 'DE62370400440532013001' })?.code).toBe(
      'no_account',
    );
    expect(sandboxOutcomeOf({ ...input.destination, iban: 'DE35370400440532013002' })?.code).toBe(
      'account_closed',
    );
    expect(sandboxOutcomeOf({ kind: 'paypal', email: 'will-fail@example.eu' })?.code).toBe('no_account');
    expect(sandboxOutcomeOf({ kind: 'paypal', email: 'lukas@example.eu' })).toBeNull();
  });
});
