import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const PAYOUT = '5b0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11';

function earnings(overrides: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    perSessionCents: 1200,
    waitingCents: 2400,
    inTransitCents: 0,
    paidCents: 3600,
    hasPayoutMethod: true,
    nextPayoutAt: '2026-11-30T02:00:00.000Z',
    earnings: [
      {
        sessionId: 's1',
        earnedAt: '2026-11-26T10:00:00.000Z',
        skill: 'Guitar',
        amountCents: 1200,
        state: 'waiting',
      },
      {
        sessionId: 's2',
        earnedAt: '2026-11-12T10:00:00.000Z',
        skill: 'Maths',
        amountCents: 1200,
        state: 'paid',
      },
    ],
    ...overrides,
  };
}

function payout(overrides: Record<string, unknown> = {}) {
  return {
    id: PAYOUT,
    periodStart: '2026-11-09',
    periodEnd: '2026-11-15',
    amountCents: 3600,
    currency: 'EUR',
    status: 'paid',
    destination: 'DE89 •••• •••• •••• •• 3000',
    sessions: 3,
    failureCode: null,
    failureMessage: null,
    attempts: 1,
    createdAt: '2026-11-16T02:00:00.000Z',
    paidAt: '2026-11-16T02:05:00.000Z',
    ...overrides,
  };
}

const base = (userType: string) => ({
  'GET /api/user': () => json(aUser({ userType })),
  'GET /api/csrf-token': () => json({ csrfToken: 't' }),
});

describe('/tutor-payment-management', () => {
  it('shows the balance waiting, the next payout, earnings per session and the payout history', async () => {
    mockFetch({
      ...base('tutor'),
      'GET /api/payouts/earnings': () => json(earnings()),
      'GET /api/payouts/mine': () =>
        json({
          payouts: [
            payout(),
            payout({
              id: 'p2',
              status: 'failed',
              failureCode: 'no_account',
              failureMessage: 'No bank account could be located with those details.',
            }),
          ],
        }),
    });
    renderAt(<AppRoutes />, '/tutor-payment-management');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Earnings and payouts' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('balance-waiting')).toHaveTextContent('24');
    expect(screen.getByText('Next payout')).toBeInTheDocument();
    const table = screen.getByTestId('earnings-table');
    expect(within(table).getByText('Guitar')).toBeInTheDocument();
    expect(within(table).getByText('Waiting')).toBeInTheDocument();
    expect(within(table).getByText('Paid')).toBeInTheDocument();
    const rows = await screen.findAllByTestId('payout-row');
    expect(rows[0]).toHaveTextContent('Paid');
    expect(rows[0]).toHaveTextContent('DE89 •••• •••• •••• •• 3000');
    expect(rows[1]).toHaveTextContent('Not paid: No bank account could be located with those details.');
    expect(screen.queryByTestId('no-payout-method')).toBeNull();
    expect(screen.getByRole('link', { name: 'Change payout method' })).toHaveAttribute(
      'href',
      '/tutor-direct-payments',
    );
  });

  it('says honestly when nothing is earned yet, and asks for a payout method', async () => {
    mockFetch({
      ...base('tutor'),
      'GET /api/payouts/earnings': () =>
        json(earnings({ waitingCents: 0, paidCents: 0, hasPayoutMethod: false, earnings: [] })),
      'GET /api/payouts/mine': () => json({ payouts: [] }),
    });
    renderAt(<AppRoutes />, '/tutor-payment-management');
    expect(await screen.findByTestId('earnings-empty')).toHaveTextContent('No earnings yet');
    expect(await screen.findByTestId('payouts-empty')).toHaveTextContent('No payouts yet');
    const callout = screen.getByTestId('no-payout-method');
    expect(within(callout).getByRole('link', { name: 'Add a payout method' })).toHaveAttribute(
      'href',
      '/tutor-direct-payments',
    );
  });
});

