import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { EmptyState, ErrorState } from '../../../components/content-states';
import { type SkillSummary, useSkills } from '../hooks/use-catalog';
import { categoryLabel, PageShell, RegisterCta, TutorCount } from './catalog-parts';

/** /skills: every skill by category with the number of verified tutors teaching it. */
export function SkillsIndex() {
  const { t } = useTranslation();
  const skills = useSkills();
  const [query, setQuery] = useState('');

  const all = skills.data ?? [];
  const needle = query.trim().toLocaleLowerCase();
  const groups = useMemo(() => {
    const byCategory = new Map<string, SkillSummary[]>();
    for (const s of all) {
      if (needle && !`${s.name} ${s.description}`.toLocaleLowerCase().includes(needle)) continue;
      byCategory.set(s.category, [...(byCategory.get(s.category) ?? []), s]);
    }
    return [...byCategory];
  }, [all, needle]);
  const categoryCount = new Set(all.map((s) => s.category)).size;

  return (
    <PageShell>
      <header>
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">
          {t('catalog.skills.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-slate-900 sm:text-4xl">
          {t('catalog.skills.title')}
        </h1>
        {skills.data ? (
          <p className="mt-3 max-w-3xl text-lg text-slate-700" data-testid="skills-summary">
            {t('catalog.skills.intro', {
              skills: t('catalog.skills.skillCount', { count: all.length }),
              categories: t('catalog.skills.categoryCount', { count: categoryCount }),
            })}
          </p>
        ) : null}
      </header>

      {skills.isPending ? (
        <LoadingBlock label={t('catalog.loading')} />
      ) : skills.isError ? (
        <div className="mt-8">
          <ErrorState text={t('catalog.loadError')} onRetry={() => void skills.refetch()} />
        </div>
      ) : all.length === 0 ? (
        <div className="mt-8">
          <EmptyState
            icon={Search}
            title={t('catalog.skills.empty.title')}
            text={t('catalog.skills.empty.text')}
          />
        </div>
      ) : (
        <>
          <div className="mt-8 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 md:grid-cols-[20rem_1fr] md:items-start">
            <TextField
              id="skill-filter"
              type="search"
              label={t('catalog.skills.filter')}
              value={query}
              onChange={(e) => setQuery(e.target.value)}
              autoComplete="off"
            />
            <nav aria-label={t('catalog.skills.categories')}>
              <p className="mb-1.5 text-sm font-medium text-slate-800" aria-hidden="true">
                {t('catalog.skills.categories')}
              </p>
              <ul className="flex flex-wrap gap-2">
                {groups.map(([category]) => (
                  <li key={category}>
                    <a
                      href={`#category-${category}`}
                      className="inline-flex rounded-full bg-indigo-50 px-3 py-1.5 text-sm font-medium text-indigo-800 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    >
                      {categoryLabel(t, category)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          </div>

          {groups.length === 0 ? (
            <p className="mt-8 text-slate-700" role="status">
              {t('catalog.skills.noMatch', { query: query.trim() })}
            </p>
          ) : (
            groups.map(([category, list]) => (
              <section key={category} aria-labelledby={`category-${category}`} className="mt-10">
                <h2 id={`category-${category}`} className="scroll-mt-24 text-2xl font-bold text-slate-900">
                  {categoryLabel(t, category)}
                </h2>
                <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((skill) => (
                    <li key={skill.id}>
                      <Link
                        href={`/learn/${skill.id}`}
                        className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                        data-testid={`skill-link-${skill.id}`}
                      >
                        <span className="text-lg font-semibold text-slate-900">{skill.name}</span>
                        <span className="mt-1 flex-1 text-sm text-slate-700">{skill.description}</span>
                        <TutorCount count={skill.tutorCount} className="mt-3 self-start" />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )}
        </>
      )}

      <RegisterCta title={t('catalog.skills.cta.title')} text={t('catalog.skills.cta.text')} />
    </PageShell>
  );
}
