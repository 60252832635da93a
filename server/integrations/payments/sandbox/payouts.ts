import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor } from '../../../db/client.ts';
import { sandboxPayouts } from '../../../db/schema/index.ts';
import type { JobQueue } from '../../../jobs/queue.ts';
import type {
  CreatePayoutInput,
  PayoutDestination,
  PayoutEvent,
  PayoutProvider,
  ProviderPayout,
  ProviderPayoutStatus,
} from '../payouts.ts';
import { PayoutRequestError } from '../payouts.ts';
import { signPayload, verifySignature } from '../signature.ts';

export const SANDBOX_PAYOUT_DELIVERY_QUEUE = 'payouts.sandbox-deliver';
export const SANDBOX_PAYOUT_PROCESS_QUEUE = 'payouts.sandbox-process';
export const SANDBOX_PAYOUT_WEBHOOK_PATH = '/api/payouts/webhooks/sandbox';
const SIGNATURE_HEADER = 'sandbox-signature';

type Row = typeof sandboxPayouts.$inferSelect;
type Deliver = (rawBody: string, headers: Record<string, string>) => Promise<number>;

/** A payout as Stripe shows it (`po_…`), the shape every sandbox event carries. */
interface PayoutObject {
  id: string;
  object: 'payout';
  amount: number;
  currency: string;
  status: 'in_transit' | 'paid' | 'failed';
  failure_code: string | null;
  failure_message: string | null;
  metadata: { payoutId?: string; attempt?: string };
}
interface StoredEvent {
  id: string;
  type: string;
  created: number;
  object: PayoutObject;
}

/**
 * Stripe's test bank accounts (https://docs.stripe.com/connect/testing#payouts): the same IBANs
 * behave the same here. Any other valid IBAN is paid; a PayPal address containing "fail" fails.
 */
const FAILING_IBANS: Record<string, { code: string; message: string }> = {
  DE62370400440532013001: {
    code: 'no_account',
    message:
      'The bank account details on file are probably incorrect. No bank account could be located with those details.',
  },
  DE35370400440532013002: { code: 'account_closed', message: 'The bank account has been closed.' },
};

export function sandboxOutcomeOf(
  destination: Exclude<PayoutDestination, { kind: 'provider_account' }>,
): { code: string; message: string } | null {
  if (destination.kind === 'iban') return FAILING_IBANS[destination.iban] ?? null;
  return /fail/i.test(destination.email)
    ? { code: 'no_account', message: 'No PayPal account exists for this email address.' }
    : null;
}

const newId = (prefix: string) => `${prefix}_sb_${randomBytes(12).toString('hex')}`;

/**
 * The built-in payout provider. A request is accepted at once (in_transit); the bank's answer comes
 * a moment later from a job, as `payout.paid` or `payout.failed`, delivered to our webhook endpoint
 * signed and on purpose twice, newest first, followed once more by the stale `payout.created`.
 */
export class SandboxPayoutProvider implements PayoutProvider {
  readonly name = 'sandbox' as const;
  /** The sandbox pays IBANs and PayPal addresses directly, as a bank transfer would (ADR 029). */
  readonly connect = null;
  private deliver: Deliver | null = null;

  constructor(
    private readonly deps: { db: Db; jobs: JobQueue; log: Logger; now: () => Date; webhookSecret: string },
  ) {}

  attachDelivery(deliver: Deliver) {
    this.deliver = deliver;
  }

  registerJobs() {
    this.deps.jobs.handle(SANDBOX_PAYOUT_PROCESS_QUEUE, async (p) => this.process(String(p.id ?? '')));
    this.deps.jobs.handle(
      SANDBOX_PAYOUT_DELIVERY_QUEUE,
      async (p) => this.deliverEvent(String(p.id ?? ''), String(p.eventId ?? '')),
      { batchSize: 1 },
    );
  }

  async createPayout(input: CreatePayoutInput): Promise<ProviderPayout> {
    const destination = input.destination;
    if (destination.kind === 'provider_account')
      throw new PayoutRequestError('account_missing', 'The sandbox pays IBANs and PayPal addresses only.');
    return this.deps.db.transaction(async (tx) => {
      // Stripe's rule: the same idempotency key answers the payout it created the first time.
      const [existing] = await tx
        .select()
        .from(sandboxPayouts)
        .where(eq(sandboxPayouts.idempotencyKey, input.idempotencyKey))
        .limit(1);
      if (existing) return toPayout(objectOf(existing));
      const failure = sandboxOutcomeOf(destination);
      const id = newId('po');
      const [row] = await tx
        .insert(sandboxPayouts)
        .values({
          id,
          idempotencyKey: input.idempotencyKey,
          amount: input.amountCents,
          currency: input.currency,
          destination: destination.kind === 'iban' ? destination.iban : destination.email,
          status: 'in_transit',
          // Decided now, told later: the job reads it when the "bank" answers.
          failureCode: failure?.code ?? null,
          failureMessage: failure?.message ?? null,
          metadata: { payoutId: input.payoutId, attempt: String(input.attempt), events: [] },
        })
        .returning();
      await this.emit(tx, row!, 'payout.created');
      await this.deps.jobs.enqueue(tx, SANDBOX_PAYOUT_PROCESS_QUEUE, { id }, { retryDelay: 1 });
      return toPayout(objectOf(row!));
    });
  }