describe('/tutor-direct-payments', () => {
  it('checks the IBAN in the browser, saves it, and shows it masked', async () => {
    let saved: Record<string, unknown> | null = null;
    const api = mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () =>
        json({
          method: saved
            ? {
                kind: 'iban',
                destination: 'DE89 •••• •••• •••• •• 3000',
                accountHolder: 'Lukas Meyer',
                bic: null,
                ready: true,
                due: [],
                updatedAt: '2026-11-27T10:00:00.000Z',
              }
            : null,
          provider: 'sandbox',
        }),
      'PUT /api/payouts/method': (r) => {
        saved = r.body as Record<string, unknown>;
        return json({
          method: {
            kind: 'iban',
            destination: 'DE89 •••• •••• •••• •• 3000',
            accountHolder: 'Lukas Meyer',
            bic: null,
            ready: true,
            due: [],
            updatedAt: '2026-11-27T10:00:00.000Z',
          },
        });
      },
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments');
    expect(await screen.findByTestId('no-method')).toHaveTextContent('No payout method saved yet.');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account holder'), 'Lukas Meyer');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(
      await screen.findByText('This IBAN is not valid: check its length and check digits.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('IBAN')).toHaveFocus();
    expect(api.calls('PUT /api/payouts/method')).toHaveLength(0);

    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByTestId('payout-method-result')).toHaveTextContent(
      'Your payout method is saved.',
    );
    expect(api.calls('PUT /api/payouts/method')[0]!.body).toMatchObject({
      kind: 'iban',
      accountHolder: 'Lukas Meyer',
      iban: 'DE89 3704 0044 0532 0130 00',
    });
    await waitFor(() =>
      expect(screen.getByTestId('saved-method')).toHaveTextContent('DE89 •••• •••• •••• •• 3000'),
    );
  });

  it('takes a PayPal address instead', async () => {
    const api = mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () => json({ method: null, provider: 'sandbox' }),
      'PUT /api/payouts/method': () =>
        json({
          method: {
            kind: 'paypal',
            destination: 'lukas@example.eu',
            accountHolder: null,
            bic: null,
            ready: true,
            due: [],
            updatedAt: '2026-11-27T10:00:00.000Z',
          },
        }),
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'PayPal' }));
    await user.type(screen.getByLabelText('PayPal email address'), 'lukas@example.eu');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByTestId('payout-method-result')).toHaveTextContent(
      'Your payout method is saved.',
    );
    expect(api.calls('PUT /api/payouts/method')[0]!.body).toMatchObject({
      kind: 'paypal',
      paypalEmail: 'lukas@example.eu',
    });
  });
});

