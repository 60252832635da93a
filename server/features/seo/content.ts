import { PRICES_CENTS } from '../../../common/constants.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../http/app-error.ts';
import { getPublished, listPublished } from '../blog/index.ts';
import {
  getCityPage as loadCityPage,
  getSkillPage as loadSkillPage,
  listSkills as loadSkills,
  listCities,
} from '../catalog/index.ts';
import { seedText } from '../../i18n/catalogue.ts';
import { getPlatformMetrics } from '../platform/index.ts';
import { getDocument, listCurrent } from '../legal/index.ts';
import { esc, h } from './html.ts';
import { BUTTON_OUTLINE_LG, BUTTON_PRIMARY_LG, island, link, section } from './layout.ts';
import { icon } from './icons.ts';
import { trustMetricsSection } from './trust-metrics.ts';
import { type Locale, localePath } from './locales.ts';
import type { PublicPage } from './pages.ts';
import {
  blogPosting,
  breadcrumbs,
  type CityRow,
  faqPage,
  itemList,
  skillService,
} from './structured-data.ts';
import { formatEuro } from '../../../common/number-format.ts';
import { formatDate, type Texts } from './text.ts';

/** What a public page says: its head texts, its structured data and its main content as HTML. */
/** Skills and tutors in the page's language: seeded names and descriptions have human translations. */
type SkillText = { name: string; description: string };
const localSkill = <S extends SkillText>(x: Texts, s: S): S => ({
  ...s,
  name: seedText(x.language, s.name),
  description: seedText(x.language, s.description),
});
const localTutor = <T extends { expertise: string[] }>(x: Texts, t: T): T => ({
  ...t,
  expertise: t.expertise.map((skill) => seedText(x.language, skill)),
});
const listSkills = async (ctx: AppContext, x: Texts) => (await loadSkills(ctx)).map((s) => localSkill(x, s));
async function getSkillPage(ctx: AppContext, x: Texts, id: string) {
  const page = await loadSkillPage(ctx, id);
  return { ...page, skill: localSkill(x, page.skill), tutors: page.tutors.map((t) => localTutor(x, t)) };
}
async function getCityPage(ctx: AppContext, x: Texts, id: string) {
  const page = await loadCityPage(ctx, id);
  return {
    ...page,
    tutors: page.tutors.map((t) => localTutor(x, t)),
    skills: page.skills.map((s) => localSkill(x, s)),
  };
}

export interface PageContent {
  title: string;
  description: string;
  ogType: 'website' | 'article';
  jsonLd: Record<string, unknown>[];
  main: string;
  /**
   * The app takes the page over at load instead of islands joining it (ADR 013): the page has controls
   * only the whole app drives (filters, a search box), or its server copy does not yet mirror the
   * client's screen closely enough to stay on show.
   */
  needsApp?: boolean;
  /** The canonical unprefixed path when it differs from the requested one (an article asked for by id). */
  canonicalPath?: string;
}

export interface RenderInput {
  ctx: AppContext;
  page: PublicPage;
  locale: Locale;
  x: Texts;
  /** PUBLIC_URL + the page's path in the locale. */
  url: string;
  base: string;
  cities: CityRow[];
}

const CARD = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm';
const MUTED = 'mt-2 text-slate-700';
const H1 = 'text-3xl font-extrabold text-slate-900 sm:text-4xl';
const EYEBROW = 'text-sm font-semibold tracking-wide text-indigo-700 uppercase';
const INTRO = 'mt-3 max-w-3xl text-lg text-slate-700';
const BACK_LINK =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:underline';
const BADGE =
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold bg-indigo-100 text-indigo-800';
/** client/features/catalog PageShell. */
const PAGE_SHELL = 'mx-auto max-w-6xl px-4 py-8 sm:py-12';
/** client/features/blog/lib/prose.ts, for the Markdown of articles and legal documents. */
const PROSE = [
  'max-w-none text-base leading-7 text-slate-800',
  '[&>*:first-child]:mt-0',
  '[&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:mt-4',
  '[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6',
  '[&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6',
  '[&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
].join(' ');

/** SPEC.md 2.10: the six questions /faq lists as popular, as client/features/faq/faq-data.ts lists them. */
const POPULAR_FAQ: [FaqSet, string][] = [
  ['learnFaq', 'q01'],
  ['learnFaq', 'q08'],
  ['learnFaq', 'q06'],
  ['teachFaq', 'q08'],
  ['teachFaq', 'q12'],
  ['learnFaq', 'q13'],
];
const FAQ_CATEGORIES = {
  learnFaq: ['getting-started', 'sessions', 'pricing', 'platform', 'support'],
  teachFaq: ['getting-started', 'teaching', 'earnings', 'verification', 'support'],
} as const;
type FaqSet = keyof typeof FAQ_CATEGORIES;

interface FaqItem {
  id: string;
  category: string;
  question: string;
  answer: string;
}

/** The FAQ items of a set as the catalogues hold them (learnFaq.items.q01 ...), in order. */
export function faqItems(x: Texts, set: FaqSet): FaqItem[] {
  const items: FaqItem[] = [];
  for (let n = 1; n < 100; n++) {
    const id = `q${String(n).padStart(2, '0')}`;
    const key = `${set}.items.${id}`;
    if (!x.has(`${key}.question`)) break;
    items.push({
      id,
      category: x.t(`${key}.category`),
      question: x.t(`${key}.question`),
      answer: x.t(`${key}.answer`),
    });
  }
  return items;
}

