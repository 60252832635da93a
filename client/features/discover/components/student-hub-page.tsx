import { BOOKING, PRICES_CENTS } from '../../../../common/constants';
import type { PopularSkill } from '../../../../common/contracts/discover';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, ChartNoAxesColumn, Search, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/content-states';
import { Badge } from '../../../components/ui/badge';
import { formatEuro } from '../../../lib/format';
import { useAuth } from '../../auth';
import { skillName } from '../../catalog';
import { discoverQueries } from '../api/discover.queries';
import { ButtonLink, categoryName, QueryState } from './discover-parts';

/**
 * /student-hub (PRODUCT.md C): the learners' landing page: how booking works with the real prices,
 * the skills booked most over the last 30 days (confirmed seats), and the ways in.
 */
export function StudentHubPage() {
  const { t, i18n } = useTranslation();
  const popular = useQuery(discoverQueries.popularSkills());
  const { user } = useAuth();
  const steps = [
    { key: 'find', Icon: Search, params: {} },
    {
      key: 'choose',
      Icon: Users,
      params: {
        group: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
        private: formatEuro(PRICES_CENTS.private1to1, i18n.language),
      },
    },
    {
      key: 'book',
      Icon: CalendarCheck,
      params: { minutes: BOOKING.sessionMinutes, hours: BOOKING.freeChangeHours },
    },
  ] as const;
  return (
    <div data-testid="student-hub-page">
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
          <h1 className="max-w-3xl text-4xl font-extrabold text-slate-900 sm:text-5xl">
            {t('discover.studentHub.title')}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('discover.studentHub.intro')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap" data-testid="hub-ctas">
            <ButtonLink href="/session-booking" size="lg">
              {t('discover.bookCta')}
            </ButtonLink>
            <ButtonLink href="/global-marketplace" size="lg" variant="outline">
              {t('discover.studentHub.marketplaceCta')}
            </ButtonLink>
            <ButtonLink href="/universal-skills" size="lg" variant="outline">
              {t('discover.studentHub.skillsCta')}
            </ButtonLink>
            {/* The landing's "Start learning" leads here: a visitor can also start with an account. */}
            {user ? null : (
              <ButtonLink href="/auth?mode=register&type=student" size="lg" variant="outline">
                {t('layout.joinFree')}
              </ButtonLink>
            )}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="hub-how-title">
        <h2 id="hub-how-title" className="text-2xl font-bold text-slate-900">
          {t('discover.studentHub.howTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3" data-testid="hub-steps">
          {steps.map(({ key, Icon, params }, index) => (
            <li key={key} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <Icon aria-hidden="true" className="size-6 text-indigo-700" />
              <h3 className="mt-3 font-semibold text-slate-900">
                {index + 1}. {t(`discover.studentHub.steps.${key}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`discover.studentHub.steps.${key}.text`, params)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4 pt-4 pb-16" aria-labelledby="hub-popular-title">
        <QueryState query={popular}>
          {(data) => (
            <>
              <h2 id="hub-popular-title" className="text-2xl font-bold text-slate-900">
                {t('discover.studentHub.popularTitle', { days: data.days })}
              </h2>
              <p className="text-sm text-slate-700">{t('discover.studentHub.popularText')}</p>
              <PopularList skills={data.skills} days={data.days} />
            </>
          )}
        </QueryState>
      </section>
    </div>
  );
}

function PopularList({ skills, days }: { skills: PopularSkill[]; days: number }) {
  const { t } = useTranslation();
  if (skills.length === 0)
    return (
      <div className="mt-4">
        <EmptyState
          icon={ChartNoAxesColumn}
          title={t('discover.studentHub.noPopular.title', { days })}
          text={t('discover.studentHub.noPopular.text')}
          testId="no-popular"
        />
      </div>
    );
  return (
    <ol className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="popular-skills">
      {skills.map((s) => (
        <li key={s.skill.id}>
          <Link
            href={`/learn/${s.skill.id}`}
            className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <span className="font-semibold text-slate-900">{skillName(t, s.skill)}</span>
            <span className="flex flex-wrap gap-2">
              <Badge tone="slate">{categoryName(t, s.skill.category)}</Badge>
              <Badge tone="green">{t('discover.studentHub.seats', { count: s.seats })}</Badge>
            </span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
