import { createHmac, randomBytes } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../../db/client.ts';
import { sandboxEvents, sandboxPaymentIntents, sandboxPaymentMethods } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import {
  type CreatePaymentInput,
  type PaymentProvider,
  PaymentRequestError,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
  type ProviderRefundListed,
} from '../provider.ts';
import { isIban, normaliseIban } from '../../../../common/payout-method.ts';
import type { PaymentMethodKind } from '../provider.ts';
import { signPayload, verifySignature } from '../signature.ts';
import {
  type ChargeObject,
  type DisputeObject,
  type EventObject,
  fromIntent,
  type IntentObject,
  toProviderEvent,
} from '../stripe-shape.ts';
import {
  behaviourOf,
  brandOf,
  type CardInput,
  type CardProblem,
  cardDigits,
  cardProblem,
  debitBehaviourOf,
} from './test-cards.ts';

export const SANDBOX_DELIVERY_QUEUE = 'payments.sandbox-deliver';
/** A SEPA debit's answer from the payer's bank, some seconds after the payment was made. */
export const SANDBOX_DEBIT_QUEUE = 'payments.sandbox-debit';
/** How long the sandbox's banks take to confirm a debit (a real one: days). */
export const SANDBOX_DEBIT_SECONDS = 10;
export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';
export const SANDBOX_WEBHOOK_PATH = '/api/payments/webhooks/sandbox';

/** Posts one signed event to our webhook endpoint; answers the HTTP status it got. */
export type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<number>;

export class CardRejected extends Error {
  constructor(readonly problem: CardProblem) {
    super(problem.message);
  }
}

type IntentRow = typeof sandboxPaymentIntents.$inferSelect;

const DECLINE_MESSAGES: Record<string, string> = {
  card_declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
  authentication_failed: 'We are unable to authenticate your payment method.',
  authentication_required: 'Your card needs a 3-D Secure check, which cannot be done while you are away.',
  expired_card: 'Your card has expired.',
};
const DEBIT_MESSAGES: Record<string, string> = {
  insufficient_funds: 'The bank refused the debit: the account has insufficient funds.',
};

/** A SEPA mandate, an iDEAL bank or Bancontact, as the sandbox's stand-in for Stripe.js takes them. */
export type BankMethodInput =
  | { type: 'sepa_debit'; iban: string; holderName: string }
  | { type: 'ideal'; bank: string }
  | { type: 'bancontact'; holderName: string };

/** Metadata keys of the refunds made on an intent, by their idempotency key. */
const REFUND_PREFIX = 'refund:';
/** After REFUND_PREFIX: a refund made in the provider's dashboard, not by the product. */
const OUTSIDE = 'outside:';
/** What the intent's refunds add up to so far. */
const refundedOf = (metadata: Record<string, string>) =>
  Object.entries(metadata)
    .filter(([k]) => k.startsWith(REFUND_PREFIX))
    .reduce((sum, [, v]) => sum + (JSON.parse(v) as ProviderRefund).amountCents, 0);
/** Metadata key of the dispute on an intent, if its payer's bank took the money back. */
const DISPUTED = 'sandbox:dispute';

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

