import { SERVER_CONSENT_BANNER_ATTRIBUTE } from '../../../common/islands.ts';
import { esc, h } from './html.ts';
import { type Locale, localePath } from './locales.ts';
import type { Texts } from './text.ts';

/** Where a pre-rendered page takes the cookie banner; replaced per request (the page itself is cached). */
export const CONSENT_BANNER_SLOT = '<!--consent-banner-->';

const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed bg-indigo-600 text-white hover:bg-indigo-700 disabled:bg-indigo-300 h-11 px-4 text-sm grow px-3 sm:px-4 md:grow-0';

/**
 * The cookie banner of client/features/consent/cookie-banner.tsx, in the page's first paint for a
 * browser that has made no choice yet: it is a large block of text, and painted only when the app
 * starts it became the page's Largest Contentful Paint, seconds late. The app's own banner takes its
 * place with the rest of the page, in the same spot (it is fixed, so nothing moves). Until then its
 * buttons are disabled, and nothing is stored without a choice.
 */
export function consentBannerHtml(locale: Locale, x: Texts): string {
  return h(
    'div',
    {
      class: 'js-only pointer-events-none fixed inset-x-0 bottom-0 z-35 flex flex-col',
      [SERVER_CONSENT_BANNER_ATTRIBUTE]: true,
    },
    h(
      'section',
      {
        'aria-labelledby': 'cookie-banner-title',
        class:
          'pointer-events-auto border-t border-slate-200 bg-white shadow-[0_-8px_24px_rgba(15,23,42,0.12)]',
      },
      h(
        'div',
        { class: 'mx-auto flex max-w-6xl flex-col gap-3 px-4 py-4 md:flex-row md:items-center md:gap-6' },
        h(
          'div',
          { class: 'flex min-w-0 flex-1 gap-3' },
          h(
            'div',
            { class: 'min-w-0' },
            h(
              'h2',
              { id: 'cookie-banner-title', class: 'text-base font-bold text-slate-900' },
              esc(x.t('consent.banner.title')),
            ),
            h(
              'p',
              { class: 'mt-1 text-sm text-slate-700' },
              `${esc(x.t('consent.banner.text'))} `,
              h(
                'a',
                {
                  href: localePath(locale, '/legal-documents'),
                  class: 'font-medium text-indigo-700 underline underline-offset-2',
                },
                esc(x.t('consent.policyLink')),
              ),
            ),
          ),
        ),
        h(
          'div',
          { class: 'flex flex-wrap gap-2 md:shrink-0 md:flex-nowrap' },
          ...(['consent.customize', 'consent.rejectAll', 'consent.acceptAll'] as const).map((key) =>
            h('button', { type: 'button', class: BUTTON, disabled: true }, esc(x.t(key))),
          ),
        ),
      ),
    ),
  );
}
