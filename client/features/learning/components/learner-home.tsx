import type { LearnerHome as Home, LearningActivity } from '../../../../common/contracts/learning';
import { useQuery } from '@tanstack/react-query';
import {
  Award,
  BookOpen,
  CalendarCheck,
  CalendarPlus,
  CalendarX,
  CheckCircle2,
  Clock,
  Globe2,
  type LucideIcon,
  MapPin,
  Sparkles,
  Star,
  TrendingUp,
  UserCheck,
  Users,
  XCircle,
  Zap,
} from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatMediumDate } from '../../../lib/format';
import { MySessions, SkillStep } from '../../booking';
import { catalogQueries, skillName } from '../../catalog';
import { GroupProposals, RegroupSuggestions } from '../../matching';
import { Conversations } from '../../messaging';
import { MyGuardians } from '../../family';
import { AskSimi, LearnerProfile } from '../../simi';
import { type Chips, learningQueries } from '../api/learning.queries';

/**
 * A learner's home (SPEC.md 2.7) from their own rows: the search that starts a booking, what others
 * book with the four chips that filter it, the learner's figures, their journey per skill, latest
 * activity, then their upcoming sessions and saved choices.
 */
export function LearnerHome() {
  const { t } = useTranslation();
  return (
    <div className="space-y-10" data-testid="learner-home">
      <Hero />
      <AskSimi role="learner" />
      <GroupProposals />
      <RegroupSuggestions />
      <MySessions />
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        <Link
          href="/refund-portal"
          className="font-medium text-indigo-700 underline"
          data-testid="refund-portal-link"
        >
          {t('refunds.dashboardLink')}
        </Link>
        <Link
          href="/dual-payment-system"
          className="font-medium text-indigo-700 underline"
          data-testid="credit-points-link"
        >
          {t('payments.points.dashboardLink')}
        </Link>
        <Link href="/premium" className="font-medium text-indigo-700 underline" data-testid="premium-link">
          {t('premium.dashboardLink')}
        </Link>
      </p>
      <Conversations role="learner" emptyText={t('messaging.noneLearner')} />
      <MyGuardians />
      <div className="grid gap-10 lg:grid-cols-2">
        <Stats />
        <Recent />
      </div>
      <Journey />
      <Trending />
      <LearnerProfile />
    </div>
  );
}

function Hero() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const skills = useQuery(catalogQueries.skills());
  return (
    <section
      aria-labelledby="learn-today"
      className="rounded-2xl bg-gradient-to-br from-indigo-600 to-violet-600 p-5 text-white sm:p-8"
    >
      <h2 id="learn-today" className="text-2xl font-bold sm:text-3xl">
        {t('learning.hero.title')}
      </h2>
      <p className="mt-1 text-indigo-100">{t('learning.hero.text')}</p>
      {/* The booking page's own skill search (typos forgiven); choosing a skill opens the booking. */}
      <div className="mt-4 rounded-xl bg-white p-3 text-slate-900 sm:p-4" data-testid="learn-search">
        <SkillStep
          skills={skills.data ?? []}
          chosen={null}
          onChoose={(skill) => {
            if (skill) navigate(`/session-booking?skill=${encodeURIComponent(skill.id)}`);
          }}
        />
      </div>
    </section>
  );
}

function Stats() {
  const { t } = useTranslation();
  const home = useQuery(learningQueries.home());
  const s = home.data?.stats;
  const tiles: { icon: LucideIcon; label: string; value: string | number }[] = s
    ? [
        { icon: CheckCircle2, label: t('learning.stats.sessions'), value: s.completedSessions },
        {
          icon: Clock,
          label: t('learning.stats.hours'),
          value: t('learning.stats.hoursValue', { hours: Math.round((s.minutesLearned / 60) * 10) / 10 }),
        },
        { icon: BookOpen, label: t('learning.stats.skills'), value: s.skills },
        { icon: Users, label: t('learning.stats.tutors'), value: s.tutors },
      ]
    : [];
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-lg font-semibold text-slate-900">
        {t('learning.stats.title')}
      </h2>
      {home.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3" data-testid="learner-stats">
          {tiles.map(({ icon: Icon, label, value }) => (
            <Card key={label} className="p-4">
              <dt className="flex items-center gap-2 text-sm text-slate-700">
                <Icon aria-hidden="true" className="size-4 text-indigo-600" />
                {label}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
            </Card>
          ))}
        </dl>
      )}
    </section>
  );
}

const ACTIVITY_ICON: Record<LearningActivity['kind'], LucideIcon> = {
  booked: CalendarPlus,
  attended: CalendarCheck,
  missed: XCircle,
  rated: Star,
  cancelled: CalendarX,
};