  async retrievePayout(id: string): Promise<ProviderPayout> {
    const [row] = await this.deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
    if (!row) throw new Error(`No such payout: '${id}'.`);
    return toPayout(objectOf(row));
  }

  /** The bank's answer: in_transit becomes paid or failed, once. */
  async process(id: string) {
    await this.deps.db.transaction(async (tx) => {
      const [row] = await tx.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).for('update');
      if (!row || row.status !== 'in_transit') return;
      const status = row.failureCode ? 'failed' : 'paid';
      const [updated] = await tx
        .update(sandboxPayouts)
        .set({ status, updatedAt: this.deps.now() })
        .where(eq(sandboxPayouts.id, id))
        .returning();
      await this.emit(tx, updated!, `payout.${status}`);
    });
  }

  parseWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): PayoutEvent {
    const header = headers[SIGNATURE_HEADER];
    verifySignature(
      this.deps.webhookSecret,
      rawBody,
      typeof header === 'string' ? header : undefined,
      this.deps.now(),
    );
    const event = JSON.parse(rawBody.toString('utf8')) as {
      id: string;
      type: string;
      data?: { object?: PayoutObject };
    };
    const object = event.data?.object;
    return { id: event.id, type: event.type, payout: object?.id ? toPayout(object) : null, account: null };
  }

  /**
   * Records the event on the payout and schedules deliveries: the new event first, then again, then
   * the payout's earlier events once more (stale by now). Priorities fix that order.
   */
  private async emit(tx: Executor, row: Row, type: string) {
    const meta = row.metadata as { events?: StoredEvent[] };
    const earlier = meta.events ?? [];
    const event: StoredEvent = {
      id: newId('evt'),
      type,
      created: Math.floor(this.deps.now().getTime() / 1000),
      object: objectOf(row),
    };
    await tx
      .update(sandboxPayouts)
      .set({
        metadata: sql`jsonb_set(${sandboxPayouts.metadata}, '{events}', ${JSON.stringify([...earlier, event])}::jsonb)`,
      })
      .where(eq(sandboxPayouts.id, row.id));
    const schedule = [
      { eventId: event.id, priority: 30 },
      { eventId: event.id, priority: 20 },
      ...earlier.map((e) => ({ eventId: e.id, priority: 10 })),
    ];
    for (const { eventId, priority } of schedule)
      await this.deps.jobs.enqueue(
        tx,
        SANDBOX_PAYOUT_DELIVERY_QUEUE,
        { id: row.id, eventId },
        { priority, retryDelay: 2 },
      );
  }

  /** One delivery, signed now; anything but a 2xx fails the job, which retries. */
  async deliverEvent(id: string, eventId: string) {
    const [row] = await this.deps.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.id, id)).limit(1);
    const event = ((row?.metadata as { events?: StoredEvent[] })?.events ?? []).find((e) => e.id === eventId);
    if (!event) return;
    if (!this.deliver) throw new Error('the sandbox has no payout webhook endpoint to deliver to');
    const raw = JSON.stringify({
      id: event.id,
      object: 'event',
      type: event.type,
      created: event.created,
      data: { object: event.object },
    });
    const status = await this.deliver(raw, {
      [SIGNATURE_HEADER]: signPayload(this.deps.webhookSecret, raw, this.deps.now()),
    });
    if (status < 200 || status >= 300) throw new Error(`the payout webhook endpoint answered ${status}`);
  }
}

function objectOf(row: Row): PayoutObject {
  const meta = row.metadata as { payoutId?: string; attempt?: string };
  return {
    id: row.id,
    object: 'payout',
    amount: row.amount,
    currency: row.currency.toLowerCase(),
    status: row.status as PayoutObject['status'],
    failure_code: row.status === 'failed' ? row.failureCode : null,
    failure_message: row.status === 'failed' ? row.failureMessage : null,
    metadata: { payoutId: meta.payoutId, attempt: meta.attempt },
  };
}

/** Stripe's payout (or the sandbox's, shaped the same) in our words. */
export function toPayout(o: PayoutObject): ProviderPayout {
  const status: ProviderPayoutStatus =
    o.status === 'paid' ? 'paid' : o.status === 'failed' ? 'failed' : 'in_transit';
  const attempt = Number(o.metadata?.attempt);
  return {
    id: o.id,
    status,
    amountCents: o.amount,
    currency: o.currency.toUpperCase(),
    payoutId: o.metadata?.payoutId ?? null,
    attempt: Number.isInteger(attempt) ? attempt : null,
    failure:
      status === 'failed'
        ? { code: o.failure_code ?? 'could_not_process', message: o.failure_message ?? 'The payout failed.' }
        : null,
  };
}
