/**
 * Stripe.js, for when Stripe is the payment provider (ADR 043). Stripe requires it be loaded from
 * js.stripe.com, never bundled; the npm loader's `pure` entry adds that script only when first called,
 * so a page on the sandbox never fetches it. One load per publishable key, shared by every form.
 */
import type { Stripe, StripeElementLocale } from '@stripe/stripe-js';
import type { PaymentProviderView } from '../../../../common/contracts/payments';

export type { Stripe, StripeCardElement, StripeElementChangeEvent } from '@stripe/stripe-js';

const loading = new Map<string, Promise<Stripe>>();

/** Stripe.js for this key; rejects when the script cannot load (offline, blocked), and tries again next time. */
export function loadStripeJs(publishableKey: string): Promise<Stripe> {
  let pending = loading.get(publishableKey);
  if (!pending) {
    pending = import('@stripe/stripe-js/pure')
      .then(({ loadStripe }) => loadStripe(publishableKey))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available in this environment.');
        return stripe;
      });
    loading.set(publishableKey, pending);
    pending.catch(() => loading.delete(publishableKey));
  }
  return pending;
}

/** Our languages as Stripe names them; Hindi, which Stripe's fields do not speak, follows the browser. */
const STRIPE_LOCALES: Record<string, StripeElementLocale> = { 'zh-cn': 'zh', 'zh-tw': 'zh-TW', hi: 'auto' };
export const stripeLocale = (language: string): StripeElementLocale =>
  STRIPE_LOCALES[language.toLowerCase()] ?? (language.toLowerCase().slice(0, 2) as StripeElementLocale);

/** Stripe's test mode takes the same test cards and IBANs as our sandbox, so the page may show them. */
export const takesTestNumbers = (browser: PaymentProviderView | undefined) =>
  !browser || browser.provider === 'sandbox' || browser.publishableKey.startsWith('pk_test_');
