import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeatView } from '../../../common/contracts/booking.ts';
import { tutorPayoutMethods, tutorPayouts } from '../../db/schema/index.ts';
import { type PayoutProvider, StripePayoutProvider } from '../../integrations/payments/index.ts';
import { loopbackStripe } from '../../integrations/payments/stripe/loopback-stripe.fixtures.ts';
import { createTestApp, json, registerUser, type TestApp } from '../../test/test-app.ts';
import * as fixtures from '../booking/booking.fixtures.ts';
import { verifyLedger } from '../ledger/index.ts';
import { weekOf } from './payouts.policy.ts';
import { reconcilePayouts, runLastWeek } from './payouts.service.ts';

/**
 * ADR 044: with Stripe paying tutors, a tutor sets up a Stripe Connect (Express) account through
 * Stripe's hosted onboarding, and is paid by transfers to it once Stripe lets it take payouts.
 * Stripe's API is played on loopback (as far as these calls go, in Stripe's shapes); the adapter is
 * the real one, with the real Stripe library, pointed at it.
 */
async function fakeStripe() {
  const account = { ready: false, due: ['individual.verification.document', 'external_account'] };
  const accountObject = () => ({
    id: 'acct_1TUTOR',
    object: 'account',
    type: 'express',
    payouts_enabled: account.ready,
    requirements: { currently_due: account.due, past_due: [] },
  });
  const stripe = await loopbackStripe(({ path, body }) => {
    if (path === '/v1/accounts/acct_1TUTOR/login_links')
      return {
        object: 'login_link',
        url: 'https://connect.stripe.com/express/acct_1TUTOR/login',
        created: 1,
      };
    if (path === '/v1/accounts' || path === '/v1/accounts/acct_1TUTOR') return accountObject();
    if (path === '/v1/account_links')
      return {
        object: 'account_link',
        url: `https://connect.stripe.com/setup/e/acct_1TUTOR/${stripe.calls.length}`,
        expires_at: 1_900_000_000,
      };
    if (path === '/v1/transfers')
      return {
        id: 'tr_1',
        object: 'transfer',
        amount: Number(body.get('amount')),
        currency: body.get('currency'),
        destination: body.get('destination'),
        reversed: false,
        metadata: { payoutId: body.get('metadata[payoutId]'), attempt: body.get('metadata[attempt]') },
      };
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unknown path' } } };
  });
  return {
    seen: stripe.calls,
    account,
    client: stripe.client,
    provider: new StripePayoutProvider('sk_test_offline', 'whsec_account', stripe.client, 'whsec_connect'),
    close: stripe.close,
  };
}

let t: TestApp;
let stripe: Awaited<ReturnType<typeof fakeStripe>>;
let sandbox: PayoutProvider;
const payments = () => t.ctx.payments as { payouts: PayoutProvider };
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_DISABLED: 'true' });
  stripe = await fakeStripe();
  sandbox = payments().payouts;
  payments().payouts = stripe.provider;
});
afterAll(async () => {
  payments().payouts = sandbox;
  stripe.close();
  expect((await verifyLedger(t.ctx.db)).faults).toEqual([]);
  await t.dispose();
});

