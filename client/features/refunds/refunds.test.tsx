import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../app/routing/router';
import { aUser, json, mockFetch } from '../../test/fetch-mock';
import { renderAt } from '../../test/render';

const PAYMENT = '9c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a22';
const REFUND = '1c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a33';
const session = {
  skill: { id: 'guitar', name: 'Guitar' },
  tutorName: 'Lukas M.',
  startsAt: '2026-12-14T14:00:00.000Z',
  endsAt: '2026-12-14T15:00:00.000Z',
};

function booking(option: string) {
  return {
    paymentId: PAYMENT,
    seatId: 's1',
    session,
    cardCents: 1700,
    pointsCents: 0,
    currency: 'EUR',
    option,
    supportUntil: '2026-12-15T15:00:00.000Z',
  };
}

function refund(overrides: Record<string, unknown> = {}) {
  return {
    id: REFUND,
    paymentId: PAYMENT,
    seatId: 's1',
    kind: 'support',
    destination: 'card',
    status: 'requested',
    amountCents: 1700,
    currency: 'EUR',
    reason: 'I was ill.',
    decisionReason: null,
    failureMessage: null,
    createdAt: '2026-12-14T13:00:00.000Z',
    decidedAt: null,
    refundedAt: null,
    session,
    ...overrides,
  };
}

const adminRefund = (overrides: Record<string, unknown> = {}) => ({
  ...refund(overrides),
  learner: { id: 'l1', name: 'Mia Keller', email: 'mia@example.eu' },
  cardCents: 1700,
  pointsCents: 0,
  failureCode: null,
});

describe('/refund-portal', () => {
  it('refunds a booking 2 hours or more ahead at once, with an Idempotency-Key, and says so', async () => {
    let refunded = false;
    const api = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/refunds/bookings': () => json({ bookings: refunded ? [] : [booking('automatic')] }),
      'GET /api/refunds': () =>
        json({ refunds: refunded ? [refund({ kind: 'automatic', status: 'refunded', reason: '' })] : [] }),
      'POST /api/refunds': () => {
        refunded = true;
        return json({ refund: refund({ kind: 'automatic', status: 'refunded' }) }, { status: 201 });
      },
    });
    renderAt(<AppRoutes />, '/refund-portal');
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunds' })).toBeInTheDocument();
    const row = await screen.findByTestId('refund-booking');
    expect(within(row).getByTestId('refund-option')).toHaveTextContent('Instant refund');
    expect(within(row).queryByLabelText('Why do you ask for a refund?')).toBeNull();
    const user = userEvent.setup();
    await user.click(within(row).getByLabelText('As credit points'));
    await user.click(within(row).getByRole('button', { name: /Cancel and refund/ }));
    await waitFor(() => expect(api.calls('POST /api/refunds')).toHaveLength(1));
    const [call] = api.calls('POST /api/refunds');
    expect(call!.body).toMatchObject({ paymentId: PAYMENT, destination: 'credit' });
    expect(call!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByTestId('my-refunds')).toHaveTextContent('Refunded');
    // The booking left the list; its outcome is announced on the page.
    expect(screen.getByTestId('refund-announcement')).toHaveTextContent('Done: €17.00 refunded.');
    expect(screen.queryByTestId('refund-booking')).toBeNull();
  });

  it('asks for a reason inside 2 hours and shows a declined request with its reason', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/refunds/bookings': () => json({ bookings: [booking('support')] }),
      'GET /api/refunds': () =>
        json({ refunds: [refund({ status: 'declined', decisionReason: 'The session took place.' })] }),
    });
    renderAt(<AppRoutes />, '/refund-portal');
    const row = await screen.findByTestId('refund-booking');
    expect(within(row).getByTestId('refund-option')).toHaveTextContent('Support request');
    expect(within(row).getByLabelText('Why do you ask for a refund?')).toBeRequired();
    expect(within(row).getByRole('button', { name: 'Send request to support' })).toBeInTheDocument();
    expect(await screen.findByTestId('refund-decision')).toHaveTextContent('The session took place.');
  });

  it('says honestly when there is nothing to refund', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'student' })),
      'GET /api/refunds/bookings': () => json({ bookings: [] }),
      'GET /api/refunds': () => json({ refunds: [] }),
    });
    renderAt(<AppRoutes />, '/refund-portal');
    expect(await screen.findByTestId('refund-bookings-empty')).toBeInTheDocument();
    expect(await screen.findByTestId('my-refunds-empty')).toBeInTheDocument();
  });
});

