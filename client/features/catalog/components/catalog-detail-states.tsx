import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api';
import { ErrorState, NotFoundState } from '../../../components/content-states';
import { isCatalogId } from '../hooks/use-catalog';
import { PageShell } from './catalog-parts';

const INDEX_OF = { skill: '/skills', city: '/cities' } as const;

/**
 * The states a skill or city page passes through before its content: an id that cannot exist or
 * that the server does not know (not found, with a way back to the index), loading, and a failed
 * load (with retry). Once the data is there, `children` renders it.
 */
export function CatalogDetailStates<T>({
  kind,
  id,
  page,
  children,
}: {
  kind: keyof typeof INDEX_OF;
  id: string;
  page: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (!isCatalogId(id) || (isApiError(page.error) && page.error.status === 404)) {
    return (
      <NotFoundState
        title={t(`catalog.${kind}.notFound.title`)}
        text={t(`catalog.${kind}.notFound.text`)}
        backHref={INDEX_OF[kind]}
        backLabel={t(`catalog.${kind}.notFound.back`)}
      />
    );
  }
  if (page.isPending) return <LoadingBlock label={t('catalog.loading')} className="min-h-[50vh]" />;
  if (page.isError) {
    return (
      <PageShell>
        <ErrorState asPage text={t('catalog.loadError')} onRetry={() => void page.refetch()} />
      </PageShell>
    );
  }
  return <>{children(page.data)}</>;
}
