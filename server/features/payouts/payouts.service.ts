import { verifiedEvent } from '../../http/webhook-event.ts';
import { randomUUID } from 'node:crypto';
import type {
  AdminPayoutView,
  ContractInput,
  PayoutBatchView,
  PayoutMethodView,
  PayoutStatus,
  PayoutView,
} from '../../../common/contracts/index.ts';
import type { payoutsContracts } from '../../../common/contracts/payouts.ts';
import { EARNINGS_CURRENCY, TUTOR_PAY_PER_SESSION_CENTS } from '../../../common/earnings.ts';
import { normaliseIban } from '../../../common/payout-method.ts';
import type { AppContext } from '../../context.ts';
import type { Db, Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import {
  type PayoutDestination,
  PayoutProviderUnavailable,
  PayoutRequestError,
  type ProviderPayout,
} from '../../integrations/payments/index.ts';
import { post, reverse } from '../ledger/index.ts';
import {
  canBePaidTo,
  destinationLabel,
  earningEntries,
  earningState,
  holdEntries,
  nextPayoutAt,
  nextPayoutStatus,
  type PayoutWeek,
  payoutIdempotencyKey,
  previousWeek,
  settleEntries,
} from './payouts.policy.ts';
import * as repo from './payouts.repo.ts';

/** The weekly run (Mondays 03:00 Europe/Berlin): pays last week's completed sessions. */
export const PAYOUT_RUN_QUEUE = 'payouts.weekly';
/** One payout attempt's provider call, durable and retried; the idempotency key makes a repeat harmless. */
export const PAYOUT_SEND_QUEUE = 'payouts.send';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// ---------------------------------------------------------------- earnings

/** The pay per completed session: the platform setting `payouts.tutorPayPerSessionCents`, else SPEC.md 9's 12 EUR. */
export async function payPerSessionCents(ex: Executor): Promise<number> {
  const value = (await repo.settingsValue(ex))?.tutorPayPerSessionCents;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? value
    : TUTOR_PAY_PER_SESSION_CENTS;
}

/**
 * Credits a completed session's pay to its tutor, inside the caller's transaction (completeSession's):
 * the ledger moves revenue to the tutor's payable and one earning row records it. Once per session:
 * the row's primary key is the session, and the caller holds the session's lock.
 */
export async function creditEarning(
  tx: Executor,
  session: { id: string; tutorId: string; startsAt: Date },
): Promise<boolean> {
  if (await repo.earningExists(tx, session.id)) return false;
  const cents = await payPerSessionCents(tx);
  const posted = await post(tx, {
    kind: 'tutor_earning',
    reference: `session:${session.id}`,
    entries: earningEntries(session.tutorId, cents, EARNINGS_CURRENCY),
  });
  await repo.insertEarning(tx, {
    sessionId: session.id,
    tutorId: session.tutorId,
    amountCents: cents,
    currency: EARNINGS_CURRENCY,
    earnedAt: session.startsAt,
    ledgerTransactionId: posted.id,
  });
  return true;
}

/** Earnings for completed sessions that have none (the demo history), in one transaction. */
export async function creditMissingEarnings(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    let n = 0;
    for (const s of await repo.completedWithoutEarning(tx, now)) if (await creditEarning(tx, s)) n++;
    return n;
  });
}

export async function myEarnings(ctx: AppContext, tutorId: string) {
  const [rows, totals, method, perSessionCents] = await Promise.all([
    repo.earningsOf(ctx.db, tutorId, 200),
    repo.earningTotalsOf(ctx.db, tutorId),
    repo.methodOf(ctx.db, tutorId),
    payPerSessionCents(ctx.db),
  ]);
  let waitingCents = 0;
  let inTransitCents = 0;
  let paidCents = 0;
  for (const t of totals) {
    const state = earningState(t.status);
    const cents = Number(t.cents);
    if (state === 'paid') paidCents += cents;
    else if (state === 'in_transit') inTransitCents += cents;
    else waitingCents += cents;
  }
  return {
    currency: EARNINGS_CURRENCY,
    perSessionCents,
    waitingCents,
    inTransitCents,
    paidCents,
    hasPayoutMethod: canBePaidTo(method, !!ctx.payments.payouts.connect),
    nextPayoutAt: nextPayoutAt(ctx.now()).toISOString(),
    earnings: rows.map((r) => ({
      sessionId: r.sessionId,
      earnedAt: r.earnedAt.toISOString(),
      skill: r.skill,
      amountCents: r.amountCents,
      state: earningState(r.payoutStatus),
    })),
  };
}

