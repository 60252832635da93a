import { Accessibility, CircleCheck, Gauge, MessageSquareWarning, Scale, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { formatPercent, safeLocale } from '../../lib/format';
import { useContactDialog } from '../support';
import { FONT_SIZE_MAX, FONT_SIZE_MIN, FONT_SIZE_STEP } from './preferences';
import { PageSection } from '../../components/ui/page-section';

/** The day this statement was prepared (a calendar date, shown in the reader's language). */
export const STATEMENT_DATE = '2026-11-25';

/** The measures in force, in the order the statement lists them. */
const MEASURES = [
  'keyboard',
  'skipLinks',
  'labels',
  'announcements',
  'automated',
  'motion',
  'contrast',
  'fontSize',
] as const;

/** The toolbar's controls: the name it shows (its own `a11y.*` text) and what the control does. */
const TOOLBAR_CONTROLS = [
  { key: 'fontSize', label: 'a11y.fontSize' },
  { key: 'highContrast', label: 'a11y.highContrast' },
  { key: 'reduceMotion', label: 'a11y.reduceMotion' },
  { key: 'screenReader', label: 'a11y.screenReader' },
  { key: 'readAloud', label: 'a11y.readAloud' },
  { key: 'reset', label: 'a11y.reset' },
] as const;

const LIMITATIONS = ['readAloud', 'videos', 'machineTranslation', 'legalDocuments', 'audit'] as const;

/** A calendar date (YYYY-MM-DD) in the reader's language; UTC, so it is the same day everywhere. */
function formatStatementDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(safeLocale(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

const listClasses = 'list-disc space-y-2 pl-5 marker:text-slate-500';

/**
 * /accessibility: the accessibility statement (target WCAG 2.2 AA, EN 301 549) with the measures in
 * force, how to use the toolbar, the known limitations, how to report a barrier and where to complain.
 * Renders on the server as well: nothing here touches the browser until the report button is used.
 */
export function AccessibilityStatementPage() {
  const { t, i18n } = useTranslation();
  const contact = useContactDialog();
  const language = i18n.language;
  const percent = (value: number) => formatPercent(value, language);
  const sizes = { min: percent(FONT_SIZE_MIN), max: percent(FONT_SIZE_MAX), step: percent(FONT_SIZE_STEP) };

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-testid="accessibility-statement-page">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">
          {t('accessibilityStatement.title')}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{t('accessibilityStatement.intro')}</p>
        <p className="mt-3 text-sm text-slate-700" data-testid="accessibility-statement-date">
          {t('accessibilityStatement.prepared', { date: formatStatementDate(STATEMENT_DATE, language) })}
        </p>
      </header>

      <PageSection id="a11y-status" icon={Gauge} title={t('accessibilityStatement.status.title')}>
        <p>{t('accessibilityStatement.status.target')}</p>
        <p>
          <Badge tone="amber" className="mr-2 align-text-bottom">
            {t('accessibilityStatement.status.badge')}
          </Badge>
          {t('accessibilityStatement.status.text')}
        </p>
        <p>{t('accessibilityStatement.status.method')}</p>
      </PageSection>

      <PageSection id="a11y-measures" icon={CircleCheck} title={t('accessibilityStatement.measures.title')}>
        <ul className={listClasses}>
          {MEASURES.map((key) => (
            <li key={key}>{t(`accessibilityStatement.measures.${key}`, sizes)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="a11y-toolbar" icon={Accessibility} title={t('accessibilityStatement.toolbar.title')}>
        <p>{t('accessibilityStatement.toolbar.intro', { name: t('a11y.toggle') })}</p>
        <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {TOOLBAR_CONTROLS.map(({ key, label }) => (
            <div key={key} className="px-4 py-3 sm:grid sm:grid-cols-3 sm:gap-4">
              <dt className="font-semibold text-slate-900">{t(label)}</dt>
              <dd className="mt-1 sm:col-span-2 sm:mt-0">
                {t(`accessibilityStatement.toolbar.controls.${key}`, {
                  ...sizes,
                  stop: t('a11y.stopReading'),
                })}
              </dd>
            </div>
          ))}
        </dl>
        <p>{t('accessibilityStatement.toolbar.announced')}</p>
        <p>{t('accessibilityStatement.toolbar.language')}</p>
      </PageSection>

      <PageSection
        id="a11y-limitations"
        icon={TriangleAlert}
        title={t('accessibilityStatement.limitations.title')}
      >
        <p>{t('accessibilityStatement.limitations.intro')}</p>
        <ul className={listClasses}>
          {LIMITATIONS.map((key) => (
            <li key={key}>{t(`accessibilityStatement.limitations.${key}`)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="a11y-report"
        icon={MessageSquareWarning}
        title={t('accessibilityStatement.report.title')}
      >
        <p>{t('accessibilityStatement.report.text')}</p>
        <p className="font-semibold text-slate-900">{t('accessibilityStatement.report.response')}</p>
        <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center">
          <button
            type="button"
            className={buttonClasses('primary', 'md')}
            onClick={() => contact.open({ subject: t('accessibilityStatement.report.subject') })}
          >
            <MessageSquareWarning aria-hidden="true" className="size-5" />
            {t('accessibilityStatement.report.button')}
          </button>
          <Link
            href="/faq"
            className="font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900"
          >
            {t('accessibilityStatement.report.faqLink')}
          </Link>
        </div>
      </PageSection>

      <PageSection id="a11y-enforcement" icon={Scale} title={t('accessibilityStatement.enforcement.title')}>
        <p>{t('accessibilityStatement.enforcement.text')}</p>
      </PageSection>
    </div>
  );
}
