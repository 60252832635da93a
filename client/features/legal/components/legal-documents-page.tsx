import { legalKinds } from '../../../../common/contracts/values';
import type { Language } from '../../../../common/constants';
import { isLanguage } from '../../../../common/i18n/country-languages';
import { useQuery } from '@tanstack/react-query';
import { FileText, History, Languages } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'wouter';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { legalQueries } from '../api/legal.queries';
import { cn } from '../../../lib/cn';
import { EmptyState, ErrorState } from '../../../components/content-states';
import { formatLongDate, formatMediumDate, languageName } from '../../../lib/format';
import { PROSE_CLASSES, useScrollableTables } from '../../../lib/prose';

type Kind = (typeof legalKinds)[number];
const isKind = (value: string | null | undefined): value is Kind => legalKinds.includes(value as Kind);
const VERSION_MAX = 20;

/** The link to one document, optionally at one version (deep-linkable: ?doc=privacy&version=2026-05). */
export const legalHref = (kind: string, version?: string) =>
  `/legal-documents?doc=${encodeURIComponent(kind)}${version ? `&version=${encodeURIComponent(version)}` : ''}`;

function useLegalList(language: Language) {
  return useQuery(legalQueries.list(language));
}

function useLegalDocument(kind: Kind | null, version: string | undefined, language: Language) {
  return useQuery({
    ...legalQueries.document(kind ?? legalKinds[0], version, language),
    enabled: kind !== null && (version === undefined || version.length <= VERSION_MAX),
  });
}

function Missing({ title, text, href, label }: { title: string; text: string; href: string; label: string }) {
  return (
    <div className="py-6 text-center sm:py-10" data-testid="legal-not-found">
      <FileText aria-hidden="true" className="mx-auto size-10 text-indigo-600" />
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link href={href} className="mt-6 inline-flex font-semibold text-indigo-700 hover:underline">
        {label}
      </Link>
    </div>
  );
}

export function LegalDocumentsPage() {
  const { t, i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [params, setParams] = useSearchParams();
  const docParam = params.get('doc');
  const version = params.get('version') ?? undefined;

  const list = useLegalList(language);
  const requested = docParam ?? list.data?.[0]?.kind ?? null;
  const kind = isKind(requested) ? requested : null;
  const doc = useLegalDocument(kind, version, language);
  const bodyRef = useRef<HTMLDivElement>(null);
  useScrollableTables(bodyRef, doc.data?.html ?? '');

  const chooseVersion = (next: string, current: string) =>
    setParams(() => {
      const out = new URLSearchParams({ doc: kind! });
      if (next !== current) out.set('version', next);
      return out;
    });

  const unknownDoc = docParam !== null && !isKind(docParam);
  const unknownVersion =
    (version !== undefined && version.length > VERSION_MAX) ||
    (isApiError(doc.error) && doc.error.status === 404);

  let content;
  if (unknownDoc) {
    content = (
      <Missing
        title={t('legal.notFound.title')}
        text={t('legal.notFound.text')}
        href="/legal-documents"
        label={t('legal.notFound.back')}
      />
    );
  } else if (unknownVersion && kind) {
    content = (
      <Missing
        title={t('legal.versionNotFound.title')}
        text={t('legal.versionNotFound.text', { version })}
        href={legalHref(kind)}
        label={t('legal.versionNotFound.back')}
      />
    );
  } else if (list.isPending || (kind && doc.isPending)) {
    content = <LoadingBlock label={t('legal.loading')} />;
  } else if (list.isError || doc.isError) {
    content = (
      <ErrorState
        asPage
        text={t('legal.loadError')}
        onRetry={() => {
          void list.refetch();
          if (kind) void doc.refetch();
        }}
      />
    );
  } else if (!kind || !doc.data) {
    content = (
      <>
        <h1 className="text-3xl font-extrabold text-slate-900">{t('legal.title')}</h1>
        <div className="mt-6">
          <EmptyState icon={FileText} title={t('legal.empty.title')} text={t('legal.empty.text')} />
        </div>
      </>
    );
  } else {
    const d = doc.data;
    const current = d.versions[0]?.version ?? d.version;
    const isCurrent = d.version === current;
    content = (
      <article lang={d.language} data-testid="legal-document">
        <header lang={i18n.language} className="border-b border-slate-200 pb-5">
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{t('legal.title')}</p>
          <h1 lang={d.language} className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
            {d.title}
          </h1>
          <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <p className="text-sm text-slate-700" data-testid="legal-version">
              {t('legal.versionLine', {
                version: d.version,
                date: formatLongDate(d.publishedAt, i18n.language),
              })}
            </p>
            {d.versions.length > 1 ? (
              <div className="sm:w-64">
                <Label htmlFor="legal-version-select" className="mb-1.5 flex items-center gap-1.5">
                  <History aria-hidden="true" className="size-4 text-slate-500" />
                  {t('legal.history')}
                </Label>
                <Select
                  id="legal-version-select"
                  className="w-full"
                  value={d.version}
                  onChange={(e) => chooseVersion(e.target.value, current)}
                >
                  {d.versions.map((v) => (
                    <option key={v.version} value={v.version}>
                      {t(v.version === current ? 'legal.optionCurrent' : 'legal.option', {
                        version: v.version,
                        date: formatMediumDate(v.publishedAt, i18n.language),
                      })}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
          </div>
          {!isCurrent ? (
            <p
              className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
              data-testid="legal-old-version"
            >
              {t('legal.oldVersion', { version: d.version })}{' '}
              <Link href={legalHref(kind)} className="font-semibold text-amber-950 underline">
                {t('legal.readCurrent')}
              </Link>
            </p>
          ) : null}
          {d.language !== language ? (
            <p
              className="mt-4 flex items-start gap-2 rounded-lg bg-slate-100 p-3 text-sm text-slate-800"
              data-testid="legal-fallback"
            >
              <Languages aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t('legal.fallback', {
                language: languageName(language, i18n.language),
                shown: languageName(d.language, i18n.language),
              })}
            </p>
          ) : null}
        </header>
        <div
          ref={bodyRef}
          className={cn(PROSE_CLASSES, 'mt-6')}
          data-testid="legal-body"
          // The server renders the stored Markdown with raw HTML escaped and unsafe links refused
          // (server/lib/markdown.ts), so its HTML is safe to insert as it is.
          dangerouslySetInnerHTML={{ __html: d.html }}
        />
      </article>
    );
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:py-12 lg:grid-cols-[15rem_minmax(0,1fr)]">
      <nav aria-label={t('legal.navLabel')} className="lg:sticky lg:top-24 lg:self-start">
        {list.data && list.data.length ? (
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1" data-testid="legal-nav">
            {list.data.map((item) => {
              const selected = item.kind === kind;
              return (
                <li key={item.kind}>
                  <Link
                    href={legalHref(item.kind)}
                    aria-current={selected ? 'page' : undefined}
                    lang={item.language}
                    className={cn(
                      'block rounded-lg border px-3 py-2 text-sm font-medium transition-colors lg:border-transparent',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
                      selected
                        ? 'border-indigo-600 bg-indigo-600 text-white lg:bg-indigo-50 lg:text-indigo-900'
                        : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100 lg:bg-transparent',
                    )}
                  >
                    {item.title}
                  </Link>
                </li>
              );
            })}
          </ul>
        ) : null}
      </nav>
      <div className="min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {content}
      </div>
    </div>
  );
}
