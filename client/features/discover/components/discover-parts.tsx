import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { ErrorState } from '../../../components/content-states';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses, type ButtonVariant } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

/** The catalogue's name of a skill category (SKILL_CATEGORIES). */
export const categoryName = (t: TFunction, id: string) => t(`catalog.categories.${id}`, { defaultValue: id });

/** The page frame the marketplace uses: one column, 390 px to 1280 px wide. */
export function DiscoverShell({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-testid={testId}>
      {children}
    </div>
  );
}

/** The page's h1 and its introduction. */
export function PageHeader({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  return (
    <header>
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-3xl text-lg text-slate-700">{intro}</p>
      {children}
    </header>
  );
}

/** A link styled as a button whose label may wrap (long skill names, German). */
export function ButtonLink({
  href,
  variant = 'primary',
  size = 'md',
  className,
  children,
  ...rest
}: {
  href: string;
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'data-testid'?: string;
}) {
  return (
    <Link
      href={href}
      className={buttonClasses(variant, size, cn('h-auto min-h-11 py-2 text-center', className))}
      {...rest}
    >
      {children}
    </Link>
  );
}

/** "3 verified tutors", always the API's count. */
export function TutorCount({ count, label }: { count: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={count > 0 ? 'green' : 'slate'} data-testid="tutor-count">
      {label ?? t('catalog.tutorCount', { count })}
    </Badge>
  );
}

/** The content once a read answered; before that its loading state, or its failure with a retry. */
export function QueryState<T>({
  query,
  children,
}: {
  query: { data: T | undefined; isError: boolean; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div className="mt-6">
        <ErrorState text={t('discover.loadError')} onRetry={() => void query.refetch()} />
      </div>
    );
  return <LoadingBlock label={t('common.loading')} />;
}
