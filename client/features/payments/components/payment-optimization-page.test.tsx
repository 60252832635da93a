import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const FIGURES = {
  days: 30,
  since: '2026-10-28T00:00:00.000Z',
  funnel: { held: 40, attempted: 30, paid: 24, lapsed: 12 },
  medianSecondsToPay: 150,
  failureReasons: [
    { code: 'card_declined', count: 4 },
    { code: 'weird_code', count: 1 },
  ],
  methods: { card: 20, split: 3, points: 1, voucher: 2, fee: 10 },
  daily: [
    { day: '2026-11-26', held: 25, paid: 14 },
    { day: '2026-11-27', held: 15, paid: 10 },
  ],
};

describe('/payment-optimization (issue 12)', () => {
  it('shows the funnel, its shares, failure reasons and ways of paying; the period changes the query', async () => {
    const api = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/payments/funnel': () => json(FIGURES),
    });
    renderAt(<AppRoutes />, '/payment-optimization');
    expect(await screen.findByRole('heading', { level: 1, name: 'Checkout funnel' })).toBeInTheDocument();
    expect(await screen.findByTestId('funnel-paid')).toHaveTextContent('24');
    expect(screen.getByTestId('funnel-paid')).toHaveTextContent('60% of seats taken');
    expect(screen.getByTestId('funnel-lapsed')).toHaveTextContent('30% of seats taken');
    expect(screen.getByTestId('funnel-median')).toHaveTextContent('within 2.5 minutes');
    const failures = within(screen.getByTestId('funnel-failures')).getAllByRole('listitem');
    expect(failures.map((li) => li.textContent)).toEqual(['Your card was declined.4', 'Other (weird_code)1']);
    expect(screen.getByTestId('funnel-methods')).toHaveTextContent('Card and credit points3');
    expect(within(screen.getByTestId('funnel-daily')).getAllByRole('row')).toHaveLength(3);

    await userEvent.setup().click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(api.calls('GET /api/admin/payments/funnel').some((c) => c.url.includes('days=7'))).toBe(true),
    );
  });

  it('is for admins only', async () => {
    mockFetch({ 'GET /api/user': () => json(aUser({ userType: 'student' })) });
    renderAt(<AppRoutes />, '/payment-optimization');
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent('Checkout funnel');
  });
});
