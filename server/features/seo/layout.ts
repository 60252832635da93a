import { PRODUCT_NAME } from '../../../common/constants.ts';
import { ISLAND_ATTRIBUTE, type IslandName } from '../../../common/islands.ts';
import { esc, h } from './html.ts';
import { icon } from './icons.ts';
import { type Locale, localePath } from './locales.ts';
import type { Texts } from './text.ts';

/*
 * The page frame of the pre-rendered HTML. It uses the classes of the client's AppShell, SiteHeader
 * and SiteFooter (client/app/layout), so the page looks the same before and after their islands mount.
 */

/** The same links as SiteHeader and SiteFooter; the pages themselves link to skills, cities and the blog. */
const NAV_LINKS = [
  { href: '/session-booking', key: 'layout.nav.findSkills' },
  { href: '/global-marketplace', key: 'layout.nav.marketplace' },
  { href: '/tutor-hub', key: 'layout.nav.teach' },
  { href: '/faq', key: 'layout.nav.faq' },
  { href: '/trt-b2b-service', key: 'layout.footer.business' },
] as const;

const FOOTER_LINKS = [
  { href: '/faq', key: 'layout.footer.faq' },
  { href: '/legal-documents', key: 'layout.footer.legal' },
  { href: '/accessibility', key: 'layout.footer.accessibility' },
  { href: '/child-safety', key: 'layout.footer.childSafety' },
  { href: '/trt-b2b-service', key: 'layout.footer.business' },
] as const;

const SKIP =
  'sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[200] focus:rounded-lg focus:bg-indigo-700 focus:px-4 focus:py-2 focus:font-semibold focus:text-white focus:shadow-lg';
const NAV_LINK =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600';
const BUTTON =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';
export const BUTTON_PRIMARY_LG = `${BUTTON} bg-indigo-600 text-white hover:bg-indigo-700 h-12 px-6 text-base`;
export const BUTTON_OUTLINE_LG = `${BUTTON} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 h-12 px-6 text-base`;
const BUTTON_PRIMARY_SM = `${BUTTON} bg-indigo-600 text-white hover:bg-indigo-700 h-9 px-3 text-sm`;
const BUTTON_GHOST_SM = `${BUTTON} text-slate-700 hover:bg-slate-100 h-9 px-3 text-sm`;
export const TEXT_LINK =
  'font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A spot the client brings to life (common/islands.ts, ADR 013). `fallback` is what a reader without
 * JavaScript (and a crawler) gets; the island takes its place. The wrapper makes no box of its own, so
 * the page lays out the same with and without it.
 */
export const island = (name: IslandName, fallback = '') =>
  h('div', { [ISLAND_ATTRIBUTE]: name, class: 'contents' }, fallback);

/** A link to a page of the site in the reader's locale. */
export const link = (locale: Locale, path: string, text: string, className = TEXT_LINK) =>
  h('a', { href: localePath(locale, path), class: className }, esc(text));

export function frame(locale: Locale, x: Texts, main: string): string {
  const header = h(
    'header',
    { class: 'sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur' },
    h(
      'div',
      { class: 'mx-auto flex h-16 max-w-7xl items-center gap-3 px-4' },
      h(
        'a',
        {
          href: localePath(locale, '/'),
          class:
            'flex shrink-0 items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600',
        },
        h(
          'span',
          { class: 'flex size-9 items-center justify-center rounded-xl bg-indigo-600 text-white' },
          icon('graduationCap', 'size-5'),
        ),
        h('span', { class: 'text-lg whitespace-nowrap' }, esc(PRODUCT_NAME)),
      ),
      h(
        'nav',
        {
          id: 'navigation',
          'aria-label': x.t('layout.mainNavigation'),
          class: 'flex flex-1 items-center gap-2',
        },
        h(
          'ul',
          { class: 'ml-4 hidden items-center gap-0.5 xl:flex' },
          ...NAV_LINKS.map((l) => h('li', null, link(locale, l.href, x.t(l.key), NAV_LINK))),
        ),
        h(
          'div',
          { class: 'ml-auto flex items-center gap-2' },
          h(
            'div',
            { class: 'hidden items-center gap-2 sm:flex' },
            h(
              'a',
              { href: localePath(locale, '/auth?mode=login'), class: BUTTON_GHOST_SM },
              esc(x.t('layout.signIn')),
            ),
            h(
              'a',
              { href: localePath(locale, '/auth?mode=register'), class: BUTTON_PRIMARY_SM },
              esc(x.t('layout.joinFree')),
            ),
          ),
        ),
      ),
    ),
  );
  const footer = h(
    'footer',
    { class: 'border-t border-slate-200 bg-white' },
    h(
      'div',
      {
        class:
          'mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-slate-700 sm:flex-row sm:items-center sm:justify-between',
      },
      h('p', null, `© ${new Date().getFullYear()} ${esc(PRODUCT_NAME)}. ${esc(x.t('layout.footer.rights'))}`),
      h(
        'nav',
        { 'aria-label': x.t('layout.footer.label') },
        h(
          'ul',
          { class: 'flex flex-wrap gap-x-4 gap-y-2' },
          ...FOOTER_LINKS.map((l) =>
            h(
              'li',
              null,
              link(
                locale,
                l.href,
                x.t(l.key),
                'rounded hover:text-indigo-800 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600',
              ),
            ),
          ),
        ),
      ),
    ),
  );
  return h(
    'div',
    { class: 'flex min-h-screen flex-col bg-slate-50' },
    h(
      'div',
      null,
      h('a', { href: '#main-content', class: SKIP }, esc(x.t('layout.skipToMain'))),
      h('a', { href: '#navigation', class: SKIP }, esc(x.t('layout.skipToNavigation'))),
    ),
    island('scarcity-banner'),
    island('site-header', header),
    h('main', { id: 'main-content', tabindex: '-1', class: 'flex-1 focus:outline-none' }, main),
    island('site-footer', footer),
  );
}

/** A plain content section with a heading, as the catalogue and blog screens lay them out. */
export function section(
  id: string,
  title: string,
  body: string,
  opts: { level?: 1 | 2; intro?: string } = {},
): string {
  const level = opts.level ?? 2;
  return h(
    'section',
    { 'aria-labelledby': id, class: 'mx-auto max-w-6xl px-4 py-10' },
    h(
      `h${level}`,
      {
        id,
        class:
          level === 1
            ? 'text-3xl font-extrabold text-slate-900 sm:text-4xl'
            : 'text-2xl font-bold text-slate-900',
      },
      esc(title),
    ),
    opts.intro ? h('p', { class: 'mt-3 max-w-3xl text-lg text-slate-700' }, esc(opts.intro)) : '',
    body,
  );
}
