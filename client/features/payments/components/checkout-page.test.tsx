import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch, type RecordedRequest } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { aHeldSeat } from '../../../test/seats.fixtures';

const SEAT = '7b0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11';
const PAYMENT = '9c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a22';

function payment(overrides: Record<string, unknown> = {}) {
  return {
    id: PAYMENT,
    purpose: 'seat',
    amountCents: 1200,
    currency: 'EUR',
    status: 'requires_capture',
    failureCode: null,
    failureMessage: null,
    nextActionUrl: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

type Handler = (r: RecordedRequest) => Response | Promise<Response>;

function quote(overrides: Record<string, unknown> = {}) {
  return {
    currency: 'EUR',
    listPriceCents: 1200,
    accessFeeCents: 0,
    discountCents: 0,
    pointsBalanceCents: 0,
    voucher: null,
    ...overrides,
  };
}

function server(opts: {
  seat?: ReturnType<typeof aHeldSeat>;
  paymentMethod?: Handler;
  checkout?: Handler;
  quote?: Handler;
  extra?: Record<string, Handler>;
}) {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/booking/seats': () => json({ upcoming: [opts.seat ?? aHeldSeat()], past: [] }),
    'GET /api/payments/provider': () => json({ provider: 'sandbox' }),
    'POST /api/payments/sandbox/payment-methods':
      opts.paymentMethod ??
      (() =>
        json({ id: 'pm_sb_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 }, { status: 201 })),
    [`GET /api/payments/seats/${SEAT}/quote`]: opts.quote ?? (() => json(quote())),
    [`POST /api/payments/seats/${SEAT}/checkout`]:
      opts.checkout ?? (() => json({ payment: payment(), seatStatus: 'confirmed' }, { status: 201 })),
    ...opts.extra,
  });
}

async function fillCard(number: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Card number'), number);
  await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '12/34');
  await user.type(screen.getByLabelText('Security code (CVC)'), '123');
  return user;
}

const keysOf = (requests: RecordedRequest[]) => requests.map((r) => r.headers.get('Idempotency-Key'));

describe('checkout of a held seat (issue 12)', () => {
  it('shows what is bought, the hold counting down and the sandbox test cards, then confirms the seat', async () => {
    const api = server({});
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pay for your seat' })).toBeInTheDocument();
    const summary = await screen.findByTestId('checkout-summary');
    expect(summary).toHaveTextContent('Guitar');
    expect(summary).toHaveTextContent('Lukas M.');
    expect(summary).toHaveTextContent('3:1');
    expect(screen.getByTestId('checkout-price')).toHaveTextContent('12');
    expect(screen.getByRole('timer')).toHaveTextContent(/\d+:\d\d left/);
    expect(await screen.findByTestId('test-cards')).toHaveTextContent('4242 4242 4242 4242');

    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const heading = await screen.findByRole('heading', { name: 'Seat confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByTestId('checkout-status')).toHaveTextContent('Seat confirmed');
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/learner-dashboard',
    );

    expect(api.calls('POST /api/payments/sandbox/payment-methods')[0]!.body).toMatchObject({
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: 2034,
      cvc: '123',
    });
    const [checkout] = api.calls(`POST /api/payments/seats/${SEAT}/checkout`);
    expect(checkout!.body).toMatchObject({ paymentMethodId: 'pm_sb_1' });
    expect(checkout!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('offers the receipt once the money of the confirmed seat is taken, not before', async () => {
    let status = 'requires_capture';
    const api = server({
      extra: { [`GET /api/payments/${PAYMENT}`]: () => json(payment({ status })) },
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    await waitFor(() => expect(api.calls(`GET /api/payments/${PAYMENT}`).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('receipt-link')).toBeNull();
    status = 'succeeded';
    const link = await screen.findByTestId('receipt-link', {}, { timeout: 5000 });
    expect(link).toHaveAttribute('href', `/api/payments/${PAYMENT}/receipt`);
    expect(link).toHaveTextContent('Receipt (PDF)');
  });

  it('shows a decline in the provider’s words, keeps the form, and pays again under a new key', async () => {
    let round = 0;
    const api = server({
      checkout: () =>
        json(
          round++ === 0
            ? {
                payment: payment({
                  status: 'failed',
                  failureCode: 'card_declined',
                  failureMessage: 'Your card was declined.',
                }),
                seatStatus: 'held',
              }
            : { payment: payment(), seatStatus: 'confirmed' },
          { status: 201 },
        ),
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4000 0000 0000 0002');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const declined = await screen.findByTestId('checkout-declined');
    expect(declined).toHaveTextContent('Payment declined');
    expect(declined).toHaveTextContent('Your card was declined.');
    await waitFor(() => expect(within(declined).getByRole('heading')).toHaveFocus());

    const number = screen.getByLabelText('Card number');
    await user.clear(number);
    await user.type(number, '4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    const keys = keysOf(api.calls(`POST /api/payments/seats/${SEAT}/checkout`));
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toEqual(keys[1]);
  });

  it('puts the provider’s refusal of a card under its field', async () => {
    server({
      paymentMethod: () =>
        json(
          {
            message: 'Your card number is incorrect.',
            code: 'VALIDATION',
            details: [
              { field: 'number', code: 'incorrect_number', message: 'Your card number is incorrect.' },
            ],
          },
          { status: 400 },
        ),
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4242 4242 4242 4241');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const number = screen.getByLabelText('Card number');
    await waitFor(() => expect(number).toHaveAccessibleDescription('Your card number is incorrect.'));
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveFocus();
  });

  it('asks for the expiry as MM/YY before sending anything', async () => {
    const api = server({});
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Card number'), '4242 4242 4242 4242');
    await user.type(screen.getByLabelText('Expiry date (MM/YY)'), '13/3');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText(/Enter the expiry date as MM\/YY/)).toBeInTheDocument();
    expect(screen.getByText('Enter the security code from the back of your card.')).toBeInTheDocument();
    expect(api.calls('POST /api/payments/sandbox/payment-methods')).toHaveLength(0);
  });

  it('retries an attempt whose answer was lost under the same key', async () => {
    let round = 0;
    const api = server({
      checkout: () => {
        if (round++ === 0) throw new TypeError('Failed to fetch');
        return json({ payment: payment(), seatStatus: 'confirmed' }, { status: 201 });
      },
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByTestId('checkout-problem')).toHaveTextContent('you will not be charged twice');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    const keys = keysOf(api.calls(`POST /api/payments/seats/${SEAT}/checkout`));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(keys[1]);
    // The payment method of the attempt is reused too, so the retried body is the same.
    expect(api.calls('POST /api/payments/sandbox/payment-methods')).toHaveLength(1);
  });

  it('runs the sandbox’s 3-D Secure check, then waits for the payment to settle', async () => {
    let polls = 0;
    const api = server({
      checkout: () =>
        json(
          {
            payment: payment({
              status: 'requires_action',
              nextActionUrl: `/api/payments/sandbox/challenges/pi_sb_${'a'.repeat(24)}?token=abc123`,
            }),
            seatStatus: 'held',
          },
          { status: 201 },
        ),
      extra: {
        [`POST /api/payments/sandbox/challenges/pi_sb_${'a'.repeat(24)}`]: () =>
          json({ status: 'requires_capture' }),
        [`GET /api/payments/${PAYMENT}`]: () =>
          json(payment({ status: polls++ === 0 ? 'requires_action' : 'requires_capture' })),
      },
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4000 0027 6000 3184');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const challenge = await screen.findByRole('heading', { name: 'Confirm the payment with your bank' });
    await waitFor(() => expect(challenge).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Confirm payment' }));
    expect(
      await screen.findByRole('heading', { name: 'Seat confirmed' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.calls(`POST /api/payments/sandbox/challenges/pi_sb_${'a'.repeat(24)}`)[0]!.body).toMatchObject(
      {
        token: 'abc123',
        outcome: 'approve',
      },
    );
  });

  it('says so when the hold ran out, and links back to booking', async () => {
    server({
      checkout: () => json({ message: 'The hold on this seat has run out.', code: 'GONE' }, { status: 410 }),
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    const heading = await screen.findByRole('heading', { name: 'Your hold has run out' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/session-booking');
  });

  it('offers no form for a lapsed hold', async () => {
    server({ seat: aHeldSeat({ holdExpiresAt: new Date(Date.now() - 1000).toISOString() }) });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    expect(await screen.findByRole('heading', { name: 'Your hold has run out' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
  });

  it('adds the one-time access fee, pays part with credit points, and sends the figure shown', async () => {
    const api = server({ quote: () => json(quote({ accessFeeCents: 500, pointsBalanceCents: 700 })) });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    expect(await screen.findByTestId('price-access-fee', {}, { timeout: 3000 })).toHaveTextContent('5');
    expect(screen.getByTestId('checkout-price')).toHaveTextContent('17');
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Use my credit points/ }));
    expect(screen.getByTestId('price-points')).toHaveTextContent('7');
    expect(screen.getByTestId('checkout-price')).toHaveTextContent('10');
    await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay .*10/ }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    const body = api.calls(`POST /api/payments/seats/${SEAT}/checkout`)[0]!.body;
    expect(body).toMatchObject({ paymentMethodId: 'pm_sb_1', usePoints: true, expectedCardCents: 1000 });
    expect(body).not.toHaveProperty('voucherCode');
  });

  it('needs no card when credit points pay it all', async () => {
    const api = server({ quote: () => json(quote({ pointsBalanceCents: 5000 })) });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('checkbox', { name: /Use my credit points/ }, { timeout: 3000 }),
    );
    expect(screen.getByTestId('points-cover')).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.queryByTestId('test-cards')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay with credit points' }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    expect(api.calls('POST /api/payments/sandbox/payment-methods')).toHaveLength(0);
    const body = api.calls(`POST /api/payments/seats/${SEAT}/checkout`)[0]!.body;
    expect(body).toMatchObject({ usePoints: true, expectedCardCents: 0 });
    expect(body).not.toHaveProperty('paymentMethodId');
  });

  it('applies a voucher the server accepts, and says why it refuses one', async () => {
    const api = server({
      quote: (r) =>
        r.url.includes('voucher=TRT-GOOD')
          ? json(
              quote({
                discountCents: 120,
                voucher: { code: 'TRT-GOOD', discountPercent: 10, creditPoints: 50 },
              }),
            )
          : r.url.includes('voucher=')
            ? json(
                {
                  code: 'NOT_FOUND',
                  message: 'This voucher code is not valid.',
                  key: 'payments.voucher.errors.unknown',
                },
                { status: 404 },
              )
            : json(quote()),
    });
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Voucher code', {}, { timeout: 3000 }), 'TRT-BAD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This voucher code is not valid.')).toBeInTheDocument();
    expect(screen.getByLabelText('Voucher code')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Voucher code'));
    await user.type(screen.getByLabelText('Voucher code'), 'TRT-GOOD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('voucher-applied')).toHaveTextContent('TRT-GOOD');
    expect(screen.getByTestId('price-discount')).toHaveTextContent('1.20');
    expect(screen.getByTestId('checkout-price')).toHaveTextContent('10.80');
    await fillCard('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay .*10.80/ }));
    await screen.findByRole('heading', { name: 'Seat confirmed' });
    expect(api.calls(`POST /api/payments/seats/${SEAT}/checkout`)[0]!.body).toMatchObject({
      voucherCode: 'TRT-GOOD',
      expectedCardCents: 1080,
    });
  });
});
