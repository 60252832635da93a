import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import {
  SANDBOX_SIGNATURE_HEADER,
  SANDBOX_WEBHOOK_PATH,
  SandboxProvider,
  signPayload,
} from '../../integrations/payments/index.ts';
import type { TestApp } from '../../test/test-app.ts';

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