// ---------------------------------------------------------------- payout method

function toMethodView(ctx: AppContext, row: repo.MethodRow): PayoutMethodView {
  return {
    kind: row.kind as PayoutMethodView['kind'],
    ready: canBePaidTo(row, !!ctx.payments.payouts.connect),
    due: row.providerDue,
    destination: destinationLabel(row),
    accountHolder: row.accountHolder,
    bic: row.bic,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function getPayoutMethod(ctx: AppContext, tutorId: string) {
  const row = await repo.methodOf(ctx.db, tutorId);
  return { method: row ? toMethodView(ctx, row) : null, provider: ctx.payments.payouts.name };
}

/** Saves where the tutor is paid; the contract checked the IBAN's checksum (or the address) already. */
export async function putPayoutMethod(
  ctx: AppContext,
  tutorId: string,
  input: ContractInput<typeof payoutsContracts.putPayoutMethod>,
) {
  // Stripe pays only into the tutor's own Stripe account, whose bank details Stripe collects.
  if (ctx.payments.payouts.connect)
    throw new AppError(
      'CONFLICT',
      'Payouts go through Stripe: set up your payouts with Stripe instead of entering an account here.',
    ).withKey('payouts.errors.useStripe');
  const now = ctx.now();
  const row =
    input.kind === 'iban'
      ? {
          tutorId,
          kind: 'iban',
          iban: normaliseIban(input.iban),
          bic: input.bic ? input.bic.replace(/\s+/g, '').toUpperCase() : null,
          accountHolder: input.accountHolder,
          paypalEmail: null,
          updatedAt: now,
        }
      : {
          tutorId,
          kind: 'paypal',
          iban: null,
          bic: null,
          accountHolder: null,
          paypalEmail: input.paypalEmail.trim().toLowerCase(),
          updatedAt: now,
        };
  return { method: toMethodView(ctx, await repo.upsertMethod(ctx.db, row)) };
}

// ---------------------------------------------------------------- Stripe Connect (ADR 044)

/** Where the provider's onboarding sends the tutor back: done (or left), or the link expired. */
const ONBOARDING_PATH = '/tutor-direct-payments';

function connectOf(ctx: AppContext) {
  const connect = ctx.payments.payouts.connect;
  if (!connect)
    throw new AppError(
      'CONFLICT',
      'Payouts are paid to an IBAN or PayPal here; there is no account to set up.',
    ).withKey('payouts.errors.noConnect');
  return connect;
}

/**
 * The tutor's next step at the provider: their account is opened on the first call (the provider's
 * idempotency key, per tutor, makes two clicks or two nodes one account) and recorded as their payout
 * method; every call answers a fresh one-time onboarding link, which the browser follows.
 */
export async function startConnectOnboarding(ctx: AppContext, tutorId: string): Promise<{ url: string }> {
  const connect = connectOf(ctx);
  let method = await repo.methodOf(ctx.db, tutorId);
  if (method?.kind !== 'stripe_account') {
    const facts = await repo.accountFactsOf(ctx.db, tutorId);
    if (!facts) throw new AppError('NOT_FOUND', 'User not found.');
    const account = await callProvider(() =>
      connect.createAccount({
        tutorId,
        email: facts.email,
        country: facts.countryCode && /^[A-Z]{2}$/.test(facts.countryCode) ? facts.countryCode : null,
        idempotencyKey: `trt-connect-${tutorId}`,
      }),
    );
    method = await repo.upsertMethod(ctx.db, {
      tutorId,
      kind: 'stripe_account',
      iban: null,
      bic: null,
      accountHolder: null,
      paypalEmail: null,
      providerAccountId: account.id,
      providerReady: account.payoutsEnabled,
      providerDue: account.due,
      updatedAt: ctx.now(),
    });
  }
  const base = `${ctx.env.PUBLIC_URL}${ONBOARDING_PATH}`;
  const url = await callProvider(() =>
    connect.onboardingLink(method.providerAccountId!, {
      returnUrl: `${base}?stripe=return`,
      refreshUrl: `${base}?stripe=refresh`,
    }),
  );
  return { url };
}

/** Asks the provider how the tutor's account stands now (back from onboarding), and keeps its answer. */
export async function refreshConnectAccount(ctx: AppContext, tutorId: string) {
  const connect = connectOf(ctx);
  const method = await repo.methodOf(ctx.db, tutorId);
  if (method?.kind !== 'stripe_account' || !method.providerAccountId) return { method: null };
  const account = await callProvider(() => connect.retrieveAccount(method.providerAccountId!));
  const row = await repo.updateAccountState(
    ctx.db,
    account.id,
    { ready: account.payoutsEnabled, due: account.due },
    ctx.now(),
  );
  return { method: row ? toMethodView(ctx, row) : null };
}

/** The tutor's way into Stripe's dashboard, once their account is opened. */
export async function connectDashboard(ctx: AppContext, tutorId: string): Promise<{ url: string }> {
  const connect = connectOf(ctx);
  const method = await repo.methodOf(ctx.db, tutorId);
  if (method?.kind !== 'stripe_account' || !method.providerAccountId)
    throw new AppError('CONFLICT', 'Set up your payouts with Stripe first.').withKey(
      'payouts.errors.noAccount',
    );
  const accountId = method.providerAccountId;
  return { url: await callProvider(() => connect.dashboardLink(accountId)) };
}

/** A provider's refusal of a request is the caller's to see (409 with its words), not a failure of ours. */
async function callProvider<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof PayoutRequestError)
      throw new AppError('CONFLICT', `Stripe refused: ${error.message}`).withKey(
        'payouts.errors.providerRefused',
        {
          message: error.message,
        },
      );
    if (error instanceof PayoutProviderUnavailable)
      throw new AppError('UNAVAILABLE', 'Stripe could not be reached. Please try again in a moment.').withKey(
        'payouts.stripe.failed',
      );
    throw error;
  }
}

