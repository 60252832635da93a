import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './provider.ts';

/**
 * Webhook signatures in Stripe's scheme: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 * The timestamp is signed with the body, and a signature older than the tolerance is refused, so a
 * captured delivery cannot be replayed later.
 */
export const SIGNATURE_TOLERANCE_S = 300;

export function signPayload(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
): void {
  if (!header) throw new WebhookSignatureError('No signature header.');
  const parts = header.split(',').map((p) => p.split('=') as [string, string | undefined]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isInteger(t) || signatures.length === 0)
    throw new WebhookSignatureError('The signature header is malformed.');
  if (Math.abs(now.getTime() / 1000 - t) > SIGNATURE_TOLERANCE_S)
    throw new WebhookSignatureError('The signature is too old (or from the future).');
  const expected = createHmac('sha256', secret).update(`${t}.`).update(rawBody).digest();
  const ok = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!ok) throw new WebhookSignatureError('The signature does not match the body.');
}
