import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.ts';
import { behaviourOf, cardProblem, luhnValid } from './sandbox/test-cards.ts';
import { signPayload, verifySignature } from './signature.ts';
import { loopbackStripe } from './stripe/loopback-stripe.fixtures.ts';
import { StripeProvider } from './stripe/stripe-provider.ts';

const now = new Date('2026-11-27T12:00:00Z');

describe('sandbox cards (Stripe test numbers)', () => {
  it('checks the number with Luhn', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4000002760003184')).toBe(true);
    expect(luhnValid('42424242')).toBe(false);
  });

  it('refuses a wrong number, a past expiry, a bad month and a bad CVC, each with its own message', () => {
    const ok = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2030, cvc: '123' };
    expect(cardProblem(ok, now)).toBeNull();
    expect(cardProblem({ ...ok, number: '4242 4242 4242 4241' }, now)?.message).toBe(
      'Your card number is incorrect.',
    );
    expect(cardProblem({ ...ok, expMonth: 10, expYear: 2026 }, now)?.code).toBe('expired_card');
    // Valid through the last day of its month.
    expect(cardProblem({ ...ok, expMonth: 11, expYear: 2026 }, now)).toBeNull();
    expect(cardProblem({ ...ok, expMonth: 11, expYear: 26 }, now)).toBeNull();
    expect(cardProblem({ ...ok, expMonth: 13 }, now)?.code).toBe('invalid_expiry');
    expect(cardProblem({ ...ok, cvc: '12' }, now)?.code).toBe('invalid_cvc');
  });

  it('behaves as Stripe documents: success, decline, 3-D Secure challenge', () => {
    expect(behaviourOf('4242424242424242')).toEqual({ kind: 'succeed' });
    expect(behaviourOf('4000 0000 0000 0002')).toMatchObject({ kind: 'decline', code: 'card_declined' });
    expect(behaviourOf('4000002760003184')).toEqual({ kind: 'challenge' });
  });
});

describe('webhook signatures (HMAC-SHA256 with a timestamp)', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1"}';

  it('accepts the signature of the exact body within the tolerance', () => {
    const header = signPayload(secret, body, now);
    expect(() =>
      verifySignature(secret, Buffer.from(body), header, new Date(now.getTime() + 60_000)),
    ).not.toThrow();
  });

  it('refuses another body, another secret, an old timestamp, and a malformed or missing header', () => {
    const header = signPayload(secret, body, now);
    const refused = (fn: () => void) => expect(fn).toThrow(WebhookSignatureError);
    refused(() => verifySignature(secret, Buffer.from('{"id":"evt_2"}'), header, now));
    refused(() => verifySignature('whsec_other', Buffer.from(body), header, now));
    refused(() => verifySignature(secret, Buffer.from(body), header, new Date(now.getTime() + 301_000)));
    refused(() => verifySignature(secret, Buffer.from(body), 'v1=abc', now));
    refused(() => verifySignature(secret, Buffer.from(body), undefined, now));
  });
});

describe('the Stripe adapter', () => {
  const stripe = new Stripe('sk_test_offline');
  const provider = new StripeProvider('sk_test_offline', 'whsec_stripe', stripe);
  const event = JSON.stringify({
    id: 'evt_123',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: {
      object: {
        id: 'pi_123',
        object: 'payment_intent',
        amount: 1200,
        currency: 'eur',
        status: 'succeeded',
        metadata: { paymentId: '00000000-0000-4000-8000-000000000001' },
      },
    },
  });

  it('checks a webhook with stripe.webhooks.constructEvent on the raw body', () => {
    const header = stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_stripe' });
    const parsed = provider.parseWebhook(Buffer.from(event), { 'stripe-signature': header });
    expect(parsed).toMatchObject({
      id: 'evt_123',
      type: 'payment_intent.succeeded',
      payment: {
        id: 'pi_123',
        status: 'succeeded',
        amountCents: 1200,
        currency: 'EUR',
        paymentId: '00000000-0000-4000-8000-000000000001',
      },
    });
  });

  it('refuses a signature made with another secret, or over another body', () => {
    const wrong = stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_other' });
    expect(() => provider.parseWebhook(Buffer.from(event), { 'stripe-signature': wrong })).toThrow(
      WebhookSignatureError,
    );
    const right = stripe.webhooks.generateTestHeaderString({ payload: event, secret: 'whsec_stripe' });
    expect(() =>
      provider.parseWebhook(Buffer.from(event.replace('1200', '120000')), { 'stripe-signature': right }),
    ).toThrow(WebhookSignatureError);
  });
});