/** The sweep's part for accounts: those not ready yet are asked about, in case a webhook was lost. */
async function refreshAccountsNotReady(ctx: AppContext) {
  const connect = ctx.payments.payouts.connect;
  if (!connect) return 0;
  let refreshed = 0;
  for (const { accountId } of await repo.accountsNotReady(ctx.db, RECONCILE_PAGE)) {
    if (!accountId) continue;
    try {
      const account = await connect.retrieveAccount(accountId);
      await repo.updateAccountState(
        ctx.db,
        account.id,
        { ready: account.payoutsEnabled, due: account.due },
        ctx.now(),
      );
      refreshed++;
    } catch (error) {
      ctx.log.warn(
        { accountId, err: (error as Error).message },
        'payouts: the provider could not be asked about an account',
      );
    }
  }
  return refreshed;
}

// ---------------------------------------------------------------- the weekly run

/**
 * Pays a week: one batch (its unique week makes a second run, on this node or another, a no-op),
 * and per tutor with a payout method one payout, created pending with its ledger hold (payable →
 * in transit) and its earnings linked, all in one transaction. The provider calls follow as jobs.
 * Tutors without a method keep their earnings waiting for a later batch.
 */
export async function runPayoutWeek(ctx: AppContext, week: PayoutWeek) {
  const now = ctx.now();
  const provider = ctx.payments.payouts;
  const created = await ctx.db.transaction(async (tx) => {
    const batch = await repo.insertBatch(tx, week.periodStart, week.periodEnd, now);
    if (!batch) return null;
    const byTutor = new Map<string, { sessionIds: string[]; cents: number }>();
    for (const e of await repo.lockPayableEarnings(tx, week.endsAt)) {
      if (e.currency !== EARNINGS_CURRENCY) continue;
      const acc = byTutor.get(e.tutor_id) ?? { sessionIds: [], cents: 0 };
      acc.sessionIds.push(e.session_id);
      acc.cents += Number(e.amount_cents);
      byTutor.set(e.tutor_id, acc);
    }
    for (const [tutorId, { sessionIds, cents }] of byTutor) {
      const method = await repo.methodOf(tx, tutorId);
      if (!canBePaidTo(method, !!provider.connect)) continue;
      const id = randomUUID();
      const hold = await post(tx, {
        kind: 'payout_hold',
        reference: `payout:${id}`,
        entries: holdEntries(tutorId, cents, EARNINGS_CURRENCY),
      });
      await repo.insertPayout(tx, {
        id,
        batchId: batch.id,
        tutorId,
        amountCents: cents,
        currency: EARNINGS_CURRENCY,
        methodKind: method.kind,
        destinationLabel: destinationLabel(method),
        provider: provider.name,
        status: 'pending',
        attempts: 1,
        holdTransactionId: hold.id,
        createdAt: now,
        updatedAt: now,
      });
      // The rows were locked above, so every one links; anything else is a bug, and rolls it all back.
      if ((await repo.linkEarnings(tx, sessionIds, id)) !== sessionIds.length)
        throw new Error('payouts: an earning was linked elsewhere meanwhile');
      await ctx.jobs.enqueue(tx, PAYOUT_SEND_QUEUE, { payoutId: id, attempt: 1 });
    }
    return batch;
  });
  const batch = created ?? (await repo.batchByPeriod(ctx.db, week.periodStart));
  if (!batch) throw new Error('payouts: the batch vanished');
  return { created: !!created, batch: await batchView(ctx.db, batch.id) };
}

