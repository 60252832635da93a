import { MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { EmptyState, ErrorState } from '../../../components/content-states';
import { useCities } from '../hooks/use-catalog';
import { PageShell, RegisterCta, TutorCount } from './catalog-parts';

/** /cities: the cities with a landing page and the verified tutors who teach from each. */
export function CitiesIndex() {
  const { t } = useTranslation();
  const cities = useCities();
  const all = cities.data ?? [];
  const tutors = all.reduce((sum, c) => sum + c.tutorCount, 0);

  return (
    <PageShell>
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {t('catalog.cities.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
          {t('catalog.cities.title')}
        </h1>
        <p className="mt-3 max-w-3xl text-lg text-slate-700">{t('catalog.cities.intro')}</p>
        {cities.data && all.length ? (
          <p className="mt-2 font-medium text-slate-800" data-testid="cities-summary">
            {t('catalog.cities.summary', {
              tutors: t('catalog.tutorCount', { count: tutors }),
              cities: t('catalog.cities.cityCount', { count: all.length }),
            })}
          </p>
        ) : null}
      </header>

      <div className="mt-8">
        {cities.isPending ? (
          <LoadingBlock label={t('catalog.loading')} />
        ) : cities.isError ? (
          <ErrorState text={t('catalog.loadError')} onRetry={() => void cities.refetch()} />
        ) : all.length === 0 ? (
          <EmptyState
            icon={MapPin}
            title={t('catalog.cities.empty.title')}
            text={t('catalog.cities.empty.text')}
          />
        ) : (
          <>
            <h2 className="sr-only">{t('catalog.cities.listTitle')}</h2>
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="city-list">
              {all.map((city) => (
                <li key={city.id}>
                  <Link
                    href={`/city/${city.id}`}
                    className="flex h-full items-start gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    data-testid={`city-link-${city.id}`}
                  >
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-indigo-100 text-indigo-700">
                      <MapPin aria-hidden="true" className="size-5" />
                    </span>
                    <span className="flex flex-col">
                      <span className="text-lg font-semibold text-slate-900">{city.name}</span>
                      <span className="text-sm text-slate-700">{city.region}</span>
                      <TutorCount count={city.tutorCount} className="mt-2 self-start" />
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <RegisterCta title={t('catalog.cities.cta.title')} text={t('catalog.cities.cta.text')} />
    </PageShell>
  );
}