describe('/admin/refunds', () => {
  it('approves a waiting request and needs a reason to decline one', async () => {
    const api = mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'GET /api/admin/refunds': () => json({ refunds: [adminRefund()] }),
      [`POST /api/admin/refunds/${REFUND}/approve`]: () =>
        json({ refund: adminRefund({ status: 'refunded' }) }),
      [`POST /api/admin/refunds/${REFUND}/decline`]: () =>
        json({ refund: adminRefund({ status: 'declined' }) }),
    });
    renderAt(<AppRoutes />, '/admin/refunds');
    const item = await screen.findByTestId('admin-refund');
    expect(item).toHaveTextContent('Mia Keller');
    expect(within(item).getByTestId('admin-refund-reason')).toHaveTextContent('I was ill.');
    const user = userEvent.setup();
    await user.click(within(item).getByRole('button', { name: 'Decline' }));
    expect(within(item).getByLabelText('Reason for the learner (required)')).toBeRequired();
    await user.click(within(item).getByRole('button', { name: /Approve and refund/ }));
    await waitFor(() => expect(api.calls(`POST /api/admin/refunds/${REFUND}/approve`)).toHaveLength(1));
    expect(
      api.calls(`POST /api/admin/refunds/${REFUND}/approve`)[0]!.headers.get('Idempotency-Key'),
    ).toBeTruthy();
    expect(await within(item).findByRole('status')).toHaveTextContent('Refunded.');
  });

  it('offers a retry for a failed refund', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/refunds': () =>
        json({ refunds: [adminRefund({ status: 'failed', failureMessage: 'The charge is disputed.' })] }),
    });
    renderAt(<AppRoutes />, '/admin/refunds');
    expect(await screen.findByTestId('admin-refund-failure')).toHaveTextContent('The charge is disputed.');
    expect(screen.getByRole('button', { name: 'Retry refund' })).toBeInTheDocument();
  });

  it('names a refund of credit points bought as such, going back the way they were paid', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/refunds': () =>
        json({
          refunds: [
            adminRefund({
              kind: 'withdrawal',
              seatId: null,
              session: null,
              status: 'failed',
              reason: '',
              amountCents: 2400,
              failureMessage: 'The charge is disputed.',
            }),
          ],
        }),
    });
    renderAt(<AppRoutes />, '/admin/refunds');
    const row = (await screen.findByTestId('admin-refund-failure')).closest('li')!;
    expect(row).toHaveTextContent('Credit points bought');
    expect(row).toHaveTextContent('Back to the way I paid · withdrawal within 14 days');
    expect(row).not.toHaveTextContent('A booking');
  });
});

describe('/admin/refund-analytics', () => {
  const weeks = Array.from({ length: 8 }, (_, i) => ({
    weekStart: new Date(Date.UTC(2026, 9, 5 + 7 * i)).toISOString(),
    requests: i === 7 ? 2 : 0,
    refunded: i === 7 ? 1 : 0,
    refundedCents: i === 7 ? 1200 : 0,
    paidSeats: i === 7 ? 4 : 0,
  }));
  const figures = (count: number) => ({
    currency: 'EUR',
    total: { count, amountCents: count * 1200 },
    byStatus: [{ key: 'refunded', count, amountCents: count * 1200 }],
    byKind: [{ key: 'automatic', count, amountCents: count * 1200 }],
    byDestination: [{ key: 'card', count, amountCents: count * 1200 }],
    approvalRate: count ? 0.5 : null,
    medianDecisionSeconds: count ? 5400 : null,
    paidSeats: 4,
    refundedSeats: count,
    refundShare: count / 4,
    weeks,
  });

  it('shows the figures the server computed', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/refunds/analytics': () => json(figures(2)),
    });
    renderAt(<AppRoutes />, '/admin/refund-analytics');
    expect(await screen.findByTestId('analytics-approval')).toHaveTextContent('50%');
    expect(screen.getByTestId('analytics-median')).toHaveTextContent('1.5 h');
    expect(screen.getByTestId('analytics-weeks').querySelectorAll('tbody tr')).toHaveLength(8);
    expect(screen.queryByTestId('analytics-empty')).toBeNull();
  });

  it('says there are none yet instead of inventing figures', async () => {
    mockFetch({
      'GET /api/user': () => json(aUser({ userType: 'admin' })),
      'GET /api/admin/refunds/analytics': () => json(figures(0)),
    });
    renderAt(<AppRoutes />, '/admin/refund-analytics');
    expect(await screen.findByTestId('analytics-empty')).toBeInTheDocument();
    expect(screen.getByTestId('analytics-approval')).toHaveTextContent('none yet');
  });
});
