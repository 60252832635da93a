import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_PATH,
  SandboxProvider,
  signPayload,
} from '../../integrations/payments/index.ts';
import { expect } from 'vitest';
import { json, type TestApp, type TestClient } from '../../test/test-app.ts';

/**
 * A sandbox card as the checkout page makes it (Stripe's test numbers; any future expiry, any CVC):
 * its payment method id. A declining number still makes a method; the payment is what it declines.
 */
export async function sandboxCard(
  client: TestClient,
  number = '4242424242424242',
  expYear = new Date().getUTCFullYear() + 2,
) {
  const res = await client.post('/api/payments/sandbox/payment-methods', {
    number,
    expMonth: 12,
    expYear,
    cvc: '123',
  });
  expect(res.statusCode, res.body).toBe(201);
  return json<{ id: string }>(res).id;
}

/** An event about a sandbox intent, in Stripe's shape, signed as the sandbox signs, posted to our webhook. */
export function postSandboxEvent(t: TestApp, event: { id: string; type: string; object: object }) {
  const raw = JSON.stringify({
    id: event.id,
    object: 'event',
    type: event.type,
    data: { object: event.object },
  });
  return t.app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPayload(
        SandboxProvider.secretFrom(t.ctx.env.SESSION_SECRET),
        raw,
        t.ctx.now(),
      ),
    },
    payload: raw,
  });
}

/** Every event the sandbox made about an intent, delivered once more (duplicates and stale ones). */
export async function redeliverSandboxEvents(t: TestApp, intentId: string) {
  const events = rowsOf<{ id: string }>(
    await t.ctx.db.execute(
      sql`select id from sandbox_events where intent_id = ${intentId} order by created_at`,
    ),
  );
  for (const e of events) await t.ctx.payments.sandbox!.deliverEvent(e.id);
}
