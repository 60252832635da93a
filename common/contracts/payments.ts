import { z } from 'zod';
import { isIban } from '../payout-method.ts';
import { defineContract } from './define.ts';
import { paymentsRoutes } from './routes.ts';

/** Currencies the platform takes (SPEC.md 9 prices in euros). */
export const PAYMENT_CURRENCIES = ['EUR'] as const;
/** `requires_capture`: the card is authorised, nothing taken yet (checkout of a hold; ADR 026). */
export const PAYMENT_STATUSES = [
  'processing',
  'requires_action',
  'requires_capture',
  'succeeded',
  'failed',
] as const;

/** A voucher code as issued by an exit-intent offer (`TRT-ABCDE-FGHJK`), spaces and case forgiven. */
const voucherCode = z
  .string()
  .trim()
  .min(1, 'Enter a voucher code.')
  .max(40, 'This voucher code is not valid.');

/** A payment method id as a provider answers it (Stripe's pm_…, the sandbox's pm_sb_…). */
const paymentMethodId = z.string().regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'Choose a payment method.');

export const paymentViewSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Why it failed, in the provider's words: `card_declined`, `insufficient_funds`… */
  failureCode: z.string().nullable(),
  failureMessage: z.string().nullable(),
  /** While `requires_action`: the 3-D Secure page to open. */
  nextActionUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;

/**
 * Europe's ways to pay besides cards (/european-payments): SEPA Direct Debit (an IBAN and a mandate;
 * the bank confirms days later, so it tops up credit points rather than paying a held seat), and the
 * bank redirects iDEAL (the Netherlands) and Bancontact (Belgium).
 */
export const EUROPEAN_METHODS = ['sepa_debit', 'ideal', 'bancontact'] as const;
export type EuropeanMethod = (typeof EUROPEAN_METHODS)[number];
/** Every kind of payment method a payment may be made with. */
export const PAYMENT_METHOD_KINDS = ['card', ...EUROPEAN_METHODS] as const;
export type PaymentMethodKind = (typeof PAYMENT_METHOD_KINDS)[number];
/** iDEAL's banks, by the identifiers Stripe uses; shown by their names, which are not translated. */
export const IDEAL_BANKS = {
  abn_amro: 'ABN AMRO',
  asn_bank: 'ASN Bank',
  bunq: 'bunq',
  ing: 'ING',
  knab: 'Knab',
  rabobank: 'Rabobank',
  regiobank: 'RegioBank',
  revolut: 'Revolut',
  sns_bank: 'SNS',
  triodos_bank: 'Triodos Bank',
  van_lanschot: 'Van Lanschot',
  yoursafe: 'Yoursafe',
} as const;
export type IdealBank = keyof typeof IDEAL_BANKS;
/** A credit-points top-up: at least 5 EUR, at most 500 EUR (1 point = 1 cent). */
/** Stripe's SEPA test IBANs, which the sandbox takes too: the first is paid, the second refused. */
export const SANDBOX_TEST_IBANS = {
  paid: 'DE89370400440532013000',
  refused: 'DE62370400440532013001',
  /** Paid, then taken back by the payer's bank (a chargeback). */
  disputed: 'DE35370400440532013002',
} as const;
export const POINTS_TOP_UP_MIN_CENTS = 500;
export const POINTS_TOP_UP_MAX_CENTS = 50_000;

const holderName = z
  .string()
  .trim()
  .min(2, 'Enter the account holder’s name.')
  .max(100, 'The account holder’s name is too long.');

/** How the browser makes payment methods: the sandbox's endpoints, or Stripe.js with this key (ADR 043). */
export const paymentProviderView = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('sandbox') }),
  z.object({ provider: z.literal('stripe'), publishableKey: z.string().startsWith('pk_') }),
]);
export type PaymentProviderView = z.infer<typeof paymentProviderView>;