/** Questions that open without JavaScript, in the look of client/features/faq/faq-accordion.tsx. */
const faqList = (items: FaqItem[], heading: 'h2' | 'h3') =>
  h(
    'ul',
    {
      class:
        'divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm',
    },
    ...items.map((item) =>
      h(
        'li',
        null,
        h(
          'details',
          null,
          h(
            'summary',
            {
              class:
                'flex w-full items-start justify-between gap-4 px-4 py-4 text-left font-semibold text-slate-900 hover:bg-slate-50 sm:px-5',
            },
            h(heading, { class: 'text-base' }, esc(item.question)),
            // summary is a flex box here, so the native disclosure marker is replaced by this one.
            h('span', { 'aria-hidden': 'true', class: 'shrink-0 text-indigo-600' }, '▾'),
          ),
          h('p', { class: 'px-4 pb-4 text-slate-700 sm:px-5' }, esc(item.answer)),
        ),
      ),
    ),
  );

/** The search box of client/features/faq/faq-search.tsx; it only works with JavaScript, so it shows only then. */
const faqSearchBox = (id: string, label: string, placeholder: string) =>
  h(
    'div',
    { role: 'search', 'aria-label': label, class: 'js-only' },
    h('label', { for: id, class: 'sr-only' }, esc(label)),
    h(
      'div',
      { class: 'relative' },
      icon('search', 'pointer-events-none absolute top-3.5 left-3 size-4 text-slate-500'),
      h('input', {
        id,
        type: 'search',
        placeholder,
        autocomplete: 'off',
        class:
          'block w-full rounded-lg border bg-white pl-3 text-slate-900 shadow-sm h-11 text-base sm:text-sm pr-3 placeholder:text-slate-500 border-slate-300 pl-9',
      }),
    ),
  );

/** The found count of client/features/faq/faq-search.tsx. */
const foundCount = (x: Texts, count: number) =>
  h(
    'p',
    {
      class: 'inline-flex rounded-full bg-indigo-100 px-3 py-1 text-sm font-semibold text-indigo-800',
      'data-testid': 'faq-count',
      'data-count': count,
    },
    esc(x.plural('faq.found', count)),
  );

const crumbs = (input: RenderInput, trail: { name: string; path: string }[]) =>
  breadcrumbs([
    {
      name: input.x.t('seo.nav.home'),
      url: `${input.base}${input.locale.prefix ? `/${input.locale.prefix}` : '/'}`,
    },
    ...trail.map((t) => ({
      name: t.name,
      url: `${input.base}${input.locale.prefix ? `/${input.locale.prefix}` : ''}${t.path}`,
    })),
  ]);

function prices(x: Texts) {
  return {
    price: formatEuro(PRICES_CENTS.group3to1PerLearner, x.language),
    privatePrice: formatEuro(PRICES_CENTS.private1to1, x.language),
  };
}

const categoryLabel = (x: Texts, category: string) =>
  x.has(`catalog.categories.${category}`)
    ? x.t(`catalog.categories.${category}`)
    : category.charAt(0).toUpperCase() + category.slice(1);

function offersSection(input: RenderInput): string {
  const { x } = input;
  const p = prices(x);
  const card = (name: string, amount: string, text: string, badge?: string) =>
    h(
      'li',
      { class: CARD },
      badge ? h('p', null, h('span', { class: BADGE }, esc(badge))) : '',
      h('h3', { class: 'mt-2 text-lg font-semibold text-slate-900' }, esc(name)),
      h(
        'p',
        { class: 'mt-2 text-2xl font-bold text-slate-900' },
        `${esc(amount)} `,
        h('span', { class: 'text-base text-slate-700' }, esc(x.t('seo.offers.perSession'))),
      ),
      h('p', { class: MUTED }, esc(text)),
    );
  return section(
    'seo-offers',
    x.t('seo.offers.title'),
    h(
      'ul',
      { class: 'mt-6 grid gap-4 sm:grid-cols-2' },
      card(
        x.t('seo.offers.group.name'),
        p.price,
        x.t('seo.offers.group.description'),
        x.t('seo.offers.popular'),
      ),
      card(x.t('seo.offers.private.name'), p.privatePrice, x.t('seo.offers.private.description')),
    ) + h('p', { class: 'mt-4 text-slate-700' }, esc(x.t('seo.offers.note'))),
  );
}

const tutorCountText = (x: Texts, count: number) => x.plural('catalog.tutorCount', count);

