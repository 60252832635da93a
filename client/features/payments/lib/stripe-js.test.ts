import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../common/constants';
import { stripeLocale, takesTestNumbers } from './stripe-js';

/** Stripe Elements' locales (@stripe/stripe-js StripeElementLocale) our languages may map to. */
const STRIPE = new Set([
  'auto',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hr',
  'hu',
  'it',
  'ms',
  'nb',
  'nl',
  'no',
  'pl',
  'pt',
  'ro',
  'sk',
  'sv',
  'zh',
  'zh-TW',
]);

describe('Stripe.js for our languages and keys (ADR 043)', () => {
  it('gives Stripe’s card field a locale it knows for each of our 23 languages', () => {
    for (const language of LANGUAGES) expect(STRIPE.has(stripeLocale(language)), language).toBe(true);
    expect(stripeLocale('zh-cn')).toBe('zh');
    expect(stripeLocale('zh-tw')).toBe('zh-TW');
    expect(stripeLocale('hi')).toBe('auto');
    expect(stripeLocale('de')).toBe('de');
  });

  it('lists the test numbers on the sandbox and in Stripe’s test mode, never with a live key', () => {
    expect(takesTestNumbers({ provider: 'sandbox' })).toBe(true);
    expect(takesTestNumbers({ provider: 'stripe', publishableKey: 'pk_test_1' })).toBe(true);
    expect(takesTestNumbers({ provider: 'stripe', publishableKey: 'pk_live_1' })).toBe(false);
  });
});