/**
 * The built-in payment provider (ADR 026): Stripe's test cards, PaymentIntents with 3-D Secure
 * challenges, and signed webhook events, all offline. Its state lives in its own tables, so every
 * node sees the same intents; its events reach our webhook through the job queue (surviving a
 * restart, retried while our endpoint fails), each one twice and newest first, as real providers
 * may deliver them: the endpoint must cope with duplicates and with events out of order.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private deliver: Deliver | null = null;

  constructor(
    private readonly deps: {
      db: Db;
      jobs: JobQueue;
      log: Logger;
      now: () => Date;
      /** Derived from SESSION_SECRET: stable across nodes and restarts, never configured by hand. */
      webhookSecret: string;
    },
  ) {}

  static secretFrom(sessionSecret: string): string {
    return `whsec_sb_${createHmac('sha256', sessionSecret).update('sandbox-webhook').digest('hex')}`;
  }

  /** Where events go: buildApp hands the app's own endpoint, called in process (no network). */
  attachDelivery(deliver: Deliver) {
    this.deliver = deliver;
  }

  registerJobs() {
    // One at a time, highest priority first: the order of delivery is the one chosen below. Fetched
    // eight at a time (one query for eight deliveries); a job made meanwhile waits for the next fetch.
    this.deps.jobs.handle(
      SANDBOX_DELIVERY_QUEUE,
      async (payload) => this.deliverEvent(String(payload.eventId ?? '')),
      { batchSize: 8 },
    );
    this.deps.jobs.handle(SANDBOX_DEBIT_QUEUE, async (payload) => {
      await this.settleDebit(String(payload.intentId ?? ''));
    });
  }

  /**
   * What Stripe.js does with a SEPA mandate (an IBAN, checked, and its holder), an iDEAL bank or
   * Bancontact: a payment method. A SEPA one behaves by Stripe's test IBANs; the redirects send the
   * payer to the bank's page (the sandbox's challenge page), where they approve or fail.
   */
  async createBankMethod(input: BankMethodInput) {
    const iban = input.type === 'sepa_debit' ? normaliseIban(input.iban) : '';
    if (input.type === 'sepa_debit' && !isIban(iban))
      throw new PaymentRequestError(
        'invalid_iban',
        'This IBAN is not valid: check its length and check digits.',
      );
    const row = {
      id: newId('pm'),
      type: input.type,
      brand: input.type,
      last4: iban.slice(-4),
      bank: input.type === 'ideal' ? input.bank : null,
      holderName: input.type === 'ideal' ? null : input.holderName,
      behaviour: input.type === 'sepa_debit' ? debitBehaviourOf(iban) : 'redirect',
    };
    await this.deps.db.insert(sandboxPaymentMethods).values(row);
    return { id: row.id, type: input.type, detail: input.type === 'ideal' ? input.bank : row.last4 || null };
  }

  async paymentMethodKind(id: string): Promise<PaymentMethodKind | null> {
    const [row] = await this.deps.db
      .select({ type: sandboxPaymentMethods.type })
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.id, id))
      .limit(1);
    return (row?.type as PaymentMethodKind | undefined) ?? null;
  }

  /** The payer's bank answers a SEPA debit (the debit job): processing → succeeded or failed. */
  async settleDebit(intentId: string): Promise<ProviderPayment | null> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ intent: sandboxPaymentIntents, behaviour: sandboxPaymentMethods.behaviour })
        .from(sandboxPaymentIntents)
        .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
        .where(eq(sandboxPaymentIntents.id, intentId))
        .for('update', { of: sandboxPaymentIntents })
        .limit(1);
      if (!row) return null;
      if (row.intent.status !== 'processing') return fromIntent(this.toObject(row.intent));
      const [kind, code] = row.behaviour.split(':') as [string, string | undefined];
      const failed = kind === 'debit_fail';
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set(
          failed
            ? {
                status: 'failed',
                lastErrorCode: code ?? 'insufficient_funds',
                lastErrorMessage: DEBIT_MESSAGES[code ?? ''] ?? 'The bank refused the debit.',
                updatedAt: this.deps.now(),
              }
            : { status: 'succeeded', updatedAt: this.deps.now() },
        )
        .where(eq(sandboxPaymentIntents.id, intentId))
        .returning();
      const events: { type: string; object: IntentObject | DisputeObject }[] = [
        { type: eventTypeOf(updated!.status), object: this.toObject(updated!) },
      ];
      if (kind === 'debit_dispute') {
        // The payer's bank takes the debit back at once; a SEPA chargeback cannot be contested.
        const dispute: DisputeObject = {
          id: newId('dp'),
          object: 'dispute',
          amount: updated!.amount,
          currency: updated!.currency.toLowerCase(),
          payment_intent: updated!.id,
          reason: 'general',
          status: 'lost',
        };
        await tx
          .update(sandboxPaymentIntents)
          .set({ metadata: { ...(updated!.metadata as Record<string, string>), [DISPUTED]: dispute.id } })
          .where(eq(sandboxPaymentIntents.id, intentId));
        events.push({ type: 'charge.dispute.created', object: dispute });
      }
      await this.emit(tx, updated!, events);
      return fromIntent(this.toObject(updated!));
    });
  }

  /** What Stripe.js does in the browser: a card becomes a payment method; only brand, last 4 and expiry are kept. */
  async createPaymentMethod(card: CardInput) {
    const problem = cardProblem(card, this.deps.now());
    if (problem) throw new CardRejected(problem);
    const digits = cardDigits(card.number);
    const behaviour = behaviourOf(digits);
    const row = {
      id: newId('pm'),
      brand: brandOf(digits),
      last4: digits.slice(-4),
      expMonth: card.expMonth,
      expYear: card.expYear < 100 ? 2000 + card.expYear : card.expYear,
      behaviour: behaviour.kind === 'decline' ? `decline:${behaviour.code}` : behaviour.kind,
    };
    await this.deps.db.insert(sandboxPaymentMethods).values(row);
    return { id: row.id, brand: row.brand, last4: row.last4, expMonth: row.expMonth, expYear: row.expYear };
  }

  async createPayment(input: CreatePaymentInput): Promise<ProviderPayment> {
    return this.deps.db.transaction(async (tx) => {
      // Stripe's rule: the same idempotency key answers the intent it created the first time.
      const [existing] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (existing) return fromIntent(this.toObject(existing));
      const [method] = await tx
        .select()
        .from(sandboxPaymentMethods)
        .where(eq(sandboxPaymentMethods.id, input.paymentMethodId))
        .limit(1);
      if (!method)
        throw new PaymentRequestError(
          'resource_missing',
          `No such payment method: '${input.paymentMethodId}'.`,
        );
      let [kind, declineCode] = method.behaviour.split(':') as [string, string | undefined];
      // Off-session (a renewal on a saved card): nobody can answer a challenge; and a saved card can
      // expire between two charges.
      if (input.offSession && kind === 'challenge')
        [kind, declineCode] = ['decline', 'authentication_required'];
      if (method.type === 'card' && cardExpired(method.expMonth, method.expYear, this.deps.now()))
        [kind, declineCode] = ['decline', 'expired_card'];
      const captureMethod = input.capture ?? 'automatic';
      // Stripe's rule: only cards can be authorised now and captured later.
      if (captureMethod === 'manual' && method.type !== 'card')
        throw new PaymentRequestError(
          'payment_method_unsupported',
          'This way of paying cannot hold an amount to take later: pay for a seat by card or with credit points.',
        );
      const approved = captureMethod === 'manual' ? 'requires_capture' : 'succeeded';
      const status =
        kind === 'succeed'
          ? approved
          : kind === 'challenge' || kind === 'redirect'
            ? 'requires_action'
            : kind === 'debit' || kind === 'debit_fail' || kind === 'debit_dispute'
              ? 'processing'
              : 'failed';
      const [row] = await tx
        .insert(sandboxPaymentIntents)
        .values({
          id: newId('pi'),
          amount: input.amountCents,
          currency: input.currency,
          paymentMethodId: method.id,
          status,
          captureMethod,
          idempotencyKey: input.idempotencyKey,
          challengeToken: status === 'requires_action' ? randomBytes(16).toString('hex') : null,
          lastErrorCode: status === 'failed' ? (declineCode ?? 'card_declined') : null,
          lastErrorMessage:
            status === 'failed' ? (DECLINE_MESSAGES[declineCode ?? ''] ?? 'Your card was declined.') : null,
          metadata: { paymentId: input.paymentId },
        })
        .returning();
      const intent = row!;
      if (status === 'processing')
        await this.deps.jobs.enqueue(
          tx,
          SANDBOX_DEBIT_QUEUE,
          { intentId: intent.id },
          { startAfter: SANDBOX_DEBIT_SECONDS },
        );
      const created = {
        ...this.toObject(intent),
        status: 'requires_confirmation',
        last_payment_error: null,
        next_action: null,
      };
      await this.emit(
        tx,
        intent,
        [
          { type: 'payment_intent.created', object: created },
          { type: eventTypeOf(intent.status), object: this.toObject(intent) },
        ],
        { isNew: true },
      );
      return fromIntent(this.toObject(intent));
    });
  }

  async retrievePayment(id: string): Promise<ProviderPayment> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .limit(1);
    if (!row) throw new PaymentRequestError('resource_missing', `No such payment intent: '${id}'.`);
    return fromIntent(this.toObject(row));
  }

  async cardOf(id: string): Promise<{ brand: string; last4: string } | null> {
    const [row] = await this.deps.db
      .select({
        brand: sandboxPaymentMethods.brand,
        last4: sandboxPaymentMethods.last4,
        type: sandboxPaymentMethods.type,
      })
      .from(sandboxPaymentIntents)
      .innerJoin(sandboxPaymentMethods, eq(sandboxPaymentMethods.id, sandboxPaymentIntents.paymentMethodId))
      .where(eq(sandboxPaymentIntents.id, id))
      .limit(1);
    return row?.type === 'card' ? { brand: row.brand, last4: row.last4 } : null;
  }

  /**
   * The 3-D Secure page's answer: the payer approves (the payment succeeds) or fails the challenge.
   * Answering twice changes nothing; a wrong token is refused.
   */
  async completeChallenge(intentId: string, token: string, approve: boolean): Promise<ProviderPayment> {
    return this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, intentId))
        .for('update')
        .limit(1);
      if (!row || !row.challengeToken || row.challengeToken !== token)
        throw new PaymentRequestError('challenge_invalid', 'This 3-D Secure challenge does not exist.');
      if (row.status !== 'requires_action') return fromIntent(this.toObject(row));
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set(
          approve
            ? {
                status: row.captureMethod === 'manual' ? 'requires_capture' : 'succeeded',
                updatedAt: this.deps.now(),
              }
            : {
                status: 'failed',
                lastErrorCode: 'authentication_failed',
                lastErrorMessage: DECLINE_MESSAGES.authentication_failed,
                updatedAt: this.deps.now(),
              },
        )
        .where(eq(sandboxPaymentIntents.id, intentId))
        .returning();
      await this.emit(tx, updated!, [
        { type: eventTypeOf(updated!.status), object: this.toObject(updated!) },
      ]);
      return fromIntent(this.toObject(updated!));
    });
  }

  /** Takes an authorised payment; capturing one already captured answers it as it is. */
  async capturePayment(id: string, _idempotencyKey: string): Promise<ProviderPayment> {
    return this.move(id, { requires_capture: 'succeeded' }, ['succeeded']);
  }

  /** Releases an authorisation or an unfinished challenge; cancelling twice answers it as it is. */
  async cancelPayment(id: string, _idempotencyKey: string): Promise<ProviderPayment> {
    return this.move(id, { requires_capture: 'canceled', requires_action: 'canceled' }, ['canceled']);
  }

  /**
   * A refund of a succeeded payment, kept in the intent's metadata under `refund:<idempotency key>`
   * (no table of its own: the schema is shared and migrated). Stripe's rules: the same key answers
   * the same refund; refunds never add up to more than the payment; only a taken payment is refunded.
   */
  async refundPayment(id: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund> {
    return this.deps.db.transaction(async (tx) => {
      const row = await lockIntent(tx, id);
      const metadata = row.metadata as Record<string, string>;
      const earlier = metadata[`${REFUND_PREFIX}${idempotencyKey}`];
      if (earlier) return JSON.parse(earlier) as ProviderRefund;
      assertRefundable(row, amountCents);
      const refund: ProviderRefund = { id: newId('re'), status: 'succeeded', amountCents, failure: null };
      await tx
        .update(sandboxPaymentIntents)
        .set({
          metadata: { ...metadata, [`${REFUND_PREFIX}${idempotencyKey}`]: JSON.stringify(refund) },
          updatedAt: this.deps.now(),
        })
        .where(eq(sandboxPaymentIntents.id, id));
      return refund;
    });
  }

  /** Every refund of the intent: ours under their idempotency keys, the dashboard's under `outside:`. */
  async listRefunds(id: string): Promise<ProviderRefundListed[]> {
    const [row] = await this.deps.db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, id))
      .limit(1);
    if (!row) throw new PaymentRequestError('resource_missing', `No such payment intent: '${id}'.`);
    return Object.entries(row.metadata as Record<string, string>)
      .filter(([k]) => k.startsWith(REFUND_PREFIX))
      .map(([k, v]) => {
        const refund = JSON.parse(v) as ProviderRefund;
        return {
          id: refund.id,
          status: refund.status,
          amountCents: refund.amountCents,
          currency: row.currency,
          ours: !k.startsWith(`${REFUND_PREFIX}${OUTSIDE}`),
        };
      });
  }

  /**
   * What an operator does in the provider's dashboard: refunds part or all of a payment without the
   * product asking. The provider's rules hold as for our refunds; the `charge.refunded` event tells
   * our webhook, which has to find and record it.
   */
  async refundOutside(id: string, amountCents: number): Promise<ProviderRefund> {
    return this.deps.db.transaction(async (tx) => {
      const row = await lockIntent(tx, id);
      assertRefundable(row, amountCents);
      const refund: ProviderRefund = { id: newId('re'), status: 'succeeded', amountCents, failure: null };
      const metadata = { ...(row.metadata as Record<string, string>) };
      metadata[`${REFUND_PREFIX}${OUTSIDE}${refund.id}`] = JSON.stringify(refund);
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set({ metadata, updatedAt: this.deps.now() })
        .where(eq(sandboxPaymentIntents.id, id))
        .returning();
      const charge: ChargeObject = {
        id: `ch_${updated!.id.slice(3)}`,
        object: 'charge',
        amount: updated!.amount,
        amount_refunded: refundedOf(metadata),
        currency: updated!.currency.toLowerCase(),
        payment_intent: updated!.id,
        refunded: refundedOf(metadata) === updated!.amount,
      };
      await this.emit(tx, updated!, [{ type: 'charge.refunded', object: charge }]);
      return refund;
    });
  }

  private async move(id: string, moves: Record<string, string>, done: string[]): Promise<ProviderPayment> {
    return this.deps.db.transaction(async (tx) => {
      const row = await lockIntent(tx, id);
      if (done.includes(row.status)) return fromIntent(this.toObject(row));
      const to = moves[row.status];
      if (!to)
        throw new PaymentRequestError(
          'payment_intent_unexpected_state',
          `This PaymentIntent's status is ${row.status}; it cannot be changed so.`,
        );
      const [updated] = await tx
        .update(sandboxPaymentIntents)
        .set({ status: to, updatedAt: this.deps.now() })
        .where(eq(sandboxPaymentIntents.id, id))
        .returning();
      await this.emit(tx, updated!, [
        { type: eventTypeOf(updated!.status), object: this.toObject(updated!) },
      ]);
      return fromIntent(this.toObject(updated!));
    });
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ProviderEvent {
    const header = headers[SANDBOX_SIGNATURE_HEADER];
    verifySignature(
      this.deps.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.deps.now(),
    );
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      data?: { object?: EventObject };
    };
    return toProviderEvent(event.id, event.type, event.data?.object);
  }

  /**
   * Records events and schedules their deliveries: the newest event first, then the others of this
   * change, then every one of them a second time, then the intent's earlier events once more (stale
   * by now). Priorities fix that order; the worker takes one delivery at a time.
   */
  private async emit(
    tx: Executor,
    intent: IntentRow,
    events: { type: string; object: EventObject }[],
    opts: { isNew?: boolean } = {},
  ) {
    const created = Math.floor(this.deps.now().getTime() / 1000);
    // An intent made in this transaction has no earlier events to replay.
    const earlier = opts.isNew
      ? []
      : await tx
          .select({ id: sandboxEvents.id })
          .from(sandboxEvents)
          .where(eq(sandboxEvents.intentId, intent.id))
          .orderBy(asc(sandboxEvents.createdAt));
    const rows = events.map((e) => {
      const id = newId('evt');
      return {
        id,
        intentId: intent.id,
        type: e.type,
        payload: { id, object: 'event', type: e.type, created, data: { object: e.object } },
      };
    });
    await tx.insert(sandboxEvents).values(rows);
    const ids = rows.map((r) => r.id);
    const newestFirst = [...ids].reverse();
    const schedule = [
      ...newestFirst.map((id, i) => ({ id, priority: 30 - i })),
      ...newestFirst.map((id) => ({ id, priority: 20 })),
      ...earlier.map(({ id }) => ({ id, priority: 10 })),
    ];
    await this.deps.jobs.enqueueMany(
      tx,
      SANDBOX_DELIVERY_QUEUE,
      schedule.map(({ id, priority }) => ({ payload: { eventId: id }, opts: { priority, retryDelay: 2 } })),
    );
  }

  /** One delivery: signed now, posted to our endpoint; anything but a 2xx fails the job, which retries. */
  async deliverEvent(eventId: string) {
    const [row] = await this.deps.db
      .update(sandboxEvents)
      .set({ deliveries: sql`${sandboxEvents.deliveries} + 1` })
      .where(and(eq(sandboxEvents.id, eventId)))
      .returning({ payload: sandboxEvents.payload });
    if (!row) return;
    if (!this.deliver) throw new Error('the sandbox has no webhook endpoint to deliver to');
    const raw = JSON.stringify(row.payload);
    const status = await this.deliver(raw, {
      [SANDBOX_SIGNATURE_HEADER]: signPayload(this.deps.webhookSecret, raw, this.deps.now()),
    });
    if (status < 200 || status >= 300) throw new Error(`the webhook endpoint answered ${status}`);
  }

  /** The intent as Stripe would show it. */
  private toObject(row: IntentRow): IntentObject {
    return {
      id: row.id,
      object: 'payment_intent',
      amount: row.amount,
      currency: row.currency.toLowerCase(),
      status: row.status === 'failed' ? 'requires_payment_method' : row.status,
      // Refunds kept in the metadata are the sandbox's own bookkeeping, not the intent's metadata.
      metadata: Object.fromEntries(
        Object.entries(row.metadata as Record<string, string>).filter(
          ([k]) => !k.startsWith(REFUND_PREFIX) && k !== DISPUTED,
        ),
      ),
      last_payment_error:
        row.status === 'failed'
          ? { code: 'card_declined', decline_code: row.lastErrorCode, message: row.lastErrorMessage }
          : null,
      next_action:
        row.status === 'requires_action'
          ? {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: `/api/payments/sandbox/challenges/${row.id}?token=${row.challengeToken}`,
              },
            }
          : null,
    };
  }
}