describe('/tutor-direct-payments with Stripe (ADR 044)', () => {
  const account = (ready: boolean) => ({
    kind: 'stripe_account',
    destination: 'Stripe acct_1TUTOR',
    accountHolder: null,
    bic: null,
    ready,
    due: ready ? [] : ['external_account'],
    updatedAt: '2026-11-27T10:00:00.000Z',
  });

  it('offers Stripe’s onboarding instead of an IBAN form, and follows the link it is given', async () => {
    const api = mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () => json({ method: null, provider: 'stripe' }),
      'POST /api/payouts/connect/onboarding': () =>
        json({ url: 'https://connect.stripe.com/setup/e/acct_1TUTOR/x' }),
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments');
    const section = await screen.findByTestId('stripe-payouts');
    expect(section).toHaveTextContent('they never reach us');
    expect(screen.queryByLabelText('IBAN')).not.toBeInTheDocument();
    expect(screen.getByTestId('no-method')).toBeInTheDocument();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await userEvent
        .setup()
        .click(within(section).getByRole('button', { name: 'Set up payouts with Stripe' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/e/acct_1TUTOR/x'),
      );
      expect(api.calls('POST /api/payouts/connect/onboarding')).toHaveLength(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks Stripe once on the way back, and says the account can now be paid', async () => {
    let ready = false;
    const api = mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () => json({ method: account(ready), provider: 'stripe' }),
      'POST /api/payouts/connect/refresh': () => {
        ready = true;
        return json({ method: account(true) });
      },
      'POST /api/payouts/connect/dashboard': () =>
        json({ url: 'https://connect.stripe.com/express/acct_1TUTOR/login' }),
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments?stripe=return');
    expect(await screen.findByTestId('stripe-payouts-result')).toHaveTextContent(
      'Welcome back: Stripe can now pay you.',
    );
    await waitFor(() =>
      expect(screen.getByTestId('saved-method')).toHaveTextContent(
        'Your Stripe account can receive payouts.',
      ),
    );
    expect(screen.queryByRole('button', { name: 'Continue with Stripe' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/payouts/connect/refresh')).toHaveLength(1);
    // Ready: the tutor's way into Stripe's dashboard, for its payouts and their bank account.
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    try {
      await userEvent.setup().click(screen.getByRole('button', { name: 'Open your Stripe dashboard' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/express/acct_1TUTOR/login'),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says an IBAN saved before Stripe took over cannot be paid by Stripe', async () => {
    mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () =>
        json({
          method: {
            kind: 'iban',
            destination: 'DE89 •••• •••• •••• •• 3000',
            accountHolder: 'Lukas Meyer',
            bic: null,
            ready: false,
            due: [],
            updatedAt: '2026-11-27T10:00:00.000Z',
          },
          provider: 'stripe',
        }),
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments');
    expect(await screen.findByTestId('method-not-payable')).toHaveTextContent(
      'Stripe cannot pay into this account.',
    );
    expect(screen.getByRole('button', { name: 'Set up payouts with Stripe' })).toBeInTheDocument();
  });

  it('says an expired link is expired and offers to continue where the tutor left off', async () => {
    mockFetch({
      ...base('tutor'),
      'GET /api/payouts/method': () => json({ method: account(false), provider: 'stripe' }),
    });
    renderAt(<AppRoutes />, '/tutor-direct-payments?stripe=refresh');
    expect(await screen.findByTestId('stripe-payouts-result')).toHaveTextContent(
      'The link to Stripe has expired.',
    );
    expect(screen.getByTestId('stripe-due')).toHaveTextContent('Stripe still needs some details');
    expect(screen.getByRole('button', { name: 'Continue with Stripe' })).toBeEnabled();
  });
});

describe('/admin/payment-queue', () => {
  const queue = (failed: unknown[] = []) => ({
    batches: [
      {
        id: 'b1',
        periodStart: '2026-11-16',
        periodEnd: '2026-11-22',
        tutors: 2,
        totalCents: 4800,
        currency: 'EUR',
        counts: { pending: 0, in_transit: 0, paid: 1, failed: 1, cancelled: 0 },
        createdAt: '2026-11-23T02:00:00.000Z',
      },
    ],
    failed,
    lastWeek: { periodStart: '2026-11-16', periodEnd: '2026-11-22', done: true },
  });
  const failedPayout = payout({
    status: 'failed',
    failureCode: 'no_account',
    failureMessage: 'No bank account could be located.',
    tutorId: 't1',
    tutorName: 'Lukas Meyer',
  });

  it('lists batches and failed payouts; retries one and pays last week, announcing each result', async () => {
    let retried = false;
    const api = mockFetch({
      ...base('admin'),
      'GET /api/admin/payouts': () => json(queue(retried ? [] : [failedPayout])),
      'GET /api/admin/payments/disputes': () => json({ disputes: [] }),
      'GET /api/admin/payments/provider-refunds': () => json({ refunds: [] }),
      [`POST /api/admin/payouts/${PAYOUT}/retry`]: () => {
        retried = true;
        return json({ ...failedPayout, status: 'pending' });
      },
      'POST /api/admin/payouts/run-last-week': () => json({ created: false, batch: queue().batches[0] }),
    });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payout queue' })).toBeInTheDocument();
    const table = await screen.findByTestId('batches-table');
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    const item = screen.getByTestId('failed-payout');
    expect(item).toHaveTextContent('Lukas Meyer');
    expect(item).toHaveTextContent('Not paid: No bank account could be located.');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Retry the payout to Lukas Meyer' }));
    expect(await screen.findByTestId('queue-result')).toHaveTextContent(
      'The payout to Lukas Meyer is being sent again.',
    );
    expect(await screen.findByTestId('no-failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay last week now' }));
    await waitFor(() =>
      expect(screen.getByTestId('queue-result')).toHaveTextContent(
        'was already paid out; nothing was paid twice',
      ),
    );
    expect(api.calls('POST /api/admin/payouts/run-last-week')).toHaveLength(1);
  });

  it('shows a refusal in words and cancels a failed payout', async () => {
    mockFetch({
      ...base('admin'),
      'GET /api/admin/payouts': () => json(queue([failedPayout])),
      'GET /api/admin/payments/disputes': () => json({ disputes: [] }),
      'GET /api/admin/payments/provider-refunds': () => json({ refunds: [] }),
      [`POST /api/admin/payouts/${PAYOUT}/cancel`]: () =>
        json(
          {
            message: 'Only a failed payout can be cancelled.',
            code: 'CONFLICT',
            key: 'payouts.errors.notFailed',
          },
          { status: 409 },
        ),
    });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel the payout to Lukas Meyer' }));
    expect(await screen.findByTestId('queue-result')).toHaveTextContent(
      'Only a failed payout can be retried or cancelled.',
    );
  });

  it('lists chargebacks with the payer, what was paid for, the bank’s reason and how each stands', async () => {
    mockFetch({
      ...base('admin'),
      'GET /api/admin/payouts': () => json(queue()),
      'GET /api/admin/payments/disputes': () =>
        json({
          disputes: [
            {
              id: 'd1',
              paymentId: 'p1',
              purpose: 'points_top_up',
              payerName: 'Lea B.',
              amountCents: 2400,
              currency: 'EUR',
              reason: 'general',
              status: 'lost',
              createdAt: '2026-11-27T10:00:00.000Z',
            },
            {
              id: 'd2',
              paymentId: 'p2',
              purpose: 'seat',
              payerName: 'Tom K.',
              amountCents: 1200,
              currency: 'EUR',
              reason: 'bank_cannot_process',
              status: 'won',
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        }),
      'GET /api/admin/payments/provider-refunds': () => json({ refunds: [] }),
    });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    expect(await screen.findByTestId('no-provider-refunds')).toHaveTextContent(
      'No refund has been made at the payment provider.',
    );
    const items = await screen.findAllByTestId('chargeback');
    expect(items[0]).toHaveTextContent('Lea B. · €24');
    expect(items[0]).toHaveTextContent('Credit points');
    expect(items[0]).toHaveTextContent('Bank’s reason: general');
    expect(within(items[0]!).getByTestId('chargeback-status')).toHaveTextContent('Taken back');
    // A reason without words of its own shows its code.
    expect(items[1]).toHaveTextContent('Bank’s reason: bank_cannot_process');
    expect(within(items[1]!).getByTestId('chargeback-status')).toHaveTextContent('Given back');
  });

  it('lists refunds made at the payment provider with the payer, the amount of the payment and the state', async () => {
    mockFetch({
      ...base('admin'),
      'GET /api/admin/payouts': () => json(queue()),
      'GET /api/admin/payments/disputes': () => json({ disputes: [] }),
      'GET /api/admin/payments/provider-refunds': () =>
        json({
          refunds: [
            {
              id: 'r1',
              paymentId: 'p1',
              purpose: 'premium',
              payerName: 'Lea B.',
              amountCents: 300,
              paymentCents: 600,
              currency: 'EUR',
              status: 'failed',
              providerRefundId: 're_1',
              createdAt: '2026-11-27T10:00:00.000Z',
            },
            {
              id: 'r2',
              paymentId: 'p2',
              purpose: 'points_top_up',
              payerName: 'Tom K.',
              amountCents: 2400,
              paymentCents: 2400,
              currency: 'EUR',
              status: 'succeeded',
              providerRefundId: 're_2',
              createdAt: '2026-11-26T10:00:00.000Z',
            },
          ],
        }),
    });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    const items = await screen.findAllByTestId('provider-refund');
    expect(items[0]).toHaveTextContent('Lea B. · €3');
    expect(items[0]).toHaveTextContent('Premium month');
    expect(items[0]).toHaveTextContent('of a payment of €6');
    expect(items[0]).toHaveTextContent('Failed, given back');
    expect(items[1]).toHaveTextContent('Tom K. · €24');
    expect(items[1]).toHaveTextContent('Credit points');
    expect(items[1]).toHaveTextContent('Refunded');
  });

  it('says so when no payment was taken back', async () => {
    mockFetch({
      ...base('admin'),
      'GET /api/admin/payouts': () => json(queue()),
      'GET /api/admin/payments/disputes': () => json({ disputes: [] }),
      'GET /api/admin/payments/provider-refunds': () => json({ refunds: [] }),
    });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    expect(await screen.findByTestId('no-chargebacks')).toHaveTextContent('No payment has been taken back.');
  });

  it('is not for tutors', async () => {
    mockFetch({ ...base('tutor') });
    renderAt(<AppRoutes />, '/admin/payment-queue');
    await waitFor(() => expect(screen.queryByTestId('payment-queue')).toBeNull());
  });
});
