import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';

const PAYMENT = '9c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a22';
const INTENT = `pi_sb_${'b'.repeat(24)}`;

function payment(overrides: Record<string, unknown> = {}) {
  return {
    id: PAYMENT,
    purpose: 'points_top_up',
    amountCents: 1200,
    currency: 'EUR',
    status: 'succeeded',
    failureCode: null,
    failureMessage: null,
    nextActionUrl: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (r: RecordedRequest) => Response | Promise<Response>;

function server(opts: {
  balance?: number;
  topUps?: Handler;
  topUp?: Handler;
  withdrawals?: Handler;
  extra?: Record<string, Handler>;
}) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/payments/provider': () => json({ provider: 'sandbox' }),
    'GET /api/payments/points': () => json({ balanceCents: opts.balance ?? 250, entries: [] }),
    'GET /api/payments/points/top-ups': opts.topUps ?? (() => json({ topUps: [] })),
    'GET /api/refunds/top-ups': opts.withdrawals ?? (() => json({ topUps: [] })),
    'POST /api/payments/sandbox/bank-methods': (r) =>
      json({ id: 'pm_sb_bank1', type: (r.body as { type: string }).type, detail: null }, { status: 201 }),
    'POST /api/payments/points/top-ups': opts.topUp ?? (() => json(payment(), { status: 201 })),
    ...opts.extra,
  });
}

async function openPage() {
  renderAt(<AppRoutes />, '/european-payments');
  expect(await screen.findByRole('heading', { level: 1, name: 'Buy credit points' })).toBeInTheDocument();
  // The form is enabled once the page is alive.
  await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
  return userEvent.setup();
}

