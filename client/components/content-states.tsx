import { CircleAlert, type LucideIcon, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from './ui/button';

/** An honest empty state inside a page (its heading is an h2 under the page's h1). */
export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  testId,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <div
      className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
      data-testid={testId}
    >
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{text}</p>
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

/** A failed read: says so, never shows stale or invented content, and offers to try again. */
export function ErrorState({
  text,
  onRetry,
  asPage = false,
}: {
  text: string;
  onRetry: () => void;
  asPage?: boolean;
}) {
  const { t } = useTranslation();
  const Heading = asPage ? 'h1' : 'h2';
  return (
    <div
      role="alert"
      className="rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center"
      data-testid="error-state"
    >
      <CircleAlert aria-hidden="true" className="mx-auto size-8 text-red-700" />
      <Heading className="mt-3 text-lg font-semibold text-red-900">{t('common.error')}</Heading>
      <p className="mx-auto mt-2 max-w-md text-red-900">{text}</p>
      <Button variant="outline" className="mt-5" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </div>
  );
}

/** The whole screen for an unknown article, skill, city or document: the page's h1 says so. */
export function NotFoundState({
  title,
  text,
  backHref,
  backLabel,
}: {
  title: string;
  text: string;
  backHref: string;
  backLabel: string;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="not-found-state">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-700">
        <SearchX aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <Link href={backHref} className={buttonClasses('primary', 'md', 'mt-8')}>
        {backLabel}
      </Link>
    </div>
  );
}
