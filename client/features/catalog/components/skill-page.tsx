import { Euro, MapPin, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { useSkillPage } from '../hooks/use-catalog';
import { CatalogDetailStates } from './catalog-detail-states';
import {
  Breadcrumb,
  categoryLabel,
  GroupPrice,
  LinkChipSection,
  PageShell,
  REGISTER_AS_LEARNER,
  RegisterCta,
  TutorCount,
  TutorSection,
  wrappingButton,
} from './catalog-parts';

/** /learn/{skillId}: a skill, its verified tutors and the cities they teach from. */
export function SkillPage({ skillId }: { skillId: string }) {
  const { t } = useTranslation();
  const page = useSkillPage(skillId);

  return (
    <CatalogDetailStates kind="skill" id={skillId} page={page}>
      {({ skill, tutors, cities }) => (
        <PageShell>
          <Breadcrumb
            items={[{ href: '/skills', label: t('catalog.skills.eyebrow') }, { label: skill.name }]}
          />
          <header className="mt-6 grid gap-6 lg:grid-cols-[1fr_20rem] lg:items-start">
            <div>
              <Badge tone="indigo">{categoryLabel(t, skill.category)}</Badge>
              <h1 className="mt-3 text-3xl font-extrabold text-slate-900 sm:text-4xl">
                {t('catalog.skill.title', { name: skill.name })}
              </h1>
              {skill.description ? (
                <p className="mt-3 max-w-2xl text-lg text-slate-700">{skill.description}</p>
              ) : null}
              <p className="mt-3 max-w-2xl text-slate-700">
                {t('catalog.skill.intro', { name: skill.name })}
              </p>
            </div>
            <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <ul className="space-y-3 text-sm text-slate-800">
                <li className="flex items-center gap-2">
                  <UsersRound aria-hidden="true" className="size-5 text-indigo-600" />
                  <TutorCount count={skill.tutorCount} />
                </li>
                <li className="flex items-center gap-2">
                  <Euro aria-hidden="true" className="size-5 text-indigo-600" />
                  <span>
                    <GroupPrice />
                  </span>
                </li>
              </ul>
              <Link href={REGISTER_AS_LEARNER} className={wrappingButton('primary', 'mt-5 w-full text-sm')}>
                {t('catalog.skill.start', { name: skill.name })}
              </Link>
            </div>
          </header>

          <TutorSection
            kind="skill"
            name={skill.name}
            skillId={skill.id}
            tutors={tutors}
            total={skill.tutorCount}
            className="mt-12"
          />

          <LinkChipSection
            id="skill-cities"
            title={t('catalog.skill.citiesTitle', { name: skill.name })}
            text={t('catalog.skill.citiesText')}
            icon={MapPin}
            items={cities}
            hrefOf={(id) => `/city/${id}`}
          />

          <RegisterCta
            title={t('catalog.skill.cta.title', { name: skill.name })}
            text={t('catalog.skill.cta.text')}
          />
        </PageShell>
      )}
    </CatalogDetailStates>
  );
}
