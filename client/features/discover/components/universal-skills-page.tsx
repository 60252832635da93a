import { SKILL_CATEGORIES } from '../../../../common/constants';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/content-states';
import { catalogQueries, skillName } from '../../catalog';
import {
  ButtonLink,
  categoryName,
  DiscoverShell,
  PageHeader,
  QueryState,
  TutorCount,
} from './discover-parts';

type Skill = { id: string; name: string; category: string; tutorCount: number };

/**
 * /universal-skills (PRODUCT.md C): every skill category with its skills and the number of verified
 * tutors teaching each, from the catalogue.
 */
export function UniversalSkillsPage() {
  const { t } = useTranslation();
  const skills = useQuery(catalogQueries.skills());
  return (
    <DiscoverShell testId="universal-skills-page">
      <PageHeader title={t('discover.universalSkills.title')} intro={t('discover.universalSkills.intro')} />
      <QueryState query={skills}>{(data) => <Categories skills={data} />}</QueryState>
    </DiscoverShell>
  );
}

function Categories({ skills }: { skills: Skill[] }) {
  const { t, i18n } = useTranslation();
  if (skills.length === 0)
    return (
      <div className="mt-8">
        <EmptyState
          icon={Search}
          title={t('discover.universalSkills.empty.title')}
          text={t('discover.universalSkills.empty.text')}
        />
      </div>
    );
  const byName = (a: Skill, b: Skill) => skillName(t, a).localeCompare(skillName(t, b), i18n.language);
  return (
    <>
      <p className="mt-4 text-slate-700" data-testid="universal-summary">
        {t('discover.universalSkills.summary', {
          skills: t('discover.universalSkills.skillCount', { count: skills.length }),
          categories: t('discover.universalSkills.categoryCount', { count: SKILL_CATEGORIES.length }),
        })}
      </p>
      <nav aria-label={t('discover.universalSkills.jump')} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {SKILL_CATEGORIES.map((c) => (
            <li key={c}>
              <a
                href={`#category-${c}`}
                className="inline-flex min-h-10 items-center rounded-full bg-indigo-50 px-4 text-sm font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {categoryName(t, c)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {SKILL_CATEGORIES.map((c) => {
        const list = skills.filter((s) => s.category === c).sort(byName);
        return (
          <section key={c} aria-labelledby={`category-${c}`} className="mt-10" data-testid={`category-${c}`}>
            <h2 id={`category-${c}`} className="scroll-mt-24 text-2xl font-bold text-slate-900">
              {categoryName(t, c)}
            </h2>
            <p className="text-sm text-slate-700">
              {t('discover.universalSkills.skillCount', { count: list.length })}
            </p>
            {list.length ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((s) => (
                  <li key={s.id}>
                    <Link
                      href={`/learn/${s.id}`}
                      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                      data-testid={`skill-link-${s.id}`}
                    >
                      <span className="font-semibold text-slate-900">{skillName(t, s)}</span>
                      <span>
                        <TutorCount count={s.tutorCount} />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-3 rounded-xl border border-dashed border-slate-300 p-4 text-slate-700">
                {t('discover.universalSkills.emptyCategory')}
              </p>
            )}
          </section>
        );
      })}
      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <ButtonLink href="/skill-marketplace">{t('discover.universalSkills.seatsLink')}</ButtonLink>
        <ButtonLink href="/session-booking" variant="outline">
          {t('discover.bookCta')}
        </ButtonLink>
      </div>
    </>
  );
}