describe('the Stripe adapter keeps a card for renewals on the payer’s Customer', () => {
  /** Stripe's API as far as these calls go, on loopback: what the adapter sent, and Stripe's shapes back. */
  async function fakeStripe() {
    const customers: string[] = [];
    const stripe = await loopbackStripe((call) => {
      if (call.path === '/v1/customers/search')
        return {
          object: 'search_result',
          data: customers.map((id) => ({ id, object: 'customer' })),
          has_more: false,
        };
      if (call.path === '/v1/customers') {
        customers.push('cus_1');
        return { id: 'cus_1', object: 'customer' };
      }
      return {
        id: `pi_${stripe.calls.length}`,
        object: 'payment_intent',
        amount: Number(call.body.get('amount')),
        currency: call.body.get('currency'),
        status: 'succeeded',
        metadata: { paymentId: call.body.get('metadata[paymentId]') },
      };
    });
    return {
      requests: stripe.calls,
      provider: new StripeProvider('sk_test_offline', 'whsec', stripe.client),
      close: stripe.close,
    };
  }

  it('makes the Customer once, attaches the first month’s card to it, and charges it off-session later', async () => {
    const stripe = await fakeStripe();
    try {
      const base = {
        amountCents: 600,
        currency: 'EUR',
        paymentMethodId: 'pm_card_visa',
        returnUrl: 'https://trt.example/premium',
        saveFor: { userId: 'u1', email: 'ada@example.eu' },
      };
      const first = await stripe.provider.createPayment({ ...base, idempotencyKey: 'k1', paymentId: 'p1' });
      expect(first).toMatchObject({ status: 'succeeded', amountCents: 600, paymentId: 'p1' });
      const renewal = await stripe.provider.createPayment({
        ...base,
        idempotencyKey: 'k2',
        paymentId: 'p2',
        offSession: true,
      });
      expect(renewal.status).toBe('succeeded');

      const made = stripe.requests.filter((r) => r.path === '/v1/customers');
      expect(made).toHaveLength(1);
      expect(made[0]!.key).toBe('trt-customer-u1');
      expect(made[0]!.body.get('metadata[trt_user]')).toBe('u1');
      expect(made[0]!.body.get('email')).toBe('ada@example.eu');
      const [one, two] = stripe.requests.filter((r) => r.path === '/v1/payment_intents');
      expect(one!.body.get('customer')).toBe('cus_1');
      expect(one!.body.get('setup_future_usage')).toBe('off_session');
      expect(one!.body.get('off_session')).toBeNull();
      expect(one!.key).toBe('k1');
      expect(two!.body.get('customer')).toBe('cus_1');
      expect(two!.body.get('off_session')).toBe('true');
      expect(two!.body.get('setup_future_usage')).toBeNull();
      expect(two!.body.get('payment_method')).toBe('pm_card_visa');
    } finally {
      stripe.close();
    }
  });
});

describe('the Stripe adapter tells our refunds from those made in the dashboard', () => {
  it('marks ours with our key, lists every refund of an intent, and reads refund events', async () => {
    const made: URLSearchParams[] = [];
    const stripe = await loopbackStripe((call) => {
      if (call.method === 'POST' && call.path === '/v1/refunds') {
        made.push(call.body);
        return { id: 're_ours', object: 'refund', amount: 700, currency: 'eur', status: 'succeeded' };
      }
      // Stripe lists the intent's refunds newest first, one page at a time.
      const later = call.query.get('starting_after');
      const page = later
        ? [{ id: 're_old', amount: 100, status: 'failed', metadata: {} }]
        : [
            { id: 're_ours', amount: 700, status: 'succeeded', metadata: { trt_refund_key: 'trt-refund-1' } },
            { id: 're_dash', amount: 300, status: 'pending', metadata: {} },
          ];
      return {
        object: 'list',
        url: '/v1/refunds',
        has_more: !later,
        data: page.map((r) => ({
          ...r,
          object: 'refund',
          currency: 'eur',
          payment_intent: call.query.get('payment_intent'),
        })),
      };
    });
    const client = stripe.client;
    try {
      const provider = new StripeProvider('sk_test_offline', 'whsec_stripe', client);
      await provider.refundPayment('pi_9', 700, 'trt-refund-1');
      expect(made[0]!.get('metadata[trt_refund_key]')).toBe('trt-refund-1');
      expect(made[0]!.get('payment_intent')).toBe('pi_9');
      expect(await provider.listRefunds('pi_9')).toEqual([
        { id: 're_ours', status: 'succeeded', amountCents: 700, currency: 'EUR', ours: true },
        { id: 're_dash', status: 'pending', amountCents: 300, currency: 'EUR', ours: false },
        { id: 're_old', status: 'failed', amountCents: 100, currency: 'EUR', ours: false },
      ]);

      const signed = (payload: string) =>
        provider.parseWebhook(Buffer.from(payload), {
          'stripe-signature': client.webhooks.generateTestHeaderString({ payload, secret: 'whsec_stripe' }),
        });
      const charge = JSON.stringify({
        id: 'evt_r1',
        object: 'event',
        type: 'charge.refunded',
        data: {
          object: {
            id: 'ch_1',
            object: 'charge',
            amount: 1200,
            amount_refunded: 300,
            currency: 'eur',
            payment_intent: 'pi_9',
            refunded: false,
          },
        },
      });
      expect(signed(charge)).toEqual({
        id: 'evt_r1',
        type: 'charge.refunded',
        payment: null,
        dispute: null,
        refundsOf: 'pi_9',
      });
      const failed = JSON.stringify({
        id: 'evt_r2',
        object: 'event',
        type: 'refund.failed',
        data: {
          object: { id: 're_dash', object: 'refund', amount: 300, currency: 'eur', payment_intent: 'pi_9' },
        },
      });
      expect(signed(failed).refundsOf).toBe('pi_9');
      // A charge event that is not about refunds names no payment to look at.
      expect(signed(charge.replace('charge.refunded', 'charge.succeeded')).refundsOf).toBeNull();
    } finally {
      stripe.close();
    }
  });
});