/** What the weekly job and "Pay last week now" do: pay the week before now's (Berlin). */
export const runLastWeek = (ctx: AppContext) => runPayoutWeek(ctx, previousWeek(ctx.now()));

/**
 * One attempt's provider call. Only a pending payout of this attempt is sent; the key derived from
 * payout and attempt means a repeat (the job retried after a crash) answers the same provider payout.
 * The answer is applied like a webhook; a refusal of the request itself fails the payout.
 */
export async function sendPayout(ctx: AppContext, payoutId: string, attempt: number) {
  const row = await repo.findPayout(ctx.db, payoutId);
  if (!row || row.status !== 'pending' || row.attempts !== attempt) return;
  const method = await repo.methodOf(ctx.db, row.tutorId);
  if (!method)
    return failUnsent(ctx, payoutId, attempt, {
      code: 'no_payout_method',
      message: 'The tutor has no payout method.',
    });
  // A Stripe account is paid by Stripe only; if the provider was changed since, the payout fails clearly.
  if (method.kind === 'stripe_account' && !ctx.payments.payouts.connect)
    return failUnsent(ctx, payoutId, attempt, {
      code: 'account_elsewhere',
      message: 'The tutor’s payout account is at Stripe, which is not the payout provider any more.',
    });
  const destination: PayoutDestination =
    method.kind === 'iban'
      ? { kind: 'iban', iban: method.iban ?? '', accountHolder: method.accountHolder ?? '', bic: method.bic }
      : method.kind === 'paypal'
        ? { kind: 'paypal', email: method.paypalEmail ?? '' }
        : { kind: 'provider_account' };
  let reported: ProviderPayout;
  try {
    reported = await ctx.payments.payouts.createPayout({
      amountCents: row.amountCents,
      currency: row.currency,
      destination,
      providerAccountId: method.providerAccountId,
      idempotencyKey: payoutIdempotencyKey(row.id, attempt),
      payoutId: row.id,
      attempt,
    });
  } catch (error) {
    if (error instanceof PayoutRequestError)
      return failUnsent(ctx, payoutId, attempt, { code: error.code, message: error.message });
    throw error;
  }
  await ctx.db.transaction((tx) => applyProviderPayout(ctx, tx, payoutId, reported));
}

async function failUnsent(
  ctx: AppContext,
  payoutId: string,
  attempt: number,
  failure: { code: string; message: string },
) {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, payoutId);
    if (!row || row.status !== 'pending' || row.attempts !== attempt) return;
    await fail(ctx, tx, row, failure, null);
  });
}

async function fail(
  ctx: AppContext,
  tx: Executor,
  row: repo.PayoutRow,
  failure: { code: string; message: string },
  providerPayoutId: string | null,
) {
  // The hold goes back to the tutor's payable: the money waits there until a retry holds it anew.
  if (row.holdTransactionId) await reverse(tx, row.holdTransactionId, { kind: 'payout_hold_release' });
  return repo.updatePayout(tx, row.id, {
    status: 'failed',
    providerPayoutId: providerPayoutId ?? row.providerPayoutId,
    failureCode: failure.code,
    failureMessage: failure.message,
    updatedAt: ctx.now(),
  });
}