function skillLinks(input: RenderInput, skills: { id: string; name: string; tutorCount: number }[]) {
  return h(
    'ul',
    { class: 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' },
    ...skills.map((s) =>
      h(
        'li',
        { class: CARD },
        link(input.locale, `/learn/${s.id}`, s.name),
        h('p', { class: 'mt-1 text-sm text-slate-700' }, esc(tutorCountText(input.x, s.tutorCount))),
      ),
    ),
  );
}

function cityLinks(
  input: RenderInput,
  cities: { id: string; name: string; region: string; tutorCount?: number }[],
) {
  return h(
    'ul',
    { class: 'mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' },
    ...cities.map((c) =>
      h(
        'li',
        { class: CARD },
        link(input.locale, `/city/${c.id}`, c.name),
        h(
          'p',
          { class: 'mt-1 text-sm text-slate-700' },
          esc(
            c.tutorCount === undefined ? c.region : `${c.region} · ${tutorCountText(input.x, c.tutorCount)}`,
          ),
        ),
      ),
    ),
  );
}

type Tutor = Awaited<ReturnType<typeof getSkillPage>>['tutors'][number];

/** Tutor cards in the look of client/features/catalog/components/tutor-card.tsx. */
function tutorList(input: RenderInput, tutors: Tutor[], emptyTitle: string, emptyText: string) {
  const { x, locale } = input;
  if (!tutors.length) {
    return h(
      'div',
      { class: 'mt-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center' },
      h('p', { class: 'font-semibold text-slate-900' }, esc(emptyTitle)),
      h('p', { class: MUTED }, esc(emptyText)),
      h('p', { class: 'mt-4' }, link(locale, '/auth?mode=register&type=student', x.t('catalog.cta.button'))),
    );
  }
  return h(
    'ul',
    { class: 'mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-3', 'data-testid': 'tutor-list' },
    ...tutors.map((t) =>
      h(
        'li',
        null,
        h(
          'article',
          {
            class: 'flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm',
            'data-testid': 'tutor-card',
          },
          h('h3', { class: 'text-lg font-semibold text-slate-900' }, esc(t.name)),
          h(
            'p',
            { class: 'mt-1 text-sm text-slate-700' },
            t.rating === null
              ? esc(x.t('catalog.tutor.new'))
              : `${esc(t.rating.toFixed(1))} ★ ${esc(x.plural('catalog.tutor.reviews', t.reviews))}`,
          ),
          t.expertise.length
            ? h(
                'p',
                { class: 'mt-4 text-sm text-slate-700' },
                `${esc(x.t('catalog.tutor.expertise'))}: ${esc(t.expertise.join(', '))}`,
              )
            : '',
          t.city
            ? h(
                'p',
                { class: 'mt-2 text-sm text-slate-700' },
                `${esc(x.t('catalog.tutor.city'))}: ${esc(t.city)}`,
              )
            : '',
          t.languages.length
            ? h(
                'p',
                { class: 'mt-2 text-sm text-slate-700' },
                `${esc(x.t('catalog.tutor.languages'))}: ${esc(t.languages.join(', '))}`,
              )
            : '',
          h(
            'p',
            { class: 'mt-4 border-t border-slate-100 pt-3 text-sm text-slate-700' },
            h(
              'span',
              { class: 'text-lg font-bold text-slate-900' },
              esc(formatEuro(t.priceCents, x.language)),
            ),
            ` ${esc(x.t('catalog.tutor.perLearner'))}`,
          ),
        ),
      ),
    ),
  );
}

/** client/features/catalog Breadcrumb. */
function breadcrumbNav(input: RenderInput, parent: { path: string; label: string }, current: string) {
  return h(
    'nav',
    { 'aria-label': input.x.t('catalog.breadcrumb'), class: 'text-sm' },
    h(
      'ol',
      { class: 'flex flex-wrap items-center gap-1 text-slate-700' },
      h(
        'li',
        { class: 'flex items-center gap-1' },
        link(input.locale, parent.path, parent.label, 'rounded font-medium text-indigo-700 hover:underline'),
      ),
      h(
        'li',
        { class: 'flex items-center gap-1' },
        '<span aria-hidden="true">›</span>',
        h('span', { 'aria-current': 'page', class: 'font-medium text-slate-900' }, esc(current)),
      ),
    ),
  );
}

function postList(
  input: RenderInput,
  posts: Awaited<ReturnType<typeof listPublished>>,
  heading: 'h2' | 'h3',
) {
  const { x, locale } = input;
  return h(
    'ul',
    { class: 'mt-6 grid gap-4 md:grid-cols-2' },
    ...posts.map((p) =>
      h(
        'li',
        null,
        h(
          'article',
          { class: CARD, lang: p.language },
          h(
            heading,
            { class: 'text-lg font-semibold text-slate-900' },
            link(locale, `/blog/${p.slug}`, p.title),
          ),
          p.summary ? h('p', { class: MUTED }, esc(p.summary)) : '',
          h(
            'p',
            {
              class: 'mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700',
              lang: x.language,
            },
            p.author ? h('span', null, esc(x.t('blog.meta.by', { author: p.author }))) : '',
            p.publishedAt
              ? h('time', { datetime: p.publishedAt }, esc(formatDate(x.language, p.publishedAt)))
              : '',
          ),
        ),
      ),
    ),
  );
}

async function home(input: RenderInput): Promise<PageContent> {
  const { ctx, x, locale } = input;
  const p = prices(x);
  const [skills, posts, metrics] = await Promise.all([
    listSkills(ctx, x),
    listPublished(ctx, {}),
    getPlatformMetrics(ctx),
  ]);
  const popular = [...skills]
    .sort((a, b) => b.tutorCount - a.tutorCount || a.name.localeCompare(b.name))
    .slice(0, 12);
  // The hero as client/features/home/home-page.tsx renders it, so the largest text paints here first.
  const hero = h(
    'section',
    { class: 'bg-gradient-to-b from-indigo-50 to-slate-50', 'aria-labelledby': 'hero-title' },
    h(
      'div',
      { class: 'mx-auto max-w-6xl px-4 py-14 text-center sm:py-20' },
      h(
        'p',
        {
          class:
            'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-sm font-semibold text-indigo-800 shadow-sm ring-1 ring-indigo-100',
        },
        esc(x.t('home.badge')),
      ),
      h(
        'h1',
        {
          id: 'hero-title',
          class: 'mx-auto mt-5 max-w-3xl text-4xl font-extrabold text-slate-900 sm:text-5xl',
        },
        esc(x.t('home.title')),
      ),
      h('p', { class: 'mx-auto mt-5 max-w-2xl text-lg text-slate-700' }, esc(x.t('home.subtitle'))),
      h(
        'div',
        { class: 'mt-8 flex flex-col justify-center gap-3 sm:flex-row' },
        link(locale, '/student-hub', x.t('home.learnCta'), BUTTON_PRIMARY_LG),
        link(locale, '/tutor-hub', x.t('home.teachCta'), BUTTON_OUTLINE_LG),
      ),
      h('p', { class: 'mt-5 text-sm font-medium text-slate-700' }, esc(x.t('home.priceLine', p))),
      island(
        'home-account',
        h(
          'p',
          { class: 'mt-3 text-sm text-slate-700' },
          `${esc(x.t('home.haveAccount'))} `,
          link(locale, '/auth?mode=login', x.t('layout.signIn')),
        ),
      ),
    ),
  );
  const features = section(
    'features-title',
    x.t('landing.features.title'),
    h(
      'ul',
      { class: 'mt-8 grid gap-6 md:grid-cols-3' },
      ...(['groups', 'translation', 'universal'] as const).map((k) =>
        h(
          'li',
          { class: CARD },
          h('h3', { class: 'text-lg font-semibold text-slate-900' }, esc(x.t(`landing.features.${k}.title`))),
          h('p', { class: MUTED }, esc(x.t(`landing.features.${k}.text`, p))),
        ),
      ),
    ),
  );
  const benefits = section(
    'benefits-title',
    x.t('landing.benefits.title'),
    h(
      'ul',
      { class: 'mt-6 grid list-disc gap-3 pl-5 text-slate-800 sm:grid-cols-2' },
      ...['verified', 'price', 'free', 'cancel', 'matching', 'progress', 'support', 'safety'].map((k) =>
        h('li', null, esc(x.t(`landing.benefits.items.${k}`, p))),
      ),
    ),
  );
  const skillsBlock = section(
    'seo-skills',
    x.t('seo.home.skillsTitle'),
    skillLinks(input, popular) +
      h('p', { class: 'mt-6' }, link(locale, '/skills', x.t('seo.home.allSkills'))),
  );
  const citiesBlock = section(
    'seo-cities',
    x.t('seo.home.citiesTitle'),
    cityLinks(input, input.cities) +
      h('p', { class: 'mt-6' }, link(locale, '/cities', x.t('seo.home.allCities'))),
  );
  const blogBlock = posts.length
    ? section(
        'seo-blog',
        x.t('seo.home.blogTitle'),
        postList(input, posts.slice(0, 4), 'h3') +
          h('p', { class: 'mt-6' }, link(locale, '/blog', x.t('seo.home.allPosts'))),
      )
    : '';
  const faqBlock = section(
    'seo-faq',
    x.t('faq.hub.title'),
    h('p', { class: MUTED }, esc(x.t('faq.hub.subtitle'))) +
      h('p', { class: 'mt-4' }, link(locale, '/faq', x.t('faq.allFaqs'))),
  );
  return {
    title: x.t('home.pageTitle'),
    description: x.t('home.subtitle'),
    ogType: 'website',
    jsonLd: [],
    // SPEC.md 2.2's sections in its order; the interactive ones are islands (their fallback, if any,
    // is what a reader without JavaScript sees), then the links a crawler follows into the site.
    main: h(
      'div',
      { 'data-testid': 'landing-page' },
      hero,
      trustMetricsSection(x, metrics),
      island('home-demos'),
      island('home-features', features + benefits),
      island('home-compliance'),
      island('home-roadmap'),
      island('home-join'),
      island('home-contact'),
      offersSection(input),
      skillsBlock,
      citiesBlock,
      blogBlock,
      faqBlock,
    ),
  };
}

/** /faq as client/features/faq/faq-hub-page.tsx lays it out (without the search, which needs JavaScript). */
function faqHub(input: RenderInput): PageContent {
  const { x, locale } = input;
  const sets = { learnFaq: faqItems(x, 'learnFaq'), teachFaq: faqItems(x, 'teachFaq') };
  const popular = POPULAR_FAQ.map(([set, id]) => sets[set].find((i) => i.id === id)).filter(
    (i): i is FaqItem => Boolean(i),
  );
  const card = (path: string, title: string, text: string, count: number) =>
    h(
      'li',
      null,
      h(
        'a',
        {
          href: localePath(locale, path),
          class:
            'group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600',
        },
        h(
          'span',
          { class: 'flex-1' },
          h(
            'span',
            { class: 'flex items-center justify-between gap-2' },
            h('span', { class: 'text-lg font-semibold text-slate-900' }, esc(title)),
            h('span', { class: BADGE }, esc(x.plural('faq.hub.questionCount', count))),
          ),
          h('span', { class: 'mt-1 block text-sm text-slate-700' }, esc(text)),
        ),
      ),
    );
  const main =
    h(
      'section',
      { class: 'bg-gradient-to-b from-indigo-50 to-slate-50' },
      h(
        'div',
        { class: 'mx-auto max-w-3xl px-4 py-12 text-center sm:py-16' },
        h('h1', { class: H1 }, esc(x.t('faq.hub.title'))),
        h('p', { class: 'mt-3 text-lg text-slate-700' }, esc(x.t('faq.hub.subtitle'))),
        h(
          'div',
          { class: 'mx-auto mt-8 max-w-xl text-left' },
          faqSearchBox('faq-hub-search', x.t('faq.hub.searchLabel'), x.t('faq.hub.searchPlaceholder')),
        ),
      ),
    ) +
    h(
      'div',
      { class: 'mx-auto max-w-5xl px-4 pb-14' },
      h(
        'ul',
        { class: 'grid gap-4 sm:grid-cols-2' },
        card('/LearnFAQ', x.t('faq.hub.learnersTitle'), x.t('faq.hub.learnersText'), sets.learnFaq.length),
        card('/TeachFAQ', x.t('faq.hub.tutorsTitle'), x.t('faq.hub.tutorsText'), sets.teachFaq.length),
      ),
      h(
        'section',
        { 'aria-labelledby': 'faq-popular', class: 'mt-12' },
        h(
          'div',
          { class: 'flex flex-wrap items-center justify-between gap-3' },
          h(
            'h2',
            { id: 'faq-popular', class: 'text-2xl font-bold text-slate-900' },
            esc(x.t('faq.hub.popularTitle')),
          ),
          foundCount(x, popular.length),
        ),
        h('div', { class: 'mt-4' }, faqList(popular, 'h3')),
      ),
      h(
        'section',
        { 'aria-labelledby': 'faq-features', class: 'mt-12' },
        h(
          'h2',
          { id: 'faq-features', class: 'text-2xl font-bold text-slate-900' },
          esc(x.t('faq.hub.featuresTitle')),
        ),
        h(
          'ul',
          { class: 'mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3' },
          ...['groups', 'verified', 'translation', 'progress', 'safety', 'privacy'].map((k) =>
            h(
              'li',
              { class: CARD },
              h('h3', { class: 'font-semibold text-slate-900' }, esc(x.t(`faq.hub.features.${k}.title`))),
              h('p', { class: MUTED }, esc(x.t(`faq.hub.features.${k}.text`))),
            ),
          ),
        ),
      ),
    );
  return {
    title: x.t('faq.pageTitle', { title: x.t('faq.hub.title') }),
    description: x.t('faq.hub.subtitle'),
    ogType: 'website',
    jsonLd: [faqPage(input.url, popular), crumbs(input, [{ name: x.t('faq.hub.title'), path: '/faq' }])],
    main: island('faq-hub', main),
  };
}

/** /LearnFAQ and /TeachFAQ as client/features/faq/faq-list-page.tsx lays them out (search and filters with JavaScript). */
function faqSet(input: RenderInput, set: FaqSet): PageContent {
  const { x, locale } = input;
  const short = set === 'learnFaq' ? 'learn' : 'teach';
  const ns = `faq.${short}`;
  const items = faqItems(x, set);
  const chip = (key: string, active: boolean) =>
    h(
      'button',
      {
        type: 'button',
        'aria-pressed': active ? 'true' : 'false',
        'data-category': key,
        class: `rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors ${
          active ? 'border-indigo-600 bg-indigo-600 text-white' : 'border-slate-300 bg-white text-slate-800'
        }`,
      },
      esc(x.t(`${ns}.categories.${key}`)),
    );
  const main = h(
    'div',
    { class: 'mx-auto max-w-3xl px-4 py-10 sm:py-14' },
    link(locale, '/faq', x.t('faq.allFaqs'), BACK_LINK),
    h('h1', { class: `mt-4 ${H1}` }, esc(x.t(`${ns}.title`))),
    h('p', { class: 'mt-3 text-lg text-slate-700' }, esc(x.t(`${ns}.subtitle`))),
    h(
      'div',
      { class: 'mt-8 space-y-4' },
      faqSearchBox(`${short}-faq-search`, x.t(`${ns}.searchLabel`), x.t(`${ns}.searchPlaceholder`)),
      h(
        'div',
        { role: 'group', 'aria-label': x.t('faq.categoriesLabel'), class: 'js-only flex flex-wrap gap-2' },
        chip('all', true),
        ...FAQ_CATEGORIES[set].map((key) => chip(key, false)),
      ),
      foundCount(x, items.length),
    ),
    h('div', { class: 'mt-4' }, faqList(items, 'h2')),
  );
  const path = set === 'learnFaq' ? '/LearnFAQ' : '/TeachFAQ';
  return {
    title: x.t('faq.pageTitle', { title: x.t(`${ns}.title`) }),
    description: x.t(`${ns}.subtitle`),
    ogType: 'website',
    jsonLd: [
      faqPage(input.url, items),
      crumbs(input, [
        { name: x.t('faq.hub.title'), path: '/faq' },
        { name: x.t(`${ns}.title`), path },
      ]),
    ],
    main: island(set === 'learnFaq' ? 'faq-learn' : 'faq-teach', main),
  };
}

/** /blog as client/features/blog/components/blog-list-page.tsx lays it out. */
async function blog(input: RenderInput): Promise<PageContent> {
  const { ctx, x } = input;
  const posts = await listPublished(ctx, {});
  const main = h(
    'div',
    { class: 'mx-auto max-w-5xl px-4 py-10 sm:py-14' },
    h(
      'header',
      { class: 'flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between' },
      h(
        'div',
        null,
        h('p', { class: EYEBROW }, esc(x.t('blog.list.eyebrow'))),
        h('h1', { class: `mt-2 ${H1}` }, esc(x.t('blog.list.title'))),
        h('p', { class: 'mt-3 max-w-2xl text-lg text-slate-700' }, esc(x.t('blog.list.intro'))),
      ),
      h('a', { href: '/blog/rss.xml', class: BACK_LINK }, esc(x.t('blog.list.rss'))),
    ),
    posts.length
      ? postList(input, posts, 'h2')
      : h('p', { class: 'mt-10 text-slate-700' }, esc(x.t('blog.list.empty.text'))),
  );
  return {
    title: x.t('seo.blog.title'),
    description: x.t('blog.list.intro'),
    ogType: 'website',
    needsApp: true,
    jsonLd: [
      itemList(
        input.url,
        posts.map((p) => ({ name: p.title, url: `${input.base}/blog/${p.slug}` })),
      ),
      crumbs(input, [{ name: x.t('blog.list.eyebrow'), path: '/blog' }]),
    ],
    main,
  };
}

/** An article as client/features/blog/components/blog-post-page.tsx lays it out. */
async function blogPost(input: RenderInput, id: string): Promise<PageContent> {
  const { ctx, x, locale } = input;
  const post = await getPublished(ctx, id);
  const canonicalUrl = `${input.base}${locale.prefix ? `/${locale.prefix}` : ''}/blog/${post.slug}`;
  const tagLabel = (tag: string) => (x.has(`blog.tags.${tag}`) ? x.t(`blog.tags.${tag}`) : tag);
  const main = h(
    'div',
    { class: 'mx-auto max-w-3xl px-4 py-8 sm:py-12' },
    link(locale, '/blog', x.t('blog.post.back'), BACK_LINK),
    h(
      'article',
      { lang: post.language, class: 'mt-6' },
      h(
        'header',
        { class: 'border-b border-slate-200 pb-6' },
        post.tags.length
          ? h(
              'ul',
              { class: 'flex flex-wrap gap-1.5', 'aria-label': x.t('blog.meta.tags'), lang: x.language },
              ...post.tags.map((t) => h('li', null, h('span', { class: BADGE }, esc(tagLabel(t))))),
            )
          : '',
        h(
          'h1',
          { class: 'mt-4 text-3xl leading-tight font-extrabold text-slate-900 sm:text-4xl' },
          esc(post.title),
        ),
        post.summary ? h('p', { class: 'mt-4 text-lg text-slate-700' }, esc(post.summary)) : '',
        h(
          'p',
          {
            class: 'mt-5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700',
            lang: x.language,
          },
          post.author ? h('span', null, esc(x.t('blog.meta.by', { author: post.author }))) : '',
          post.publishedAt
            ? h('time', { datetime: post.publishedAt }, esc(formatDate(x.language, post.publishedAt)))
            : '',
        ),
      ),
      // renderMarkdown escapes raw HTML and refuses script URLs (server/lib/markdown.ts).
      h('div', { class: `${PROSE} mt-8` }, post.html),
    ),
  );
  return {
    title: x.t('seo.blogPost.title', { title: post.title }),
    description: post.summary || x.t('blog.list.intro'),
    needsApp: true,
    ogType: 'article',
    canonicalPath: `/blog/${post.slug}`,
    jsonLd: [
      blogPosting(input.base, canonicalUrl, post),
      crumbs(input, [
        { name: x.t('blog.list.eyebrow'), path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ]),
    ],
    main,
  };
}

/** /learn/{skillId} as client/features/catalog/components/skill-page.tsx lays it out. */
async function skillPage(input: RenderInput, id: string): Promise<PageContent> {
  const { ctx, x, locale } = input;
  const { skill, tutors, cities } = await getSkillPage(ctx, x, id);
  const p = prices(x);
  const name = skill.name;
  const main = h(
    'div',
    { class: PAGE_SHELL },
    breadcrumbNav(input, { path: '/skills', label: x.t('catalog.skills.eyebrow') }, name),
    h(
      'header',
      { class: 'mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start' },
      h(
        'div',
        null,
        h('span', { class: BADGE }, esc(categoryLabel(x, skill.category))),
        h('h1', { class: `mt-3 ${H1}` }, esc(x.t('catalog.skill.title', { name }))),
        skill.description
          ? h('p', { class: 'mt-3 max-w-2xl text-lg text-slate-700' }, esc(skill.description))
          : '',
        h('p', { class: 'mt-3 max-w-2xl text-slate-700' }, esc(x.t('catalog.skill.intro', { name }))),
      ),
      h(
        'div',
        { class: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm' },
        h(
          'ul',
          { class: 'space-y-3 text-sm text-slate-800' },
          h('li', null, esc(tutorCountText(x, skill.tutorCount))),
          h('li', null, esc(x.t('catalog.price', { price: p.price }))),
        ),
        h(
          'p',
          { class: 'mt-5' },
          link(
            locale,
            '/auth?mode=register&type=student',
            x.t('catalog.skill.start', { name }),
            `${BUTTON_PRIMARY_LG} w-full`,
          ),
        ),
      ),
    ),
    h(
      'section',
      { 'aria-labelledby': 'skill-tutors', class: 'mt-12' },
      h(
        'h2',
        { id: 'skill-tutors', class: 'text-2xl font-bold text-slate-900' },
        esc(x.t('catalog.skill.tutorsTitle', { name })),
      ),
      tutorList(
        input,
        tutors,
        x.t('catalog.skill.noTutors.title', { name }),
        x.t('catalog.skill.noTutors.text', { name }),
      ),
    ),
    cities.length
      ? h(
          'section',
          { 'aria-labelledby': 'skill-cities', class: 'mt-12' },
          h(
            'h2',
            { id: 'skill-cities', class: 'text-2xl font-bold text-slate-900' },
            esc(x.t('catalog.skill.citiesTitle', { name })),
          ),
          h('p', { class: 'mt-2 text-slate-700' }, esc(x.t('catalog.skill.citiesText'))),
          cityLinks(input, cities),
        )
      : '',
  );
  return {
    title: x.t('seo.skill.title', { skill: name }),
    description: x.t('seo.skill.description', {
      skill: name,
      description: skill.description,
      price: p.price,
    }),
    ogType: 'website',
    jsonLd: [
      skillService(input.base, input.url, x, skill, cities),
      crumbs(input, [
        { name: x.t('catalog.skills.eyebrow'), path: '/skills' },
        { name, path: `/learn/${skill.id}` },
      ]),
    ],
    main: main + offersSection(input),
  };
}

/** /city/{cityId} as client/features/catalog/components/city-page.tsx lays it out. */
async function cityPage(input: RenderInput, id: string): Promise<PageContent> {
  const { ctx, x } = input;
  const { city, tutors, skills } = await getCityPage(ctx, x, id);
  const p = prices(x);
  const name = city.name;
  const main = h(
    'div',
    { class: PAGE_SHELL },
    breadcrumbNav(input, { path: '/cities', label: x.t('catalog.cities.eyebrow') }, name),
    h(
      'header',
      { class: 'mt-6' },
      h('p', { class: 'text-sm font-semibold text-slate-700' }, esc(city.region)),
      h('h1', { class: `mt-1 ${H1}` }, esc(x.t('catalog.city.title', { name }))),
      h('p', { class: 'mt-3 max-w-2xl text-lg text-slate-700' }, esc(x.t('catalog.city.intro', { name }))),
      h('p', { class: 'mt-4' }, h('span', { class: BADGE }, esc(tutorCountText(x, city.tutorCount)))),
    ),
    h(
      'section',
      { 'aria-labelledby': 'city-tutors', class: 'mt-10' },
      h(
        'h2',
        { id: 'city-tutors', class: 'text-2xl font-bold text-slate-900' },
        esc(x.t('catalog.city.tutorsTitle', { name })),
      ),
      tutorList(
        input,
        tutors,
        x.t('catalog.city.noTutors.title', { name }),
        x.t('catalog.city.noTutors.text', { name }),
      ),
    ),
    skills.length
      ? h(
          'section',
          { 'aria-labelledby': 'city-skills', class: 'mt-12' },
          h(
            'h2',
            { id: 'city-skills', class: 'text-2xl font-bold text-slate-900' },
            esc(x.t('catalog.city.skillsTitle', { name })),
          ),
          skillLinks(input, skills),
        )
      : '',
  );
  return {
    title: x.t('seo.city.title', { city: name }),
    description: x.t('seo.city.description', { city: name, region: city.region, price: p.price }),
    needsApp: true,
    ogType: 'website',
    jsonLd: [
      crumbs(input, [
        { name: x.t('catalog.cities.eyebrow'), path: '/cities' },
        { name, path: `/city/${city.id}` },
      ]),
    ],
    main: main + offersSection(input),
  };
}

/** /skills as client/features/catalog/components/skills-index.tsx lays it out. */
async function skillsPage(input: RenderInput): Promise<PageContent> {
  const { ctx, x } = input;
  const skills = await listSkills(ctx, x);
  const categories = [...new Set(skills.map((s) => s.category))];
  const intro = x.t('catalog.skills.intro', {
    skills: x.plural('catalog.skills.skillCount', skills.length),
    categories: x.plural('catalog.skills.categoryCount', categories.length),
  });
  const main = h(
    'div',
    { class: PAGE_SHELL },
    h(
      'header',
      null,
      h('p', { class: EYEBROW }, esc(x.t('catalog.skills.eyebrow'))),
      h('h1', { class: `mt-2 ${H1}` }, esc(x.t('catalog.skills.title'))),
      h('p', { class: INTRO }, esc(intro)),
    ),
    ...categories.map((c) =>
      h(
        'section',
        { class: 'mt-10', 'aria-labelledby': `category-${c}` },
        h(
          'h2',
          { id: `category-${c}`, class: 'text-2xl font-bold text-slate-900' },
          esc(categoryLabel(x, c)),
        ),
        skillLinks(
          input,
          skills.filter((s) => s.category === c),
        ),
      ),
    ),
  );
  return {
    title: x.t('seo.skills.title'),
    description: x.t('seo.skills.description'),
    ogType: 'website',
    needsApp: true,
    jsonLd: [
      itemList(
        input.url,
        skills.map((s) => ({ name: s.name, url: `${input.base}/learn/${s.id}` })),
      ),
      crumbs(input, [{ name: x.t('catalog.skills.eyebrow'), path: '/skills' }]),
    ],
    main,
  };
}

/** /cities as client/features/catalog/components/cities-index.tsx lays it out. */
async function citiesPage(input: RenderInput): Promise<PageContent> {
  const { ctx, x } = input;
  const cities = await listCities(ctx);
  const tutors = cities.reduce((sum, c) => sum + c.tutorCount, 0);
  const main = h(
    'div',
    { class: PAGE_SHELL },
    h(
      'header',
      null,
      h('p', { class: EYEBROW }, esc(x.t('catalog.cities.eyebrow'))),
      h('h1', { class: `mt-2 ${H1}` }, esc(x.t('catalog.cities.title'))),
      h('p', { class: INTRO }, esc(x.t('catalog.cities.intro'))),
      cities.length
        ? h(
            'p',
            { class: 'mt-2 font-medium text-slate-800' },
            esc(
              x.t('catalog.cities.summary', {
                tutors: tutorCountText(x, tutors),
                cities: x.plural('catalog.cities.cityCount', cities.length),
              }),
            ),
          )
        : '',
    ),
    h(
      'section',
      { class: 'mt-10', 'aria-labelledby': 'cities-list' },
      h(
        'h2',
        { id: 'cities-list', class: 'text-2xl font-bold text-slate-900' },
        esc(x.t('catalog.cities.listTitle')),
      ),
      cityLinks(input, cities),
    ),
  );
  return {
    title: x.t('seo.cities.title'),
    description: x.t('seo.cities.description'),
    needsApp: true,
    ogType: 'website',
    jsonLd: [
      itemList(
        input.url,
        cities.map((c) => ({ name: c.name, url: `${input.base}/city/${c.id}` })),
      ),
      crumbs(input, [{ name: x.t('catalog.cities.eyebrow'), path: '/cities' }]),
    ],
    main,
  };
}

/** /legal-documents: every current document in full (the client shows one at a time, ?doc=kind). */
async function legalPage(input: RenderInput): Promise<PageContent> {
  const { ctx, x, locale } = input;
  const current = await listCurrent(ctx, x.language);
  const docs = await Promise.all(current.map((d) => getDocument(ctx, d.kind, { language: x.language })));
  const main = h(
    'div',
    { class: 'mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[15rem_minmax(0,1fr)]' },
    h(
      'nav',
      { 'aria-label': x.t('legal.navLabel') },
      h(
        'ul',
        { class: 'flex flex-wrap gap-2 lg:flex-col lg:gap-1' },
        ...docs.map((d) =>
          h(
            'li',
            { lang: d.language },
            link(
              locale,
              `/legal-documents?doc=${d.kind}`,
              d.title,
              'block rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:border-transparent lg:bg-transparent',
            ),
          ),
        ),
      ),
    ),
    h(
      'div',
      { class: 'min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8' },
      h('h1', { class: 'text-3xl font-extrabold text-slate-900' }, esc(x.t('legal.title'))),
      ...docs.map((d) =>
        h(
          'article',
          {
            id: `legal-${d.kind}`,
            lang: d.language,
            class: 'mt-10',
            'aria-labelledby': `legal-${d.kind}-title`,
          },
          h(
            'header',
            { class: 'border-b border-slate-200 pb-5', lang: x.language },
            h(
              'h2',
              { id: `legal-${d.kind}-title`, lang: d.language, class: 'text-2xl font-bold text-slate-900' },
              esc(d.title),
            ),
            h(
              'p',
              { class: 'mt-4 text-sm text-slate-700' },
              esc(
                x.t('legal.versionLine', { version: d.version, date: formatDate(x.language, d.publishedAt) }),
              ),
            ),
          ),
          // Rendered by the legal feature from Markdown with raw HTML escaped.
          h('div', { class: `${PROSE} mt-6` }, d.html),
        ),
      ),
    ),
  );
  return {
    title: x.t('seo.legal.title'),
    description: x.t('seo.legal.description'),
    needsApp: true,
    ogType: 'website',
    jsonLd: [crumbs(input, [{ name: x.t('legal.title'), path: '/legal-documents' }])],
    main,
  };
}

/** The content of a public page, or null when its id names nothing (the caller answers 404). */
export async function pageContent(input: RenderInput): Promise<PageContent | null> {
  const { page } = input;
  try {
    switch (page.kind) {
      case 'home':
        return await home(input);
      case 'faq':
        return faqHub(input);
      case 'learnFaq':
        return faqSet(input, 'learnFaq');
      case 'teachFaq':
        return faqSet(input, 'teachFaq');
      case 'blog':
        return await blog(input);
      case 'blogPost':
        return page.id ? await blogPost(input, page.id) : null;
      case 'skill':
        return page.id ? await skillPage(input, page.id) : null;
      case 'city':
        return page.id ? await cityPage(input, page.id) : null;
      case 'skills':
        return await skillsPage(input);
      case 'cities':
        return await citiesPage(input);
      case 'legal':
        return await legalPage(input);
    }
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}
