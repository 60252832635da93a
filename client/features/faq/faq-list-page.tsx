import { ArrowLeft, SearchX } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { FaqAccordion } from './faq-accordion';
import { ALL, FAQ_ENTRIES, type FaqSet, filterFaq, localiseFaq } from './faq-data';
import { FaqSearch, FoundCount } from './faq-search';

interface FaqListPageProps {
  set: FaqSet;
  /** The "faq.<ns>" block holding this page's texts. */
  ns: 'learn' | 'teach';
  categories: readonly string[];
  children?: ReactNode;
}

/** /LearnFAQ and /TeachFAQ (SPEC.md 2.10): search, category filters, a found count and the accordion. */
export function FaqListPage({ set, ns, categories, children }: FaqListPageProps) {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<string>(ALL);
  const title = t(`faq.${ns}.title`);

  // i18n.language is listed so the texts are recomputed when the language changes.
  const items = useMemo(() => localiseFaq(FAQ_ENTRIES[set], t), [set, t, i18n.language]);
  const shown = filterFaq(items, category, query);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-testid={`${ns}-faq-page`}>
      <Link
        href="/faq"
        className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('faq.allFaqs')}
      </Link>
      <h1 className="mt-4 text-3xl font-extrabold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{t(`faq.${ns}.subtitle`)}</p>

      <div className="mt-8 space-y-4">
        <FaqSearch
          id={`${ns}-faq-search`}
          label={t(`faq.${ns}.searchLabel`)}
          placeholder={t(`faq.${ns}.searchPlaceholder`)}
          value={query}
          onChange={setQuery}
        />
        <div role="group" aria-label={t('faq.categoriesLabel')} className="js-only flex flex-wrap gap-2">
          {[ALL, ...categories].map((key) => {
            const active = category === key;
            return (
              <button
                key={key}
                type="button"
                aria-pressed={active}
                data-category={key}
                onClick={() => setCategory(key)}
                className={cn(
                  'rounded-full border px-3.5 py-1.5 text-sm font-semibold transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                  active
                    ? 'border-indigo-600 bg-indigo-600 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
                )}
              >
                {t(`faq.${ns}.categories.${key}`)}
              </button>
            );
          })}
        </div>
        <FoundCount count={shown.length} label={t('faq.found', { count: shown.length })} />
      </div>

      <div className="mt-4">
        {shown.length > 0 ? (
          <FaqAccordion items={shown} idPrefix={ns} headingLevel="h2" />
        ) : (
          <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center">
            <SearchX aria-hidden="true" className="mx-auto size-7 text-slate-500" />
            <p className="mt-2 font-semibold text-slate-900">{t('faq.noResults')}</p>
            <Button
              variant="secondary"
              className="mt-4"
              onClick={() => {
                setQuery('');
                setCategory(ALL);
              }}
            >
              {t('faq.clearFilters')}
            </Button>
          </div>
        )}
      </div>

      {children}
    </div>
  );
}
