import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { aHeldSeat } from '../../../test/seats.fixtures';

const HELD = aHeldSeat();

function server(points: unknown, upcoming: unknown[]) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/payments/points': () => json(points),
    'GET /api/booking/seats': () => json({ upcoming, past: [] }),
  });
}

describe('/dual-payment-system (issue 12)', () => {
  it('shows the points balance and its movements from the ledger, and the seats waiting for payment', async () => {
    server(
      {
        balanceCents: 250,
        entries: [
          {
            transactionId: 'a',
            kind: 'points_hold',
            amountCents: -50,
            createdAt: '2026-11-20T10:00:00.000Z',
          },
          {
            transactionId: 'b',
            kind: 'voucher_points',
            amountCents: 50,
            createdAt: '2026-11-19T10:00:00.000Z',
          },
          { transactionId: 'c', kind: 'refund', amountCents: 250, createdAt: '2026-11-18T10:00:00.000Z' },
        ],
      },
      [HELD],
    );
    renderAt(<AppRoutes />, '/dual-payment-system');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Card, credit points, or both' }),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('€2.50');
    const rows = within(await screen.findByTestId('points-history')).getAllByRole('row');
    expect(rows.slice(1).map((r) => r.textContent)).toEqual([
      expect.stringMatching(/Used for a payment−50$/),
      expect.stringMatching(/Voucher\+50$/),
      expect.stringMatching(/Refund as credit\+250$/),
    ]);
    const pay = within(await screen.findByTestId('points-waiting')).getByRole('link', {
      name: /Pay for Guitar/,
    });
    expect(pay).toHaveAttribute('href', `/payment?seat=${HELD.id}`);
  });

  it('says honestly when there are no points, movements or seats to pay', async () => {
    server({ balanceCents: 0, entries: [] }, []);
    renderAt(<AppRoutes />, '/dual-payment-system');
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('0 points');
    expect(await screen.findByText('No seats are waiting for payment.')).toBeInTheDocument();
    expect(screen.getByText('No credit points have moved yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/session-booking');
  });
});
