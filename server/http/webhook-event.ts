import { AppError } from './app-error.ts';
import { WebhookSignatureError } from '../integrations/payments/index.ts';

/**
 * A provider's webhook event, its signature checked on the raw body by `parse` (the provider's
 * parseWebhook): a bad signature, a body that is no event, or an event without an id is the
 * sender's mistake, answered 400. Payment and payout webhooks both come through here.
 */
export function verifiedEvent<E extends { id: unknown }>(parse: () => E): E & { id: string } {
  let event: E;
  try {
    event = parse();
  } catch (error) {
    if (error instanceof WebhookSignatureError)
      throw new AppError('BAD_REQUEST', `Webhook signature verification failed: ${error.message}`);
    throw new AppError('BAD_REQUEST', 'The webhook body is not a valid event.');
  }
  if (typeof event.id !== 'string' || !event.id) throw new AppError('BAD_REQUEST', 'The event has no id.');
  return event as E & { id: string };
}
