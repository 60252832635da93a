import { PRICES_CENTS, SKILL_CATEGORIES } from '../../../../common/constants';
import type { SkillWithSeats } from '../../../../common/contracts/discover';
import { useQuery } from '@tanstack/react-query';
import { CalendarClock, CalendarX, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/content-states';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';
import { formatEuro, formatSlot } from '../../../lib/format';
import { skillName } from '../../catalog';
import { discoverQueries } from '../api/discover.queries';
import { ButtonLink, categoryName, DiscoverShell, PageHeader, QueryState } from './discover-parts';

/**
 * /skill-marketplace (PRODUCT.md C): every skill with open seats in a 3:1 group over the next two
 * weeks, with its groups, free seats and soonest start, each leading to its groups on the marketplace.
 */
export function SkillMarketplacePage() {
  const { t, i18n } = useTranslation();
  const skills = useQuery(discoverQueries.skillsWithSeats());
  return (
    <DiscoverShell testId="skill-marketplace-page">
      <PageHeader
        title={t('discover.skillMarketplace.title')}
        intro={t('discover.skillMarketplace.intro', {
          price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
        })}
      />
      <QueryState query={skills}>{(data) => <SkillsWithSeats skills={data.skills} />}</QueryState>
    </DiscoverShell>
  );
}

function SkillsWithSeats({ skills }: { skills: SkillWithSeats[] }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState('');
  const labelId = useId();
  if (skills.length === 0)
    return (
      <div className="mt-8">
        <EmptyState
          icon={CalendarX}
          title={t('discover.skillMarketplace.empty.title')}
          text={t('discover.skillMarketplace.empty.text')}
          testId="no-skills-with-seats"
          action={
            <ButtonLink href="/session-booking">{t('discover.skillMarketplace.empty.action')}</ButtonLink>
          }
        />
      </div>
    );
  const present = SKILL_CATEGORIES.filter((c) => skills.some((s) => s.skill.category === c));
  const shown = category ? skills.filter((s) => s.skill.category === category) : skills;
  const chip = (value: string, label: string) => (
    <li key={value || 'all'}>
      <button
        type="button"
        aria-pressed={category === value}
        onClick={() => setCategory(value)}
        className={cn(
          'inline-flex min-h-10 items-center rounded-full px-4 text-sm font-medium transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
          category === value
            ? 'bg-indigo-600 text-white hover:bg-indigo-700'
            : 'bg-indigo-50 text-indigo-800 hover:bg-indigo-100',
        )}
      >
        {label}
      </button>
    </li>
  );
  return (
    <>
      <div
        role="group"
        aria-labelledby={labelId}
        className="mt-6 rounded-xl border border-slate-200 bg-white p-4"
        data-testid="category-filter"
      >
        <p id={labelId} className="text-sm font-medium text-slate-800">
          {t('discover.skillMarketplace.filterLabel')}
        </p>
        <ul className="mt-2 flex flex-wrap gap-2">
          {chip('', t('discover.skillMarketplace.all'))}
          {present.map((c) => chip(c, categoryName(t, c)))}
        </ul>
      </div>
      <p className="mt-6 text-sm text-slate-700" role="status" data-testid="skills-count">
        {t('discover.skillMarketplace.count', { count: shown.length })}
      </p>
      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="skills-with-seats">
        {shown.map((s) => (
          <SkillCard key={s.skill.id} entry={s} />
        ))}
      </ul>
    </>
  );
}

function SkillCard({ entry }: { entry: SkillWithSeats }) {
  const { t, i18n } = useTranslation();
  const name = skillName(t, entry.skill);
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="skill-with-seats"
    >
      <h2 className="text-lg font-semibold text-slate-900">{name}</h2>
      <p className="mt-1">
        <Badge tone="slate">{categoryName(t, entry.skill.category)}</Badge>
      </p>
      <ul className="mt-3 flex-1 space-y-1 text-sm text-slate-700">
        <li className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
          {t('discover.skillMarketplace.groups', { count: entry.groups })} ·{' '}
          <span className="font-medium text-emerald-800">
            {t('discover.skillMarketplace.seats', { count: entry.freeSeats })}
          </span>
        </li>
        <li className="flex items-center gap-1.5">
          <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
          {t('discover.skillMarketplace.soonest', { time: formatSlot(entry.soonestStart, i18n.language) })}
        </li>
      </ul>
      <ButtonLink
        href={`/global-marketplace?skill=${encodeURIComponent(entry.skill.id)}`}
        size="sm"
        className="mt-4"
      >
        {t('discover.groupsLink', { skill: name })}
      </ButtonLink>
    </li>
  );
}