/**
 * Brings our payout up to what the provider reports, in the caller's transaction with the row
 * locked. Only the current attempt's reports count (a late event about a failed attempt changes
 * nothing after a retry), and the status only moves forward: paid posts the settlement (in transit
 * → provider clearing) once, failed reverses the hold once, whatever order and how often reports come.
 */
export async function applyProviderPayout(
  ctx: AppContext,
  tx: Executor,
  payoutId: string,
  reported: ProviderPayout,
): Promise<repo.PayoutRow | null> {
  const row = await repo.lockPayout(tx, payoutId);
  if (!row) return null;
  if (reported.attempt !== null && reported.attempt !== row.attempts) return row;
  if (row.providerPayoutId && row.providerPayoutId !== reported.id) return row;
  if (reported.amountCents !== row.amountCents || reported.currency !== row.currency) {
    ctx.log.error(
      { payoutId, reported: reported.id },
      'payouts: the provider reports another amount; ignored',
    );
    return row;
  }
  const next = nextPayoutStatus(row.status as PayoutStatus, reported.status);
  if (!next)
    return row.providerPayoutId
      ? row
      : repo.updatePayout(tx, row.id, { providerPayoutId: reported.id, updatedAt: ctx.now() });
  if (next === 'failed')
    return fail(
      ctx,
      tx,
      row,
      reported.failure ?? { code: 'could_not_process', message: 'The payout failed.' },
      reported.id,
    );
  if (next === 'paid') {
    const settle = await post(tx, {
      kind: 'payout_settle',
      reference: `payout:${row.id}`,
      entries: settleEntries(row.amountCents, row.currency),
    });
    return repo.updatePayout(tx, row.id, {
      status: 'paid',
      providerPayoutId: reported.id,
      settleTransactionId: settle.id,
      paidAt: ctx.now(),
      failureCode: null,
      failureMessage: null,
      updatedAt: ctx.now(),
    });
  }
  return repo.updatePayout(tx, row.id, { status: next, providerPayoutId: reported.id, updatedAt: ctx.now() });
}

/**
 * The payout provider's webhook: signature checked on the raw body, the event stored by its id
 * (in payment_events, under `<provider>_payouts`) in the same transaction as its effect, so a
 * duplicate changes nothing.
 */
