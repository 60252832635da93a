import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookSignatureError } from './provider.ts';
import { behaviourOf, cardProblem, luhnValid } from './sandbox/test-cards.ts';
import { signPayload, verifySignature } from './signature.ts';
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
