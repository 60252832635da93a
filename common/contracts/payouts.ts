import { z } from 'zod';
import { isBic, isIban } from '../payout-method.ts';
import { defineContract } from './define.ts';
import { payoutsRoutes } from './routes.ts';

/**
 * Tutor earnings and weekly payouts (issue 12, ADR 029). A payout is `pending` (held in the ledger,
 * not yet sent), `in_transit` (sent to the provider), then `paid` or `failed`; an operator retries
 * a failed one or cancels it (its earnings wait for the next week's batch).
 */
export const PAYOUT_STATUSES = ['pending', 'in_transit', 'paid', 'failed', 'cancelled'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** An earning as its tutor reads it: waiting for a payout, on its way, or paid. */
export const EARNING_STATES = ['waiting', 'in_transit', 'paid'] as const;

export const payoutMethodInputSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('iban'),
    accountHolder: z.string().trim().min(2, 'Enter the account holder’s name.').max(140),
    iban: z
      .string()
      .trim()
      .max(50, 'This IBAN is too long.')
      .refine(isIban, 'This IBAN is not valid: check its length and check digits.'),
    bic: z
      .string()
      .trim()
      .max(15)
      .refine((b) => b === '' || isBic(b), 'This BIC is not valid (8 or 11 characters).')
      .optional(),
  }),
  z.object({
    kind: z.literal('paypal'),
    paypalEmail: z.email('Enter the email address of your PayPal account.').max(254),
  }),
]);

const payoutMethodView = z.object({
  /** stripe_account: the tutor's Stripe Connect account, when Stripe pays tutors (ADR 044). */
  kind: z.enum(['iban', 'paypal', 'stripe_account']),
  /** The IBAN masked, the PayPal address, or the Stripe account's id. */
  destination: z.string(),
  /** Payouts can be sent to it now (a Stripe account: once Stripe lets it take payouts). */
  ready: z.boolean(),
  /** What Stripe still needs from the tutor, in Stripe's field names; empty otherwise. */
  due: z.array(z.string()),
  accountHolder: z.string().nullable(),
  bic: z.string().nullable(),
  updatedAt: z.string(),
});
export type PayoutMethodView = z.infer<typeof payoutMethodView>;

const payoutView = z.object({
  id: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYOUT_STATUSES),
  destination: z.string(),
  sessions: z.number().int(),
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PayoutView = z.infer<typeof payoutView>;

const adminPayoutView = payoutView.extend({ tutorId: z.string(), tutorName: z.string() });
export type AdminPayoutView = z.infer<typeof adminPayoutView>;

const batchView = z.object({
  id: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  tutors: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
  counts: z.object({
    pending: z.number().int(),
    in_transit: z.number().int(),
    paid: z.number().int(),
    failed: z.number().int(),
    cancelled: z.number().int(),
  }),
  createdAt: z.string(),
});
export type PayoutBatchView = z.infer<typeof batchView>;

const idParams = z.object({ id: z.uuid() });

export const payoutsContracts = {
  myEarnings: defineContract({
    ...payoutsRoutes.myEarnings,
    input: z.object({}),
    output: z.object({
      currency: z.string(),
      perSessionCents: z.number().int(),
      /** Earned and not yet paid out (waiting or on its way). */
      waitingCents: z.number().int(),
      inTransitCents: z.number().int(),
      paidCents: z.number().int(),
      hasPayoutMethod: z.boolean(),
      /** When the next weekly run pays last week's sessions (Mondays 03:00 Europe/Berlin). */
      nextPayoutAt: z.string(),
      earnings: z.array(
        z.object({
          sessionId: z.string(),
          earnedAt: z.string(),
          skill: z.string(),
          amountCents: z.number().int(),
          state: z.enum(EARNING_STATES),
        }),
      ),
    }),
    summary:
      'The tutor’s earnings per completed session (newest 200), what waits, what is on its way, and what was paid.',
    tags: ['payouts'],
  }),
  myPayouts: defineContract({
    ...payoutsRoutes.myPayouts,
    input: z.object({}),
    output: z.object({ payouts: z.array(payoutView) }),
    summary: 'The tutor’s payouts, newest first, with their status and a failure’s reason.',
    tags: ['payouts'],
  }),
  getPayoutMethod: defineContract({
    ...payoutsRoutes.getPayoutMethod,
    input: z.object({}),
    output: z.object({
      method: payoutMethodView.nullable(),
      /** sandbox: tutors enter an IBAN or PayPal address; stripe: they set up a Stripe account. */
      provider: z.enum(['sandbox', 'stripe']),
    }),
    summary: 'Where the tutor is paid, masked; null while none is set; and how the payout provider pays.',
    tags: ['payouts'],
  }),
  putPayoutMethod: defineContract({
    ...payoutsRoutes.putPayoutMethod,
    input: payoutMethodInputSchema,
    output: z.object({ method: payoutMethodView }),
    summary: 'Sets where the tutor is paid: an IBAN (checksum checked) with its holder, or a PayPal address.',
    tags: ['payouts'],
  }),
  startConnectOnboarding: defineContract({
    ...payoutsRoutes.startConnectOnboarding,
    input: z.object({}),
    output: z.object({ url: z.url() }),
    summary:
      'Stripe only: opens the tutor’s Stripe Connect account on the first call and answers a one-time link to Stripe’s onboarding.',
    tags: ['payouts'],
  }),
  refreshConnectAccount: defineContract({
    ...payoutsRoutes.refreshConnectAccount,
    input: z.object({}),
    output: z.object({ method: payoutMethodView.nullable() }),
    summary:
      'Stripe only: asks Stripe how the tutor’s account stands (back from onboarding) and keeps the answer.',
    tags: ['payouts'],
  }),
  connectDashboard: defineContract({
    ...payoutsRoutes.connectDashboard,
    input: z.object({}),
    output: z.object({ url: z.url() }),
    summary:
      'Stripe only: a one-time sign-in link to the tutor’s Stripe Express dashboard (Stripe’s payouts to their bank, the bank account).',
    tags: ['payouts'],
  }),
  adminBatches: defineContract({
    ...payoutsRoutes.adminBatches,
    input: z.object({}),
    output: z.object({
      batches: z.array(batchView),
      failed: z.array(adminPayoutView),
      /** The week "Pay last week now" pays (Monday to Sunday, Europe/Berlin). */
      lastWeek: z.object({ periodStart: z.string(), periodEnd: z.string(), done: z.boolean() }),
    }),
    summary:
      'Payout batches (newest 52) with totals and counts per status, and the failed payouts to act on.',
    tags: ['payouts'],
  }),
  adminRunLastWeek: defineContract({
    ...payoutsRoutes.adminRunLastWeek,
    input: z.object({}),
    output: z.object({ created: z.boolean(), batch: batchView }),
    summary: 'Runs last week’s payout now (the weekly job’s work); a week already run is not run again.',
    tags: ['payouts'],
  }),
  adminRetryPayout: defineContract({
    ...payoutsRoutes.adminRetryPayout,
    params: idParams,
    input: z.object({}),
    output: adminPayoutView,
    summary: 'Retries a failed payout: a new hold and a new provider attempt, to the tutor’s current method.',
    tags: ['payouts'],
  }),
  adminCancelPayout: defineContract({
    ...payoutsRoutes.adminCancelPayout,
    params: idParams,
    input: z.object({}),
    output: adminPayoutView,
    summary: 'Cancels a failed payout: its earnings wait for the next weekly batch.',
    tags: ['payouts'],
  }),
};