export async function receivePayoutWebhook(
  ctx: AppContext,
  providerName: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<{ received: true; duplicate: boolean }> {
  const provider = ctx.payments.payouts;
  if (providerName !== provider.name) throw new AppError('NOT_FOUND', 'No such webhook endpoint.');
  const event = verifiedEvent(() => provider.parseWebhook(rawBody, headers));
  const duplicate = await ctx.db.transaction(async (tx) => {
    const fresh = await repo.insertEvent(tx, {
      provider: `${provider.name}_payouts`,
      eventId: event.id,
      type: event.type,
      providerPayoutId: event.payout?.id ?? null,
      payload: JSON.parse(rawBody.toString('utf8')),
    });
    if (!fresh) return true;
    if (event.account)
      await repo.updateAccountState(
        tx,
        event.account.id,
        { ready: event.account.payoutsEnabled, due: event.account.due },
        ctx.now(),
      );
    const reported = event.payout;
    if (!reported) return false;
    const payoutId =
      reported.payoutId && UUID.test(reported.payoutId)
        ? reported.payoutId
        : await repo.findPayoutIdByProviderId(tx, provider.name, reported.id);
    if (payoutId) await applyProviderPayout(ctx, tx, payoutId, reported);
    return false;
  });
  return { received: true, duplicate };
}

/** Payouts unchanged this long are asked about: their webhooks may have been lost. */
const RECONCILE_AFTER_MS = 60 * 60_000;
const RECONCILE_PAGE = 200;
export const PAYOUT_RECONCILE_QUEUE = 'payouts.reconcile';

/**
 * The reconciling sweep (every 30 minutes): a payout still pending or in transit an hour after its
 * last change is brought up to what the provider says, through the same forward-only step as a
 * webhook, so a late webhook afterwards changes nothing. One never sent (its send job gave up) is
 * sent again under the same attempt's key, which answers the same provider payout if there is one.
 */
export async function reconcilePayouts(ctx: AppContext) {
  const before = new Date(ctx.now().getTime() - RECONCILE_AFTER_MS);
  let checked = 0;
  let changed = 0;
  let after: { updatedAt: Date; id: string } | null = null;
  for (;;) {
    const page = await repo.unsettledPayouts(ctx.db, before, after, RECONCILE_PAGE);
    for (const row of page) {
      checked++;
      try {
        let after: repo.PayoutRow | null;
        if (row.providerPayoutId) {
          const reported = await ctx.payments.payouts.retrievePayout(row.providerPayoutId);
          after = await ctx.db.transaction((tx) => applyProviderPayout(ctx, tx, row.id, reported));
        } else {
          // Not sent yet: sent now under its attempt's key, the answer applied by sendPayout.
          if (row.status === 'pending') await sendPayout(ctx, row.id, row.attempts);
          after = await repo.findPayout(ctx.db, row.id);
        }
        if (after?.status !== row.status) changed++;
      } catch (error) {
        ctx.log.warn(
          { payoutId: row.id, err: (error as Error).message },
          'payouts: the provider could not be asked about a payout',
        );
      }
    }
    const last = page.at(-1);
    if (!last || page.length < RECONCILE_PAGE) break;
    after = { updatedAt: last.updatedAt, id: last.id };
  }
  const accounts = await refreshAccountsNotReady(ctx);
  return { checked, changed, accounts };
}

// ---------------------------------------------------------------- operators

/** A failed payout again: a new hold and a new attempt (new provider key), to the tutor's current method. */
export async function retryPayout(ctx: AppContext, payoutId: string): Promise<AdminPayoutView> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, payoutId);
    if (!row) throw new AppError('NOT_FOUND', 'Payout not found.');
    if (row.status !== 'failed')
      throw new AppError('CONFLICT', 'Only a failed payout can be retried.').withKey(
        'payouts.errors.notFailed',
      );
    const method = await repo.methodOf(tx, row.tutorId);
    if (!canBePaidTo(method, !!ctx.payments.payouts.connect))
      throw new AppError('CONFLICT', 'The tutor has no payout method to pay into.').withKey(
        'payouts.errors.noMethod',
      );
    const hold = await post(tx, {
      kind: 'payout_hold',
      reference: `payout:${row.id}`,
      entries: holdEntries(row.tutorId, row.amountCents, row.currency),
    });
    const attempt = row.attempts + 1;
    await repo.updatePayout(tx, row.id, {
      status: 'pending',
      attempts: attempt,
      holdTransactionId: hold.id,
      providerPayoutId: null,
      failureCode: null,
      failureMessage: null,
      methodKind: method.kind,
      destinationLabel: destinationLabel(method),
      updatedAt: ctx.now(),
    });
    await ctx.jobs.enqueue(tx, PAYOUT_SEND_QUEUE, { payoutId: row.id, attempt });
  });
  return adminPayout(ctx.db, payoutId);
}

/** Gives up a failed payout: its hold was already reversed; its earnings wait for the next batch. */
export async function cancelPayout(ctx: AppContext, payoutId: string): Promise<AdminPayoutView> {
  await ctx.db.transaction(async (tx) => {
    const row = await repo.lockPayout(tx, payoutId);
    if (!row) throw new AppError('NOT_FOUND', 'Payout not found.');
    if (row.status !== 'failed')
      throw new AppError('CONFLICT', 'Only a failed payout can be cancelled.').withKey(
        'payouts.errors.notFailed',
      );
    await repo.updatePayout(tx, row.id, { status: 'cancelled', updatedAt: ctx.now() });
    await repo.unlinkEarnings(tx, row.id);
  });
  return adminPayout(ctx.db, payoutId);
}

export async function adminOverview(ctx: AppContext) {
  const week = previousWeek(ctx.now());
  const [batches, failed, done] = await Promise.all([
    repo.batchesWithTotals(ctx.db, 52),
    repo.failedPayouts(ctx.db, 200),
    repo.batchByPeriod(ctx.db, week.periodStart),
  ]);
  return {
    batches: batches.map(toBatchView),
    failed: failed.map(toAdminPayoutView),
    lastWeek: { periodStart: week.periodStart, periodEnd: week.periodEnd, done: !!done },
  };
}

export async function myPayouts(ctx: AppContext, tutorId: string) {
  return { payouts: (await repo.payoutsOf(ctx.db, tutorId, 100)).map(toPayoutView) };
}