/** The intent, locked for the caller's transaction; the provider's refusal when there is none. */
async function lockIntent(tx: Executor, id: string) {
  const [row] = await tx
    .select()
    .from(sandboxPaymentIntents)
    .where(eq(sandboxPaymentIntents.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new PaymentRequestError('resource_missing', `No such payment intent: '${id}'.`);
  return row;
}

/**
 * Stripe's rules for a refund of `amountCents`: only of a taken, undisputed payment, and never more
 * than what is left of it; otherwise the provider's refusal.
 */
function assertRefundable(row: IntentRow, amountCents: number) {
  const metadata = row.metadata as Record<string, string>;
  if (metadata[DISPUTED])
    throw new PaymentRequestError(
      'charge_disputed',
      "This payment was taken back by the payer's bank (disputed); it cannot be refunded as well.",
    );
  if (row.status !== 'succeeded')
    throw new PaymentRequestError(
      'charge_not_refundable',
      `This PaymentIntent's status is ${row.status}; only a succeeded payment can be refunded.`,
    );
  const refunded = refundedOf(metadata);
  if (amountCents <= 0 || refunded + amountCents > row.amount)
    throw new PaymentRequestError(
      'amount_too_large',
      `Refund amount (${amountCents}) is greater than what is left of the charge (${row.amount - refunded}).`,
    );
}

/** A card is good until the end of its expiry month (UTC). */
function cardExpired(month: number | null, year: number | null, now: Date): boolean {
  if (!month || !year) return false;
  return now.getTime() >= Date.UTC(year, month, 1);
}

function eventTypeOf(status: string): string {
  if (status === 'succeeded') return 'payment_intent.succeeded';
  if (status === 'requires_action') return 'payment_intent.requires_action';
  if (status === 'requires_capture') return 'payment_intent.amount_capturable_updated';
  if (status === 'canceled') return 'payment_intent.canceled';
  return 'payment_intent.payment_failed';
}