function Recent() {
  const { t, i18n } = useTranslation();
  const home = useQuery(learningQueries.home());
  const recent = home.data?.recent ?? [];
  return (
    <section aria-labelledby="recent-title">
      <h2 id="recent-title" className="text-lg font-semibold text-slate-900">
        {t('learning.recent.title')}
      </h2>
      {home.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : recent.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('learning.recent.none')}</p>
      ) : (
        <ul className="mt-3 space-y-2" data-testid="recent-activity">
          {recent.map((a, i) => {
            const Icon = ACTIVITY_ICON[a.kind];
            return (
              <li
                key={`${a.kind}-${a.at}-${i}`}
                className="flex items-start gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200"
              >
                <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-indigo-600" />
                <span className="min-w-0 flex-1 text-sm text-slate-800">
                  {t(`learning.recent.${a.kind}`, { skill: skillName(t, a.skill), tutor: a.tutor })}
                </span>
                <time dateTime={a.at} className="shrink-0 text-xs text-slate-600">
                  {formatMediumDate(a.at, i18n.language)}
                </time>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

function Journey() {
  const { t, i18n } = useTranslation();
  const home = useQuery(learningQueries.home());
  const journey: Home['journey'] = home.data?.journey ?? [];
  return (
    <section aria-labelledby="journey-title">
      <h2 id="journey-title" className="text-lg font-semibold text-slate-900">
        {t('learning.journey.title')}
      </h2>
      {home.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : journey.length === 0 ? (
        <p className="mt-3 text-slate-700">{t('learning.journey.none')}</p>
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="learning-journey">
          {journey.map((j) => {
            const { reached, next } = j.milestone;
            const from = reached ?? 0;
            const percent = next ? Math.round(((j.sessions - from) / (next - from)) * 100) : 100;
            const name = skillName(t, j.skill);
            return (
              <li key={j.skill.id}>
                <Card className="p-4">
                  <div className="flex items-baseline justify-between gap-2">
                    <h3 className="font-semibold text-slate-900">{name}</h3>
                    <span className="text-sm text-slate-700">{t(`booking.format.levels.${j.level}`)}</span>
                  </div>
                  <p className="mt-1 text-sm text-slate-700">
                    {t('learning.journey.sessions', { count: j.sessions })} ·{' '}
                    {t('learning.journey.last', { date: formatMediumDate(j.lastAt, i18n.language) })}
                  </p>
                  <div
                    role="progressbar"
                    aria-label={t('learning.journey.progressLabel', { skill: name })}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
                  >
                    <div className="h-full rounded-full bg-emerald-600" style={{ width: `${percent}%` }} />
                  </div>
                  <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
                    <Award aria-hidden="true" className="size-4 text-amber-600" />
                    {next
                      ? t('learning.journey.next', { count: next })
                      : t('learning.journey.allReached', { count: reached ?? 0 })}
                  </p>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const CHIPS: { key: keyof Chips; icon: LucideIcon }[] = [
  { key: 'near', icon: MapPin },
  { key: 'anyLanguage', icon: Globe2 },
  { key: 'availableNow', icon: Zap },
  { key: 'topRated', icon: Star },
];

function Trending() {
  const { t } = useTranslation();
  const [chips, setChips] = useState<Chips>({
    near: false,
    anyLanguage: false,
    availableNow: false,
    topRated: false,
  });
  const trending = useQuery(learningQueries.trending(chips));
  return (
    <section aria-labelledby="trending-title">
      <h2 id="trending-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <TrendingUp aria-hidden="true" className="size-5 text-indigo-600" />
        {t('learning.trending.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('learning.trending.text')}</p>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={t('learning.trending.filters')}>
        {CHIPS.map(({ key, icon: Icon }) => (
          <button
            key={key}
            type="button"
            aria-pressed={chips[key]}
            onClick={() => setChips((c) => ({ ...c, [key]: !c[key] }))}
            className={
              chips[key]
                ? 'inline-flex items-center gap-1.5 rounded-full bg-indigo-600 px-3 py-1.5 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
                : 'inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600'
            }
            data-testid={`chip-${key}`}
          >
            <Icon aria-hidden="true" className="size-4" />
            {t(`learning.trending.chips.${key}`)}
          </button>
        ))}
      </div>
      {trending.isLoading ? (
        <LoadingBlock label={t('common.loading')} compact />
      ) : trending.data?.length ? (
        <ul
          className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
          data-testid="trending-skills"
        >
          {trending.data.map((s) => (
            <li key={s.skill.id}>
              <Link
                href={`/session-booking?skill=${encodeURIComponent(s.skill.id)}`}
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
                data-testid="trending-skill"
              >
                <span className="font-semibold text-slate-900">{skillName(t, s.skill)}</span>
                <span className="text-sm text-slate-700">{t(`catalog.categories.${s.category}`)}</span>
                <span className="mt-1 flex flex-wrap gap-x-3 text-sm text-slate-700">
                  <span className="inline-flex items-center gap-1">
                    <UserCheck aria-hidden="true" className="size-4 text-emerald-700" />
                    {t('learning.trending.tutors', { count: s.tutors })}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Sparkles aria-hidden="true" className="size-4 text-amber-600" />
                    {t('learning.trending.bookings', { count: s.bookings })}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-slate-700" data-testid="trending-none">
          {t('learning.trending.none')}
        </p>
      )}
    </section>
  );
}
