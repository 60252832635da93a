import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../../app/routing/router';
import { aUser, json, mockFetch } from '../../../test/fetch-mock';
import { renderAt } from '../../../test/render';
import { aHeldSeat } from '../../../test/seats.fixtures';

/**
 * ADR 043: with Stripe as the provider, cards (and bank accounts) become payment methods through
 * Stripe.js, whose script comes from js.stripe.com and cannot load here. Stripe.js is replaced by a
 * recording stand-in with its shape (elements → card → mount/on/focus/destroy, createPaymentMethod);
 * what is under test is our side: what we ask of Stripe.js, what we show, and what we send to our API.
 */
const stripeJs = vi.hoisted(() => ({
  keys: [] as string[],
  fail: false,
  locales: [] as unknown[],
  cards: [] as FakeCard[],
  created: [] as Record<string, unknown>[],
  answer: (_data: Record<string, unknown>): unknown => ({ paymentMethod: { id: 'pm_stripe_1' } }),
}));

class FakeCard {
  handlers: Record<string, (event: unknown) => void> = {};
  host: HTMLElement | null = null;
  focused = 0;
  destroyed = false;
  on(event: string, handler: (event: unknown) => void) {
    this.handlers[event] = handler;
    return this;
  }
  mount(host: HTMLElement) {
    this.host = host;
  }
  focus() {
    this.focused++;
  }
  destroy() {
    this.destroyed = true;
  }
  /** What Stripe's frame reports as the payer types. */
  change(event: { complete: boolean; error?: { message: string } }) {
    act(() => this.handlers.change?.({ elementType: 'card', empty: false, ...event }));
  }
}

vi.mock('../lib/stripe-js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/stripe-js')>()),
  loadStripeJs: async (key: string) => {
    stripeJs.keys.push(key);
    if (stripeJs.fail) throw new Error('blocked');
    return {
      elements: (options: { locale: unknown }) => {
        stripeJs.locales.push(options.locale);
        return {
          create: () => {
            const card = new FakeCard();
            stripeJs.cards.push(card);
            return card;
          },
        };
      },
      createPaymentMethod: async (data: Record<string, unknown>) => {
        stripeJs.created.push(data);
        return stripeJs.answer(data);
      },
    };
  },
}));

beforeEach(() => {
  Object.assign(stripeJs, { keys: [], fail: false, locales: [], cards: [], created: [] });
  stripeJs.answer = () => ({ paymentMethod: { id: 'pm_stripe_1' } });
});

const SEAT = '7b0e8f56-7a43-4b1a-9d4e-0c7b0c1f2a11';
const payment = (overrides: Record<string, unknown> = {}) => ({
  id: '9c1e8f56-7a43-4b1a-9d4e-0c7b0c1f2a22',
  purpose: 'seat',
  amountCents: 1200,
  currency: 'EUR',
  status: 'requires_capture',
  failureCode: null,
  failureMessage: null,
  nextActionUrl: null,
  createdAt: '2026-12-01T10:00:00.000Z',
  ...overrides,
});

function server(publishableKey = 'pk_test_123') {
  return mockFetch({
    'GET /api/user': () => json(aUser({ userType: 'student' })),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/payments/provider': () => json({ provider: 'stripe', publishableKey }),
    'GET /api/booking/seats': () =>
      json({
        upcoming: [aHeldSeat({ id: SEAT })],
        past: [],
      }),
    [`GET /api/payments/seats/${SEAT}/quote`]: () =>
      json({
        currency: 'EUR',
        listPriceCents: 1200,
        accessFeeCents: 0,
        discountCents: 0,
        pointsBalanceCents: 0,
        voucher: null,
      }),
    [`POST /api/payments/seats/${SEAT}/checkout`]: () =>
      json({ payment: payment(), seatStatus: 'confirmed' }, { status: 201 }),
    'GET /api/payments/points': () => json({ balanceCents: 0, entries: [] }),
    'GET /api/payments/points/top-ups': () => json({ topUps: [] }),
    'GET /api/refunds/top-ups': () => json({ topUps: [] }),
    'POST /api/payments/points/top-ups': () =>
      json(payment({ purpose: 'points_top_up', status: 'processing' }), { status: 201 }),
  });
}

/** The checkout, alive, with Stripe's card field mounted in its box. */
async function openCheckout() {
  renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
  const group = await screen.findByRole('group', { name: 'Card details' });
  await waitFor(() => expect(stripeJs.cards[0]?.host).toBe(within(group).getByTestId('stripe-card')));
  await waitFor(() => expect(screen.getByRole('button', { name: /Pay/ })).toBeEnabled());
  return { user: userEvent.setup(), card: stripeJs.cards[0]! };
}