describe('Stripe Connect onboarding and payouts (ADR 044)', () => {
  it('opens one account per tutor, links to Stripe’s onboarding, and pays only once Stripe lets it', async () => {
    const tutor = await fixtures.tutorWithSkill(t);
    const before = json(await tutor.client.get('/api/payouts/method'));
    expect(before).toEqual({ method: null, provider: 'stripe' });
    // Stripe collects the bank details: an IBAN entered here is refused, not kept unpaid.
    const iban = await tutor.client.request('PUT', '/api/payouts/method', {
      kind: 'iban',
      accountHolder: 'Lukas Meyer',
      iban: 'DE89370400440532013000',
    });
    expect(iban.statusCode).toBe(409);
    expect(json(iban).key).toBe('payouts.errors.useStripe');

    const first = await tutor.client.post('/api/payouts/connect/onboarding', {});
    expect(first.statusCode, first.body).toBe(200);
    expect(json(first).url).toMatch(/^https:\/\/connect\.stripe\.com\/setup\/e\/acct_1TUTOR\//);
    const second = await tutor.client.post('/api/payouts/connect/onboarding', {});
    expect(json(second).url).not.toBe(json(first).url);

    const created = stripe.seen.filter((s) => s.method === 'POST' && s.path === '/v1/accounts');
    expect(created).toHaveLength(1);
    expect(created[0]!.key).toBe(`trt-connect-${tutor.tutorId}`);
    expect(created[0]!.body.get('type')).toBe('express');
    expect(created[0]!.body.get('capabilities[transfers][requested]')).toBe('true');
    expect(created[0]!.body.get('metadata[trt_tutor]')).toBe(tutor.tutorId);
    expect(created[0]!.body.get('email')).toMatch(/@/);
    const links = stripe.seen.filter((s) => s.path === '/v1/account_links');
    expect(links).toHaveLength(2);
    expect(links[0]!.body.get('account')).toBe('acct_1TUTOR');
    expect(links[0]!.body.get('type')).toBe('account_onboarding');
    expect(links[0]!.body.get('return_url')).toBe(
      'http://localhost:5000/tutor-direct-payments?stripe=return',
    );
    expect(links[0]!.body.get('refresh_url')).toBe(
      'http://localhost:5000/tutor-direct-payments?stripe=refresh',
    );

    const pending = json(await tutor.client.get('/api/payouts/method'));
    expect(pending.method).toMatchObject({
      kind: 'stripe_account',
      destination: 'Stripe acct_1TUTOR',
      ready: false,
      due: ['individual.verification.document', 'external_account'],
    });
    expect(json(await tutor.client.get('/api/payouts/earnings')).hasPayoutMethod).toBe(false);

    // A completed session's week is run while Stripe still needs details: the earning waits.
    const { at } = fixtures.dayAhead(t, 1, 11);
    const learner = (await registerUser(t, { userType: 'student' })).client;
    const seat = json<SeatView>(await fixtures.hold(learner, tutor, at));
    await fixtures.confirmSeat(t, seat.id);
    t.clock.advance((new Date(at).getTime() - t.ctx.now().getTime()) / 1000 + 3600);
    const done = await tutor.client.post(`/api/booking/teaching/${seat.session.id}/complete`, {
      attendance: [{ seatId: seat.id, attended: true }],
    });
    expect(done.statusCode, done.body).toBe(200);
    const week = weekOf(new Date(at));
    t.clock.advance((week.endsAt.getTime() - t.ctx.now().getTime()) / 1000 + 3 * 3600);
    await runLastWeek(t.ctx);
    await t.ctx.jobs.drain();
    expect(await t.ctx.db.select().from(tutorPayouts).where(eq(tutorPayouts.tutorId, tutor.tutorId))).toEqual(
      [],
    );

    // Back from Stripe: the page asks how the account stands.
    stripe.account.ready = true;
    stripe.account.due = [];
    const refreshed = await tutor.client.post('/api/payouts/connect/refresh', {});
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(json(refreshed).method).toMatchObject({ kind: 'stripe_account', ready: true, due: [] });
    expect(json(await tutor.client.get('/api/payouts/earnings')).hasPayoutMethod).toBe(true);
    const dashboard = await tutor.client.post('/api/payouts/connect/dashboard', {});
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(json(dashboard).url).toBe('https://connect.stripe.com/express/acct_1TUTOR/login');

    // The next week's run takes the waiting earning along, as a transfer to the tutor's account.
    t.clock.advance(7 * 24 * 3600);
    await runLastWeek(t.ctx);
    await t.ctx.jobs.drain();
    const [payout] = await t.ctx.db
      .select()
      .from(tutorPayouts)
      .where(eq(tutorPayouts.tutorId, tutor.tutorId));
    expect(payout).toMatchObject({
      status: 'paid',
      amountCents: 1200,
      provider: 'stripe',
      methodKind: 'stripe_account',
    });
    const transfers = stripe.seen.filter((s) => s.path === '/v1/transfers');
    expect(transfers).toHaveLength(1);
    expect(transfers[0]!.body.get('destination')).toBe('acct_1TUTOR');
    expect(transfers[0]!.body.get('amount')).toBe('1200');
    expect(transfers[0]!.key).toBe(`payout-${payout!.id}-1`);
  });

  it('keeps Stripe’s word from account.updated, signed by the Connect endpoint’s own secret', async () => {
    stripe.account.ready = false;
    stripe.account.due = ['external_account'];
    const event = (id: string, payoutsEnabled: boolean, due: string[]) =>
      JSON.stringify({
        id,
        object: 'event',
        type: 'account.updated',
        account: 'acct_1TUTOR',
        data: {
          object: {
            id: 'acct_1TUTOR',
            object: 'account',
            payouts_enabled: payoutsEnabled,
            requirements: { currently_due: due, past_due: [] },
          },
        },
      });
    const deliver = (payload: string, secret: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/payouts/webhooks/stripe',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': stripe.client.webhooks.generateTestHeaderString({ payload, secret }),
        },
        payload,
      });
    const disabled = event('evt_acct_1', false, ['external_account']);
    expect((await deliver(disabled, 'whsec_other')).statusCode).toBe(400);
    const res = await deliver(disabled, 'whsec_connect');
    expect(res.statusCode, res.body).toBe(200);
    const [method] = await t.ctx.db
      .select({ ready: tutorPayoutMethods.providerReady, due: tutorPayoutMethods.providerDue })
      .from(tutorPayoutMethods)
      .where(eq(tutorPayoutMethods.providerAccountId, 'acct_1TUTOR'));
    expect(method).toEqual({ ready: false, due: ['external_account'] });
    // The same event again is a duplicate; the sweep then asks Stripe about accounts not ready.
    expect(json(await deliver(disabled, 'whsec_connect')).duplicate).toBe(true);
    stripe.account.ready = true;
    stripe.account.due = [];
    expect((await reconcilePayouts(t.ctx)).accounts).toBe(1);
    expect((await reconcilePayouts(t.ctx)).accounts).toBe(0);
  });

  it('is for tutors only, and there is nothing to set up when the sandbox pays IBANs', async () => {
    const learner = (await registerUser(t, { userType: 'student' })).client;
    expect((await learner.post('/api/payouts/connect/onboarding', {})).statusCode).toBe(403);
    expect((await learner.post('/api/payouts/connect/dashboard', {})).statusCode).toBe(403);
    const newcomer = await fixtures.tutorWithSkill(t);
    const early = await newcomer.client.post('/api/payouts/connect/dashboard', {});
    expect(early.statusCode).toBe(409);
    expect(json(early).key).toBe('payouts.errors.noAccount');
    // Stripe out of reach: a clear 503 to try again, and no account recorded.
    payments().payouts = new StripePayoutProvider(
      'sk_test_offline',
      'whsec_account',
      new Stripe('sk_test_offline', { host: '127.0.0.1', port: 9, protocol: 'http', maxNetworkRetries: 0 }),
    );
    try {
      const down = await newcomer.client.post('/api/payouts/connect/onboarding', {});
      expect(down.statusCode, down.body).toBe(503);
      expect(json(down).key).toBe('payouts.stripe.failed');
      expect(json(await newcomer.client.get('/api/payouts/method')).method).toBeNull();
    } finally {
      payments().payouts = stripe.provider;
    }
    payments().payouts = sandbox;
    try {
      const tutor = await fixtures.tutorWithSkill(t);
      const res = await tutor.client.post('/api/payouts/connect/onboarding', {});
      expect(res.statusCode).toBe(409);
      expect(json(res).key).toBe('payouts.errors.noConnect');
      expect(json(await tutor.client.get('/api/payouts/method')).provider).toBe('sandbox');
    } finally {
      payments().payouts = stripe.provider;
    }
  });
});
