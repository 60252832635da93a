import {
  ArrowRight,
  BookOpen,
  GraduationCap,
  Languages,
  Lock,
  type LucideIcon,
  MessageCircle,
  MessagesSquare,
  ShieldCheck,
  Smile,
  Star,
  Users,
  UsersRound,
} from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSupportWhatsappUrl } from '../support';
import { useContactDialog } from '../support';
import { FaqAccordion } from './faq-accordion';
import { ALL, FAQ_ENTRIES, type FaqSet, filterFaq, localiseFaq, POPULAR_FAQ } from './faq-data';
import { FaqSearch, FoundCount } from './faq-search';

const CATEGORY_CARDS: { set: FaqSet; href: string; key: 'learners' | 'tutors'; icon: LucideIcon }[] = [
  { set: 'learnFaq', href: '/LearnFAQ', key: 'learners', icon: BookOpen },
  { set: 'teachFaq', href: '/TeachFAQ', key: 'tutors', icon: GraduationCap },
];

/** What the platform offers today (no live translation or progress tracking is claimed: neither exists yet). */
const FEATURES: { key: string; icon: LucideIcon }[] = [
  { key: 'groups', icon: Users },
  { key: 'verified', icon: ShieldCheck },
  { key: 'languages', icon: Languages },
  { key: 'reviews', icon: Star },
  { key: 'safety', icon: Smile },
  { key: 'privacy', icon: Lock },
];

/**
 * /faq (SPEC.md 2.10): a search over every question, the two FAQ cards with their real counts, the
 * popular questions, the platform features and the ways to reach support.
 */
export function FaqHubPage() {
  const { t, i18n } = useTranslation();
  const contact = useContactDialog();
  // Only when the support team's number is configured (SUPPORT_WHATSAPP); the route's data has it.
  const whatsapp = useSupportWhatsappUrl();
  const [query, setQuery] = useState('');
  const title = t('faq.hub.title');

  // i18n.language is listed so the texts are recomputed when the language changes.
  const all = useMemo(
    () => localiseFaq([...FAQ_ENTRIES.learnFaq, ...FAQ_ENTRIES.teachFaq], t),
    [t, i18n.language],
  );
  // i18n.language is listed so the texts are recomputed when the language changes.
  const popular = useMemo(() => localiseFaq(POPULAR_FAQ, t), [t, i18n.language]);
  const searching = query.trim() !== '';
  const shown = searching ? filterFaq(all, ALL, query) : popular;

  return (
    <div data-testid="faq-hub-page">
      <section className="bg-gradient-to-b from-indigo-50 to-slate-50">
        <div className="mx-auto max-w-3xl px-4 py-12 text-center sm:py-16">
          <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-3 text-lg text-slate-700">{t('faq.hub.subtitle')}</p>
          <div className="mx-auto mt-8 max-w-xl text-left">
            <FaqSearch
              id="faq-hub-search"
              label={t('faq.hub.searchLabel')}
              placeholder={t('faq.hub.searchPlaceholder')}
              value={query}
              onChange={setQuery}
            />
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-5xl px-4 pb-14">
        <ul className="grid gap-4 sm:grid-cols-2">
          {CATEGORY_CARDS.map(({ set, href, key, icon: Icon }) => (
            <li key={set}>
              <Link
                href={href}
                className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                data-testid={`faq-card-${set}`}
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <span className="flex-1">
                  <span className="flex items-center justify-between gap-2">
                    <span className="text-lg font-semibold text-slate-900">{t(`faq.hub.${key}Title`)}</span>
                    <Badge tone="indigo" data-testid="faq-card-count">
                      {t('faq.hub.questionCount', { count: FAQ_ENTRIES[set].length })}
                    </Badge>
                  </span>
                  <span className="mt-1 block text-sm text-slate-700">{t(`faq.hub.${key}Text`)}</span>
                </span>
                <ArrowRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-indigo-600" />
              </Link>
            </li>
          ))}
        </ul>

        <section aria-labelledby="faq-popular" className="mt-12">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="faq-popular" className="text-2xl font-bold text-slate-900">
              {searching ? t('faq.hub.resultsTitle') : t('faq.hub.popularTitle')}
            </h2>
            <FoundCount count={shown.length} label={t('faq.found', { count: shown.length })} />
          </div>
          <div className="mt-4">
            {shown.length > 0 ? (
              <FaqAccordion
                items={shown}
                idPrefix="hub"
                headingLevel="h3"
                aside={(item) => (
                  <Badge
                    tone={item.set === 'learnFaq' ? 'indigo' : 'green'}
                    className="mr-2 align-text-bottom"
                  >
                    {t(`faq.hub.audience.${item.set === 'learnFaq' ? 'learn' : 'teach'}`)}
                  </Badge>
                )}
              />
            ) : (
              <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-700">
                {t('faq.noResults')}
              </p>
            )}
          </div>
        </section>

        <section aria-labelledby="faq-features" className="mt-12">
          <h2 id="faq-features" className="text-2xl font-bold text-slate-900">
            {t('faq.hub.featuresTitle')}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {FEATURES.map(({ key, icon: Icon }) => (
              <li key={key} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-5">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-indigo-600" />
                <div>
                  <h3 className="font-semibold text-slate-900">{t(`faq.hub.features.${key}.title`)}</h3>
                  <p className="mt-1 text-sm text-slate-700">{t(`faq.hub.features.${key}.text`)}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-help" className="mt-12 rounded-2xl bg-indigo-700 p-6 text-white sm:p-8">
          <h2 id="faq-help" className="text-2xl font-bold">
            {t('faq.hub.helpTitle')}
          </h2>
          <p className="mt-1 text-indigo-50">{t('faq.hub.helpText')}</p>
          <ul className={cn('mt-6 grid gap-4', whatsapp ? 'md:grid-cols-3' : 'md:grid-cols-2')}>
            <li className="flex flex-col rounded-xl bg-white/10 p-5">
              <MessagesSquare aria-hidden="true" className="size-6" />
              <p className="mt-2 flex-1 text-sm text-indigo-50">{t('faq.hub.liveChatText')}</p>
              <button
                type="button"
                className={buttonClasses('secondary', 'md', 'mt-4')}
                onClick={() => contact.open({ subject: t('faq.supportSubject') })}
              >
                {t('faq.hub.liveChat')}
              </button>
            </li>
            {whatsapp ? (
              <li className="flex flex-col rounded-xl bg-white/10 p-5">
                <MessageCircle aria-hidden="true" className="size-6" />
                <p className="mt-2 flex-1 text-sm text-indigo-50">{t('faq.hub.whatsappText')}</p>
                <a
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClasses('secondary', 'md', 'mt-4')}
                  data-testid="whatsapp-link"
                >
                  {t('faq.hub.whatsapp')}
                  <span className="sr-only"> {t('landing.contact.newTab')}</span>
                </a>
              </li>
            ) : null}
            <li className="flex flex-col rounded-xl bg-white/10 p-5">
              <UsersRound aria-hidden="true" className="size-6" />
              <p className="mt-2 flex-1 text-sm text-indigo-50">{t('faq.hub.communityText')}</p>
              <Link href="/blog" className={buttonClasses('secondary', 'md', 'mt-4')}>
                {t('faq.hub.community')}
              </Link>
            </li>
          </ul>
        </section>
      </div>
    </div>
  );
}
