import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const PAID = {
  id: 'p1',
  purpose: 'premium',
  amountCents: 600,
  currency: 'EUR',
  status: 'succeeded',
  failureCode: null,
  failureMessage: null,
  nextActionUrl: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const ACTIVE = {
  id: 'sub1',
  status: 'active',
  currentPeriodStart: '2026-11-20T10:00:00.000Z',
  currentPeriodEnd: '2026-12-20T10:00:00.000Z',
  cancelAtPeriodEnd: false,
};

function server(premium: () => unknown, extra: Parameters<typeof mockFetch>[0] = {}) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/payments/provider': () => json({ provider: 'sandbox' }),
    'GET /api/premium': () => json(premium()),
    ...extra,
  });
}

describe('/premium (issue 12)', () => {
  it('lists what premium gives, subscribes by card under an Idempotency-Key, and shows the paid month', async () => {
    let state: { subscription: unknown; payments: unknown[] } = { subscription: null, payments: [] };
    const { calls } = server(() => ({ priceCents: 600, currency: 'EUR', ...state }), {
      'POST /api/payments/sandbox/payment-methods': () =>
        json({ id: 'pm_sb_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, { status: 201 }),
      'POST /api/premium': () => {
        state = { subscription: ACTIVE, payments: [PAID] };
        return json({ subscription: ACTIVE, payment: PAID }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/premium');
    expect(await screen.findByRole('heading', { level: 1, name: 'Premium' })).toBeInTheDocument();
    const benefits = screen.getByTestId('premium-benefits');
    expect(benefits).toHaveTextContent('one-time access fee of €5.');
    expect(benefits).toHaveTextContent('answered first');
    expect(screen.getByTestId('premium-no-payments')).toHaveTextContent('No premium payments yet.');

    await user.type(screen.getByTestId('card-number'), '4242 4242 4242 4242');
    await user.type(screen.getByTestId('card-expiry'), '12/30');
    await user.type(screen.getByTestId('card-cvc'), '123');
    await waitFor(() => expect(screen.getByTestId('premium-subscribe')).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Subscribe for €6 a month' }));

    expect(await screen.findByTestId('premium-active')).toHaveTextContent('You have premium.');
    expect(screen.getByTestId('premium-state-text')).toHaveTextContent(/paid until December 20, 2026/);
    const post = calls('POST /api/premium')[0]!;
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(post.body).toMatchObject({ paymentMethodId: 'pm_sb_1' });
    const history = within(screen.getByTestId('premium-payments'));
    expect(history.getByText('Paid')).toBeInTheDocument();
    expect(history.getByRole('link', { name: /receipt/i })).toHaveAttribute(
      'href',
      '/api/payments/p1/receipt',
    );
  });

  it('cancels for the end of the paid month and takes it back', async () => {
    let sub = ACTIVE;
    server(() => ({ priceCents: 600, currency: 'EUR', subscription: sub, payments: [PAID] }), {
      'POST /api/premium/cancel': () => {
        sub = { ...ACTIVE, cancelAtPeriodEnd: true };
        return json(sub);
      },
      'POST /api/premium/resume': () => {
        sub = ACTIVE;
        return json(sub);
      },
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/premium');
    await user.click(await screen.findByRole('button', { name: 'Cancel premium' }));
    expect(await screen.findByText(/premium ends on December 20, 2026/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep premium' }));
    expect(await screen.findByRole('button', { name: 'Cancel premium' })).toBeInTheDocument();
  });

  it('says when a renewal is being retried, and until when', async () => {
    server(() => ({
      priceCents: 600,
      currency: 'EUR',
      subscription: { ...ACTIVE, status: 'past_due' },
      payments: [{ ...PAID, id: 'p2', status: 'failed', failureCode: 'card_declined' }, PAID],
    }));
    renderAt(<AppRoutes />, '/premium');
    expect(await screen.findByTestId('premium-state-text')).toHaveTextContent(
      'We could not renew premium with your card. We try again once a day; if no payment succeeds, premium ends on December 23, 2026.',
    );
    expect(within(screen.getByTestId('premium-payments')).getByText('Failed')).toBeInTheDocument();
  });

  it('pays a past-due month with another card: a refused card says why, the next one makes premium active again', async () => {
    const PAST_DUE = { ...ACTIVE, status: 'past_due' };
    const RENEWED = {
      ...ACTIVE,
      currentPeriodStart: '2026-12-20T10:00:00.000Z',
      currentPeriodEnd: '2027-01-20T10:00:00.000Z',
    };
    let state = { subscription: PAST_DUE as unknown, payments: [PAID] as unknown[] };
    let tries = 0;
    const { calls } = server(() => ({ priceCents: 600, currency: 'EUR', ...state }), {
      'POST /api/payments/sandbox/payment-methods': () =>
        json(
          { id: `pm_sb_${tries + 1}`, brand: 'visa', last4: '0002', expMonth: 12, expYear: 2030 },
          { status: 201 },
        ),
      'POST /api/premium/overdue-payment': () => {
        tries++;
        if (tries === 1) {
          const failed = { ...PAID, id: 'p2', status: 'failed', failureCode: 'card_declined' };
          state = { subscription: PAST_DUE, payments: [failed, PAID] };
          return json({ subscription: PAST_DUE, payment: failed }, { status: 201 });
        }
        const paid = { ...PAID, id: 'p3' };
        state = { subscription: RENEWED, payments: [paid, PAID] };
        return json({ subscription: RENEWED, payment: paid }, { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderAt(<AppRoutes />, '/premium');
    const form = await screen.findByTestId('premium-overdue-form');
    expect(form).toHaveTextContent('Pay this month with another card');
    expect(screen.queryByTestId('premium-form')).toBeNull();
    const pay = async (number: string) => {
      for (const id of ['card-number', 'card-expiry', 'card-cvc']) await user.clear(screen.getByTestId(id));
      await user.type(screen.getByTestId('card-number'), number);
      await user.type(screen.getByTestId('card-expiry'), '12/30');
      await user.type(screen.getByTestId('card-cvc'), '123');
      await waitFor(() => expect(screen.getByTestId('premium-overdue-pay')).toBeEnabled());
      await user.click(screen.getByRole('button', { name: 'Pay €6 now' }));
    };
    await pay('4000 0000 0000 0002');
    expect(await screen.findByTestId('premium-failed')).toHaveTextContent('The payment did not go through');
    await pay('4242 4242 4242 4242');
    await waitFor(() =>
      expect(screen.getByTestId('premium-state-text')).toHaveTextContent(/paid until January 20, 2027/),
    );
    expect(screen.queryByTestId('premium-overdue-form')).toBeNull();
    expect(screen.queryByTestId('premium-failed')).toBeNull();
    const posts = calls('POST /api/premium/overdue-payment');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.body).toMatchObject({ paymentMethodId: 'pm_sb_1' });
    expect(posts[1]!.body).toMatchObject({ paymentMethodId: 'pm_sb_2' });
    expect(posts[0]!.headers.get('idempotency-key')).not.toBe(posts[1]!.headers.get('idempotency-key'));
  });
});
