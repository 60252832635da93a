import { BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCityPage } from '../hooks/use-catalog';
import { CatalogDetailStates } from './catalog-detail-states';
import {
  Breadcrumb,
  LinkChipSection,
  PageShell,
  RegisterCta,
  TutorCount,
  TutorSection,
} from './catalog-parts';

/** /city/{cityId}: a city, the verified tutors there and the skills they teach. */
export function CityPage({ cityId }: { cityId: string }) {
  const { t } = useTranslation();
  const page = useCityPage(cityId);

  return (
    <CatalogDetailStates kind="city" id={cityId} page={page}>
      {({ city, tutors, skills }) => (
        <PageShell>
          <Breadcrumb
            items={[{ href: '/cities', label: t('catalog.cities.eyebrow') }, { label: city.name }]}
          />
          <header className="mt-6">
            <p className="text-sm font-semibold text-slate-700">{city.region}</p>
            <h1 className="mt-1 text-3xl font-extrabold text-slate-900 sm:text-4xl">
              {t('catalog.city.title', { name: city.name })}
            </h1>
            <p className="mt-3 max-w-2xl text-lg text-slate-700">
              {t('catalog.city.intro', { name: city.name })}
            </p>
            <TutorCount count={city.tutorCount} className="mt-4" />
          </header>

          <TutorSection
            kind="city"
            name={city.name}
            tutors={tutors}
            total={city.tutorCount}
            className="mt-10"
          />

          <LinkChipSection
            id="city-skills"
            title={t('catalog.city.skillsTitle', { name: city.name })}
            icon={BookOpen}
            items={skills}
            hrefOf={(id) => `/learn/${id}`}
          />

          <RegisterCta
            title={t('catalog.city.cta.title', { name: city.name })}
            text={t('catalog.city.cta.text')}
          />
        </PageShell>
      )}
    </CatalogDetailStates>
  );
}
