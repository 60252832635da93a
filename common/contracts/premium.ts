import { z } from 'zod';
import { defineContract } from './define.ts';
import { paymentViewSchema } from './payments.ts';
import { premiumRoutes } from './routes.ts';

/**
 * Premium (SPEC.md 9: 6 EUR per month; ADR 037): `incomplete` until its first month is paid, `active`,
 * `past_due` while a renewal's card is retried (the benefits stay), `ended`.
 */
export const PREMIUM_STATUSES = ['incomplete', 'active', 'past_due', 'ended'] as const;
export type PremiumStatus = (typeof PREMIUM_STATUSES)[number];

export const premiumViewSchema = z.object({
  id: z.string(),
  status: z.enum(PREMIUM_STATUSES),
  currentPeriodStart: z.string(),
  currentPeriodEnd: z.string(),
  /** Cancelled: it ends at `currentPeriodEnd` and is not charged again. */
  cancelAtPeriodEnd: z.boolean(),
});
export type PremiumView = z.infer<typeof premiumViewSchema>;

/** A card (a payment method made by Stripe.js or the sandbox) to charge a month to. */
const byCard = z.object({
  paymentMethodId: z.string().regex(/^pm_[A-Za-z0-9_]{3,100}$/, 'Choose a payment method.'),
});
/** The subscription after a month was charged, and that month's payment. */
const monthCharged = z.object({ subscription: premiumViewSchema, payment: paymentViewSchema });

export const premiumContracts = {
  myPremium: defineContract({
    ...premiumRoutes.myPremium,
    input: z.object({}),
    output: z.object({
      priceCents: z.number().int(),
      currency: z.literal('EUR'),
      /** The live subscription (not ended), or null. */
      subscription: premiumViewSchema.nullable(),
      /** The payments of premium months, newest first (receipts are at /api/payments/:id/receipt). */
      payments: z.array(paymentViewSchema),
    }),
    summary: 'The signed-in learner’s premium subscription, its price and its monthly payments.',
    tags: ['payments'],
  }),
  subscribe: defineContract({
    ...premiumRoutes.subscribe,
    input: byCard,
    output: monthCharged,
    summary:
      'Subscribes to premium by card: the first month is charged now (a 3-D Secure check may be asked for; the subscription starts when the payment succeeds), later months by a monthly job on the same card. Needs an Idempotency-Key header.',
    tags: ['payments'],
  }),
  payOverdue: defineContract({
    ...premiumRoutes.payOverdue,
    input: byCard,
    output: monthCharged,
    summary:
      'While a renewal is past due: pays the overdue month now with another card, which then becomes the card later months are charged to (a 3-D Secure check may be asked for). Needs an Idempotency-Key header.',
    tags: ['payments'],
  }),
  cancel: defineContract({
    ...premiumRoutes.cancel,
    input: z.object({}),
    output: premiumViewSchema,
    summary: 'Cancels premium at the end of the month already paid; nothing more is charged.',
    tags: ['payments'],
  }),
  resume: defineContract({
    ...premiumRoutes.resume,
    input: z.object({}),
    output: premiumViewSchema,
    summary: 'Takes back a cancellation before the paid month ends: renewals go on.',
    tags: ['payments'],
  }),
};