describe('Stripe.js takes the card (ADR 043)', () => {
  it('mounts Stripe’s card field with the key and language, and pays with the payment method it makes', async () => {
    const api = server();
    const { user, card } = await openCheckout();
    expect(stripeJs.keys).toEqual(['pk_test_123']);
    expect(stripeJs.locales).toEqual(['en']);
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    expect(screen.getByText(/never reach our servers/)).toBeInTheDocument();
    // Stripe's test mode takes the sandbox's test cards.
    expect(screen.getByTestId('test-cards')).toHaveTextContent('4242 4242 4242 4242');

    // Nothing typed yet: the field says what is missing, and nothing is asked of Stripe or of us.
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(
      await screen.findByText('Enter your card number, expiry date and security code.'),
    ).toBeInTheDocument();
    expect(card.focused).toBe(1);
    expect(stripeJs.created).toHaveLength(0);
    expect(api.calls(`POST /api/payments/seats/${SEAT}/checkout`)).toHaveLength(0);

    card.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Seat confirmed' })).toBeInTheDocument();
    expect(stripeJs.created).toEqual([{ type: 'card', card }]);
    const [checkout] = api.calls(`POST /api/payments/seats/${SEAT}/checkout`);
    expect(checkout!.body).toMatchObject({ paymentMethodId: 'pm_stripe_1', expectedCardCents: 1200 });
    expect(checkout!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(api.calls('POST /api/payments/sandbox/payment-methods')).toHaveLength(0);
  });

  it('shows Stripe’s refusal of the card at its field and sends us nothing', async () => {
    const api = server();
    stripeJs.answer = () => ({
      error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
    });
    const { user, card } = await openCheckout();
    card.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByText('Your card number is incorrect.')).toBeInTheDocument();
    expect(api.calls(`POST /api/payments/seats/${SEAT}/checkout`)).toHaveLength(0);
    // A new entry is a new attempt: Stripe is asked again.
    stripeJs.answer = () => ({ paymentMethod: { id: 'pm_stripe_2' } });
    card.change({ complete: true });
    await user.click(screen.getByRole('button', { name: /Pay/ }));
    expect(await screen.findByRole('heading', { name: 'Seat confirmed' })).toBeInTheDocument();
    expect(api.calls(`POST /api/payments/seats/${SEAT}/checkout`)[0]!.body).toMatchObject({
      paymentMethodId: 'pm_stripe_2',
    });
  });

  it('lists no test cards with a live key, and says so when Stripe.js cannot load', async () => {
    server('pk_live_123');
    stripeJs.fail = true;
    renderAt(<AppRoutes />, `/payment?seat=${SEAT}`);
    expect(await screen.findByTestId('stripe-failed')).toHaveTextContent(
      /could not be loaded.*Nothing has been charged/,
    );
    expect(screen.queryByTestId('test-cards')).not.toBeInTheDocument();
    expect(stripeJs.keys).toEqual(['pk_live_123']);
  });

  it('makes a SEPA Direct Debit method at Stripe with the holder and the payer’s email, and shows a refused IBAN at its field', async () => {
    const api = server();
    stripeJs.answer = () => ({
      error: { type: 'invalid_request_error', param: 'sepa_debit[iban]', message: 'The IBAN is not valid.' },
    });
    renderAt(<AppRoutes />, '/european-payments');
    await waitFor(() => expect(screen.getByTestId('pay')).toBeEnabled());
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'DE89370400440532013000');
    await user.click(screen.getByRole('checkbox', { name: 'I accept this SEPA Direct Debit mandate.' }));
    await user.click(screen.getByTestId('pay'));
    await waitFor(() =>
      expect(screen.getByLabelText('IBAN')).toHaveAccessibleDescription(/The IBAN is not valid\./),
    );
    expect(stripeJs.created).toEqual([
      {
        type: 'sepa_debit',
        sepa_debit: { iban: 'DE89370400440532013000' },
        billing_details: { name: 'Ada Lovelace', email: 'ada@example.com' },
      },
    ]);
    expect(api.calls('POST /api/payments/points/top-ups')).toHaveLength(0);

    stripeJs.answer = () => ({ paymentMethod: { id: 'pm_stripe_sepa' } });
    await user.click(screen.getByTestId('pay'));
    await waitFor(() => expect(api.calls('POST /api/payments/points/top-ups')).toHaveLength(1));
    expect(api.calls('POST /api/payments/points/top-ups')[0]!.body).toMatchObject({
      amountCents: 1200,
      paymentMethodId: 'pm_stripe_sepa',
    });
    expect(api.calls('POST /api/payments/sandbox/bank-methods')).toHaveLength(0);
  });
});