describe('/european-payments: credit points by SEPA Direct Debit, iDEAL, Bancontact or card', () => {
  it('shows the balance, the ways to pay and an honest empty list of top-ups', async () => {
    server({ balance: 250 });
    await openPage();
    expect(await screen.findByTestId('points-balance')).toHaveTextContent('250 points');
    expect(screen.getByTestId('points-balance')).toHaveTextContent('€2.50');
    expect(screen.getByRole('link', { name: 'How credit points pay for seats' })).toHaveAttribute(
      'href',
      '/dual-payment-system',
    );
    expect(await screen.findByTestId('top-ups-empty')).toHaveTextContent(
      'You have not bought any credit points yet.',
    );
    const methods = screen.getByRole('group', { name: '2. Choose how to pay' });
    expect(
      within(methods)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('data-testid')),
    ).toEqual(['method-sepa_debit', 'method-ideal', 'method-bancontact', 'method-card']);
    expect(within(methods).getByRole('radio', { name: /SEPA Direct Debit/ })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: /SEPA Direct Debit/ })).toHaveAccessibleDescription(
      /within a few business days/,
    );
    expect(screen.getByRole('button', { name: 'Pay €12' })).toBeInTheDocument();
    expect(screen.getByTestId('test-ibans')).toHaveTextContent('DE89370400440532013000');
    expect(screen.getByTestId('mandate-text')).toHaveTextContent(/within 8 weeks/);
  });

  it('lists earlier top-ups with their method, amount and state', async () => {
    server({
      topUps: () =>
        json({
          topUps: [
            {
              payment: payment({ id: 'a', status: 'processing', amountCents: 2400 }),
              methodKind: 'sepa_debit',
              takenBack: false,
            },
            { payment: payment({ id: 'b', status: 'succeeded' }), methodKind: 'ideal', takenBack: false },
            { payment: payment({ id: 'c', status: 'failed' }), methodKind: 'card', takenBack: false },
            { payment: payment({ id: 'd', status: 'succeeded' }), methodKind: 'sepa_debit', takenBack: true },
          ],
        }),
    });
    await openPage();
    const rows = within(await screen.findByTestId('top-ups')).getAllByTestId('top-up');
    expect(rows.map((r) => within(r).getByTestId('top-up-status').textContent)).toEqual([
      'Waiting for your bank',
      'Paid',
      'Failed',
      'Taken back by your bank',
    ]);
    expect(rows[0]).toHaveTextContent('€24 · SEPA Direct Debit');
    expect(rows[1]).toHaveTextContent('€12 · iDEAL');
  });

  it('refunds an unused top-up within 14 days after asking once more, and says why others cannot be', async () => {
    const withdrawal = (id: string, option: string, refund: unknown = null) => ({
      paymentId: id,
      amountCents: 1200,
      currency: 'EUR',
      boughtAt: '2026-11-20T10:00:00.000Z',
      option,
      withdrawUntil: '2026-12-04T10:00:00.000Z',
      refund,
    });
    let withdrawn = false;
    const refund = {
      id: 'r1',
      paymentId: 'b',
      seatId: null,
      kind: 'withdrawal',
      destination: 'card',
      status: 'refunded',
      amountCents: 1200,
      currency: 'EUR',
      reason: '',
      decisionReason: null,
      failureMessage: null,
      createdAt: '2026-11-21T10:00:00.000Z',
      decidedAt: '2026-11-21T10:00:00.000Z',
      refundedAt: '2026-11-21T10:00:00.000Z',
      session: null,
    };
    const requests = server({
      topUps: () =>
        json({
          topUps: [
            { payment: payment({ id: 'b' }), methodKind: 'card', takenBack: false },
            { payment: payment({ id: 'c' }), methodKind: 'ideal', takenBack: false },
            { payment: payment({ id: 'd' }), methodKind: 'card', takenBack: false },
          ],
        }),
      withdrawals: () =>
        json({
          topUps: [
            withdrawn ? withdrawal('b', 'taken', refund) : withdrawal('b', 'available'),
            withdrawal('c', 'used'),
            withdrawal('d', 'refunded'),
          ],
        }),
      extra: {
        'POST /api/refunds/withdrawals': () => {
          withdrawn = true;
          return json({ refund }, { status: 201 });
        },
      },
    });
    const user = await openPage();
    expect(await screen.findByText(/can be refunded within 14 days of buying them/)).toBeInTheDocument();
    const rows = within(await screen.findByTestId('top-ups')).getAllByTestId('top-up');
    await waitFor(() => expect(rows[0]).toHaveTextContent('Refundable until'));
    expect(within(rows[1]!).getByTestId('withdrawal-closed')).toHaveTextContent(
      'No refund: the points of this top-up have been used.',
    );
    expect(within(rows[1]!).queryByRole('button', { name: /Refund/ })).toBeNull();
    // Refunded by our team in the provider's dashboard: said, and no second refund offered.
    expect(within(rows[2]!).getByTestId('withdrawal-closed')).toHaveTextContent(
      'Our team has refunded this payment.',
    );
    expect(within(rows[2]!).queryByRole('button', { name: /Refund/ })).toBeNull();

    await user.click(within(rows[0]!).getByRole('button', { name: 'Refund €12' }));
    const ask = within(rows[0]!).getByRole('group');
    expect(ask).toHaveAccessibleName(/1,200 credit points leave your balance and €12 goes back/);
    // Keeping the points closes the question without a call.
    await user.click(within(ask).getByRole('button', { name: 'Keep my points' }));
    expect(requests.calls('POST /api/refunds/withdrawals')).toHaveLength(0);

    await user.click(within(rows[0]!).getByRole('button', { name: 'Refund €12' }));
    await user.click(within(rows[0]!).getByRole('button', { name: 'Yes, refund it' }));
    expect(await within(rows[0]!).findByRole('status')).toHaveTextContent(
      'Refunded: €12 goes back to the way you paid.',
    );
    const [sent] = requests.calls('POST /api/refunds/withdrawals');
    expect(sent?.body).toMatchObject({ paymentId: 'b' });
    expect(sent?.headers.get('idempotency-key')).toBeTruthy();
    expect(await within(rows[0]!).findByTestId('withdrawal-status')).toHaveTextContent('Refund: Refunded');
    expect(within(rows[0]!).queryByRole('button', { name: 'Refund €12' })).toBeNull();
  });

  it('refuses SEPA without the mandate or with a bad IBAN, then debits and waits for the bank', async () => {
    let topUpsRead = 0;
    const api = server({
      topUp: () => json(payment({ status: 'processing' }), { status: 201 }),
      topUps: () =>
        json({
          topUps:
            topUpsRead++ === 0
              ? []
              : [{ payment: payment({ status: 'processing' }), methodKind: 'sepa_debit', takenBack: false }],
        }),
    });
    const user = await openPage();
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013001');
    await user.click(screen.getByRole('button', { name: 'Pay €12' }));
    const iban = screen.getByLabelText('IBAN');
    await waitFor(() =>
      expect(iban).toHaveAccessibleDescription('This IBAN is not valid: check its length and check digits.'),
    );
    expect(iban).toHaveAttribute('aria-invalid', 'true');
    expect(iban).toHaveFocus();
    const mandate = screen.getByRole('checkbox', { name: 'I accept this SEPA Direct Debit mandate.' });
    expect(mandate).toHaveAccessibleDescription(/Please accept the SEPA Direct Debit mandate\./);
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(
      expect.arrayContaining([
        'This IBAN is not valid: check its length and check digits.',
        'Please accept the SEPA Direct Debit mandate.',
      ]),
    );

    // A good IBAN, still without the mandate: refused, the checkbox gets the focus.
    await user.clear(iban);
    await user.type(iban, 'DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Pay €12' }));
    await waitFor(() => expect(mandate).toHaveFocus());
    expect(screen.queryByText('This IBAN is not valid: check its length and check digits.')).toBeNull();
    expect(api.calls('POST /api/payments/sandbox/bank-methods')).toHaveLength(0);
    expect(api.calls('POST /api/payments/points/top-ups')).toHaveLength(0);

    // Another amount, the mandate accepted: the method is made, then the top-up under its own key.
    await user.click(screen.getByRole('radio', { name: /€24/ }));
    await user.click(mandate);
    await user.click(screen.getByRole('button', { name: 'Pay €24' }));
    const heading = await screen.findByRole('heading', { name: 'Waiting for your bank' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('topup-status')).toHaveTextContent('Waiting for your bank');

    expect(api.calls('POST /api/payments/sandbox/bank-methods')[0]!.body).toMatchObject({
      type: 'sepa_debit',
      iban: 'DE89 3704 0044 0532 0130 00',
      holderName: 'Ada Lovelace',
      mandateAccepted: true,
    });
    const [topUp] = api.calls('POST /api/payments/points/top-ups');
    expect(topUp!.body).toMatchObject({ amountCents: 2400, paymentMethodId: 'pm_sb_bank1' });
    expect(topUp!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    // The list shows it waiting for the bank.
    const row = await screen.findByTestId('top-up');
    expect(row).toHaveTextContent('Waiting for your bank');
  });

  it('refuses an amount outside 5 to 500 euros with a clear message', async () => {
    const api = server({});
    const user = await openPage();
    await user.click(screen.getByRole('radio', { name: /Another amount/ }));
    const amount = screen.getByLabelText('Amount in euros');
    await user.type(amount, '4.99');
    await user.click(screen.getByRole('radio', { name: /^iDEAL/ }));
    await user.selectOptions(screen.getByLabelText('Your bank'), 'ING');
    await user.click(screen.getByTestId('pay'));
    await waitFor(() => expect(amount).toHaveAccessibleDescription(/Enter an amount from €5 to €500\./));
    expect(amount).toHaveFocus();
    expect(api.calls('POST /api/payments/sandbox/bank-methods')).toHaveLength(0);
  });

  it('takes iDEAL through the bank’s page, then adds the points', async () => {
    let polls = 0;
    const api = server({
      balance: 0,
      topUp: () =>
        json(
          payment({
            status: 'requires_action',
            nextActionUrl: `/api/payments/sandbox/challenges/${INTENT}?token=tok123`,
          }),
          { status: 201 },
        ),
      extra: {
        [`POST /api/payments/sandbox/challenges/${INTENT}`]: () => json({ status: 'succeeded' }),
        [`GET /api/payments/${PAYMENT}`]: () =>
          json(payment({ status: polls++ === 0 ? 'requires_action' : 'succeeded' })),
      },
    });
    const user = await openPage();
    await user.click(screen.getByRole('radio', { name: /^iDEAL/ }));
    await user.click(screen.getByRole('button', { name: 'Pay €12' }));
    expect(await screen.findByText('Choose your bank.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your bank')).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Your bank'), 'Rabobank');
    await user.click(screen.getByRole('button', { name: 'Pay €12' }));

    const bankPage = await screen.findByRole('heading', { name: 'Approve the payment at your bank' });
    await waitFor(() => expect(bankPage).toHaveFocus());
    expect(screen.getByTestId('challenge')).toHaveTextContent('approve the payment of €12');
    expect(screen.getByTestId('challenge')).not.toHaveTextContent('3-D Secure');
    expect(api.calls('POST /api/payments/sandbox/bank-methods')[0]!.body).toMatchObject({
      type: 'ideal',
      bank: 'rabobank',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByRole('heading', { name: '1,200 points added' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.calls(`POST /api/payments/sandbox/challenges/${INTENT}`)[0]!.body).toMatchObject({
      token: 'tok123',
      outcome: 'approve',
    });
    // The balance is read again once the points are there.
    await waitFor(() => expect(api.calls('GET /api/payments/points').length).toBeGreaterThan(1));
  });

  it('shows a failed payment in its own words and keeps the form', async () => {
    server({
      topUp: () =>
        json(payment({ status: 'failed', failureCode: 'card_declined', failureMessage: 'Declined.' }), {
          status: 201,
        }),
    });
    const user = await openPage();
    await user.click(screen.getByRole('radio', { name: /^Bancontact/ }));
    await user.type(screen.getByLabelText('Account holder'), 'Jan Peeters');
    await user.click(screen.getByRole('button', { name: 'Pay €12' }));
    const failed = await screen.findByTestId('topup-failed');
    expect(failed).toHaveTextContent('The payment did not go through');
    expect(failed).toHaveTextContent('Your card was declined.');
    expect(screen.getByLabelText('Account holder')).toHaveValue('Jan Peeters');
  });

  it('is linked from /dual-payment-system', async () => {
    server({ extra: { 'GET /api/booking/seats': () => json({ upcoming: [], past: [] }) } });
    renderAt(<AppRoutes />, '/dual-payment-system');
    expect(await screen.findByRole('link', { name: 'Buy credit points' })).toHaveAttribute(
      'href',
      '/european-payments',
    );
  });
});