// ---------------------------------------------------------------- views

type PayoutJoined = NonNullable<Awaited<ReturnType<typeof repo.payoutWithBatch>>>;

function toPayoutView(r: PayoutJoined): PayoutView {
  const p = r.payout;
  return {
    id: p.id,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    amountCents: p.amountCents,
    currency: p.currency,
    status: p.status as PayoutStatus,
    destination: p.destinationLabel,
    sessions: Number(r.sessions),
    failureCode: p.failureCode,
    failureMessage: p.failureMessage,
    attempts: p.attempts,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
  };
}

const toAdminPayoutView = (r: PayoutJoined): AdminPayoutView => ({
  ...toPayoutView(r),
  tutorId: r.payout.tutorId,
  tutorName: `${r.firstName} ${r.lastName}`.trim(),
});

async function adminPayout(ex: Executor, id: string) {
  const row = await repo.payoutWithBatch(ex, id);
  if (!row) throw new AppError('NOT_FOUND', 'Payout not found.');
  return toAdminPayoutView(row);
}

function toBatchView(b: Awaited<ReturnType<typeof repo.batchesWithTotals>>[number]): PayoutBatchView {
  return {
    id: b.id,
    periodStart: b.period_start,
    periodEnd: b.period_end,
    tutors: Number(b.tutors),
    totalCents: Number(b.total),
    currency: EARNINGS_CURRENCY,
    counts: {
      pending: Number(b.pending),
      in_transit: Number(b.in_transit),
      paid: Number(b.paid),
      failed: Number(b.failed),
      cancelled: Number(b.cancelled),
    },
    createdAt: new Date(b.created_at).toISOString(),
  };
}

async function batchView(ex: Executor, batchId: string) {
  const [b] = await repo.batchesWithTotals(ex, 1, batchId);
  if (!b) throw new AppError('NOT_FOUND', 'Payout batch not found.');
  return toBatchView(b);
}

/**
 * The demo history's earlier payout (db/seed/payouts.ts): the week's batch and one tutor's payout,
 * held and settled in the ledger exactly as a run and the provider's confirmation would, with the
 * tutor's unpaid earnings up to that week linked. Nothing happens when the week already has a batch.
 */
export async function recordPaidPayout(
  db: Db,
  input: { tutorId: string; week: PayoutWeek; provider: string; paidAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const method = await repo.methodOf(tx, input.tutorId);
    if (!method) return false;
    const earnings = (await repo.lockPayableEarnings(tx, input.week.endsAt)).filter(
      (e) => e.tutor_id === input.tutorId,
    );
    if (earnings.length === 0) return false;
    const batch = await repo.insertBatch(tx, input.week.periodStart, input.week.periodEnd, input.paidAt);
    if (!batch) return false;
    const cents = earnings.reduce((sum, e) => sum + Number(e.amount_cents), 0);
    const id = randomUUID();
    const reference = `payout:${id}`;
    const hold = await post(tx, {
      kind: 'payout_hold',
      reference,
      entries: holdEntries(input.tutorId, cents),
    });
    const settle = await post(tx, { kind: 'payout_settle', reference, entries: settleEntries(cents) });
    await repo.insertPayout(tx, {
      id,
      batchId: batch.id,
      tutorId: input.tutorId,
      amountCents: cents,
      currency: EARNINGS_CURRENCY,
      methodKind: method.kind,
      destinationLabel: destinationLabel(method),
      provider: input.provider,
      providerPayoutId: `po_demo_${id.slice(0, 8)}`,
      status: 'paid',
      attempts: 1,
      holdTransactionId: hold.id,
      settleTransactionId: settle.id,
      createdAt: input.paidAt,
      updatedAt: input.paidAt,
      paidAt: input.paidAt,
    });
    await repo.linkEarnings(
      tx,
      earnings.map((e) => e.session_id),
      id,
    );
    return true;
  });
}

/** Saves a payout method without the HTTP layer (the demo seed); the IBAN must already be valid. */
export async function savePayoutMethodFor(db: Db, tutorId: string, iban: string, accountHolder: string) {
  await repo.upsertMethod(db, {
    tutorId,
    kind: 'iban',
    iban: normaliseIban(iban),
    bic: null,
    accountHolder,
    paypalEmail: null,
  });
}