export const paymentsContracts = {
  paymentProvider: defineContract({
    ...paymentsRoutes.paymentProvider,
    input: z.object({}),
    output: paymentProviderView,
    summary:
      'Which payment provider takes cards: the built-in sandbox (its test cards and 3-D Secure page) or Stripe (Stripe.js with the publishable key given).',
    tags: ['payments'],
  }),
  createWalletTopUp: defineContract({
    ...paymentsRoutes.createWalletTopUp,
    input: z.object({
      amountCents: z.number().int().min(500, 'At least 5.00').max(50_000, 'At most 500.00'),
      currency: z.enum(PAYMENT_CURRENCIES),
      paymentMethodId,
    }),
    output: paymentViewSchema,
    summary:
      'Tops up the learner’s wallet by card. Needs an Idempotency-Key header; a retry with the same key answers the same payment.',
    tags: ['payments'],
  }),
  checkoutSeat: defineContract({
    ...paymentsRoutes.checkoutSeat,
    params: z.object({ id: z.uuid() }),
    input: z.object({
      /** Needed when the card pays a part; not when credit points pay it all. */
      paymentMethodId: paymentMethodId.optional(),
      /** Pay as much as the learner's credit points allow (common/checkout-split.ts). */
      usePoints: z.boolean().optional(),
      voucherCode: voucherCode.optional(),
      /** The card part the learner was shown: a checkout whose figure changed meanwhile is refused. */
      expectedCardCents: z.number().int().min(0).max(1_000_000).optional(),
    }),
    output: z.object({
      payment: paymentViewSchema,
      /** `confirmed` once the payment is authorised; `held` while it waits (3-D Secure) or after a decline. */
      seatStatus: z.enum(['held', 'confirmed', 'cancelled', 'expired']),
    }),
    summary:
      'Pays for a held seat: the seat is confirmed when the card is authorised, and the money taken only for a seat confirmed in time. Needs an Idempotency-Key header.',
    tags: ['payments'],
  }),
  quoteSeat: defineContract({
    ...paymentsRoutes.quoteSeat,
    params: z.object({ id: z.uuid() }),
    input: z.object({ voucher: voucherCode.optional() }),
    output: z.object({
      currency: z.enum(PAYMENT_CURRENCIES),
      listPriceCents: z.number().int(),
      /** The one-time platform access fee, when this is the learner's first paid booking. */
      accessFeeCents: z.number().int(),
      discountCents: z.number().int(),
      /** The learner's credit points (1 point = 1 cent). */
      pointsBalanceCents: z.number().int(),
      voucher: z
        .object({ code: z.string(), discountPercent: z.number().int(), creditPoints: z.number().int() })
        .nullable(),
    }),
    summary:
      'What paying for a held seat costs: its price, the one-time access fee at the first booking, a voucher’s discount, and the credit points the learner may use. Nothing is reserved.',
    tags: ['payments'],
  }),
  pointsHistory: defineContract({
    ...paymentsRoutes.pointsHistory,
    input: z.object({}),
    output: z.object({
      balanceCents: z.number().int(),
      entries: z.array(
        z.object({
          transactionId: z.string(),
          kind: z.string(),
          /** Positive: points received; negative: points spent or set aside. */
          amountCents: z.number().int(),
          createdAt: z.string(),
        }),
      ),
    }),
    summary: 'The learner’s credit points: the balance and its last 50 movements, from the ledger.',
    tags: ['payments'],
  }),
  adminDisputes: defineContract({
    ...paymentsRoutes.adminDisputes,
    input: z.object({}),
    output: z.object({
      disputes: z.array(
        z.object({
          id: z.string(),
          paymentId: z.string(),
          purpose: z.string(),
          /** The payer as staff screens name people: first name and initial. */
          payerName: z.string(),
          amountCents: z.number().int(),
          currency: z.string(),
          /** The provider's reason code: general, fraudulent, insufficient_funds… */
          reason: z.string(),
          status: z.enum(['open', 'lost', 'won']),
          createdAt: z.string(),
        }),
      ),
    }),
    summary: 'Chargebacks and disputes (newest 100): what the payer’s bank took back, and how each stands.',
    tags: ['payments'],
  }),
  adminProviderRefunds: defineContract({
    ...paymentsRoutes.adminProviderRefunds,
    input: z.object({}),
    output: z.object({
      refunds: z.array(
        z.object({
          id: z.string(),
          paymentId: z.string(),
          purpose: z.string(),
          payerName: z.string(),
          /** What went back to the payer; `paymentCents` is what the payment was. */
          amountCents: z.number().int(),
          paymentCents: z.number().int(),
          currency: z.string(),
          /** failed: the provider could not pay it out after all, and the ledger took it back. */
          status: z.enum(['succeeded', 'failed']),
          providerRefundId: z.string(),
          createdAt: z.string(),
        }),
      ),
    }),
    summary:
      'Refunds made in the payment provider’s dashboard (newest 100), as the ledger recorded them from its webhooks.',
    tags: ['payments'],
  }),
  checkoutFunnel: defineContract({
    ...paymentsRoutes.checkoutFunnel,
    input: z.object({ days: z.coerce.number().int().min(1).max(365).default(30) }),
    output: z.object({
      days: z.number().int(),
      since: z.string(),
      funnel: z.object({
        /** Seats taken in the period (every seat starts as a hold). */
        held: z.number().int(),
        /** Of those, seats with at least one payment attempt. */
        attempted: z.number().int(),
        paid: z.number().int(),
        /** Holds that ran out unpaid. */
        lapsed: z.number().int(),
      }),
      medianSecondsToPay: z.number().int().nullable(),
      failureReasons: z.array(z.object({ code: z.string(), count: z.number().int() })),
      methods: z.object({
        card: z.number().int(),
        split: z.number().int(),
        points: z.number().int(),
        voucher: z.number().int(),
        fee: z.number().int(),
      }),
      daily: z.array(z.object({ day: z.string(), held: z.number().int(), paid: z.number().int() })),
    }),
    summary:
      'The checkout funnel of the last days (seats held, payment attempted, paid, holds lapsed), failure reasons and how payments were made, from the rows. Admins.',
    tags: ['payments'],
  }),
  getPayment: defineContract({
    ...paymentsRoutes.getPayment,
    params: z.object({ id: z.uuid() }),
    input: z.object({}),
    output: paymentViewSchema,
    summary: 'One of the caller’s payments, as it stands now.',
    tags: ['payments'],
  }),
  myBalances: defineContract({
    ...paymentsRoutes.myBalances,
    input: z.object({}),
    output: z.object({
      accounts: z.array(z.object({ kind: z.string(), currency: z.string(), balanceCents: z.number().int() })),
    }),
    summary: 'The caller’s ledger accounts (wallet, credit points, payable) with their balances.',
    tags: ['payments'],
  }),
  sandboxPaymentMethod: defineContract({
    ...paymentsRoutes.sandboxPaymentMethod,
    input: z.object({
      number: z.string().min(1).max(32),
      expMonth: z.number().int(),
      expYear: z.number().int(),
      cvc: z.string().max(8),
    }),
    output: z.object({
      id: z.string(),
      brand: z.string(),
      last4: z.string(),
      expMonth: z.number().int(),
      expYear: z.number().int(),
    }),
    summary:
      'Sandbox provider only: turns a test card into a payment method, as Stripe.js does for Stripe (Stripe’s test numbers).',
    tags: ['payments'],
  }),
  sandboxBankMethod: defineContract({
    ...paymentsRoutes.sandboxBankMethod,
    input: z.discriminatedUnion('type', [
      z.object({
        type: z.literal('sepa_debit'),
        iban: z
          .string()
          .trim()
          .max(50, 'This IBAN is too long.')
          .refine(isIban, 'This IBAN is not valid: check its length and check digits.'),
        holderName,
        /** The SEPA mandate as shown, accepted by the account holder. */
        mandateAccepted: z.literal(true, 'Please accept the SEPA Direct Debit mandate.'),
      }),
      z.object({
        type: z.literal('ideal'),
        bank: z.enum(Object.keys(IDEAL_BANKS) as [IdealBank, ...IdealBank[]], 'Choose your bank.'),
      }),
      z.object({ type: z.literal('bancontact'), holderName }),
    ]),
    output: z.object({
      id: z.string(),
      type: z.enum(EUROPEAN_METHODS),
      /** SEPA: the IBAN's last four digits; iDEAL: the bank's id; Bancontact: null. */
      detail: z.string().nullable(),
    }),
    summary:
      'Sandbox provider only: a SEPA Direct Debit mandate (Stripe’s test IBANs), an iDEAL bank or Bancontact becomes a payment method, as Stripe.js does for Stripe.',
    tags: ['payments'],
  }),
  createPointsTopUp: defineContract({
    ...paymentsRoutes.createPointsTopUp,
    input: z.object({
      amountCents: z
        .number()
        .int()
        .min(POINTS_TOP_UP_MIN_CENTS, 'At least 5.00')
        .max(POINTS_TOP_UP_MAX_CENTS, 'At most 500.00'),
      paymentMethodId,
    }),
    output: paymentViewSchema,
    summary:
      'Buys credit points (1 point = 1 cent) by card, SEPA Direct Debit, iDEAL or Bancontact; the points arrive when the payment succeeds (a direct debit: when the bank confirms it). Needs an Idempotency-Key header.',
    tags: ['payments'],
  }),
  myPointsTopUps: defineContract({
    ...paymentsRoutes.myPointsTopUps,
    input: z.object({}),
    output: z.object({
      topUps: z.array(
        z.object({
          payment: paymentViewSchema,
          methodKind: z.enum(PAYMENT_METHOD_KINDS),
          /** The payer's bank took the money back (a chargeback not won): the points went with it. */
          takenBack: z.boolean(),
        }),
      ),
    }),
    summary: 'The caller’s last 20 credit-point top-ups, newest first, with how each was paid.',
    tags: ['payments'],
  }),
  sandboxChallenge: defineContract({
    ...paymentsRoutes.sandboxChallenge,
    params: z.object({ id: z.string().regex(/^pi_sb_[a-f0-9]{24}$/) }),
    input: z.object({ token: z.string().min(1).max(64), outcome: z.enum(['approve', 'fail']) }),
    output: z.object({ status: z.enum(PAYMENT_STATUSES) }),
    summary: 'Sandbox provider only: the 3-D Secure page’s answer (approve or fail the challenge).',
    tags: ['payments'],
  }),
};
