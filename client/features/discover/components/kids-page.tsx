import { BOOKING, PRICES_CENTS } from '../../../../common/constants';
import type { KidsSkill } from '../../../../common/contracts/discover';
import { useQuery } from '@tanstack/react-query';
import { BadgeCheck, CalendarCheck, Clock, Euro, ShieldCheck, UserSearch, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/content-states';
import { Badge } from '../../../components/ui/badge';
import { formatEuro } from '../../../lib/format';
import { useAuth } from '../../auth';
import { skillName } from '../../catalog';
import { discoverQueries } from '../api/discover.queries';
import {
  ButtonLink,
  categoryName,
  DiscoverShell,
  PageHeader,
  QueryState,
  TutorCount,
} from './discover-parts';

/**
 * /kids (PRODUCT.md C): the offer for children aged 6 to 12, stating only what the product does
 * today: the prices and rules from the shared constants, the verified tutors cleared to work with
 * minors and the skills they teach, both counted from the database.
 */
export function KidsPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const kids = useQuery(discoverQueries.kids());
  const fact = (icon: ReactNode, text: ReactNode, testId?: string) => (
    <li className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4" data-testid={testId}>
      <span className="mt-0.5 shrink-0 text-indigo-700">{icon}</span>
      <span className="text-slate-800">{text}</span>
    </li>
  );
  const icon = 'size-5';
  return (
    <DiscoverShell testId="kids-page">
      <PageHeader title={t('discover.kids.title')} intro={t('discover.kids.intro')} />

      <section className="mt-8" aria-labelledby="kids-facts-title">
        <h2 id="kids-facts-title" className="text-2xl font-bold text-slate-900">
          {t('discover.kids.factsTitle')}
        </h2>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {fact(
            <Users aria-hidden="true" className={icon} />,
            t('discover.kids.facts.group', {
              price: formatEuro(PRICES_CENTS.group3to1PerLearner, i18n.language),
            }),
            'kids-price-group',
          )}
          {fact(
            <Euro aria-hidden="true" className={icon} />,
            t('discover.kids.facts.private', { price: formatEuro(PRICES_CENTS.private1to1, i18n.language) }),
            'kids-price-private',
          )}
          {fact(
            <Clock aria-hidden="true" className={icon} />,
            t('discover.kids.facts.length', { minutes: BOOKING.sessionMinutes }),
          )}
          {fact(
            <CalendarCheck aria-hidden="true" className={icon} />,
            t('discover.kids.facts.cancel', { hours: BOOKING.freeChangeHours }),
          )}
          {fact(
            <ShieldCheck aria-hidden="true" className={icon} />,
            <>
              {t('discover.kids.facts.certificate')}{' '}
              {kids.data ? (
                <strong className="font-semibold" data-testid="kids-cleared">
                  {kids.data.clearedTutors > 0
                    ? t('discover.kids.facts.cleared', { count: kids.data.clearedTutors })
                    : t('discover.kids.facts.clearedNone')}
                </strong>
              ) : null}
            </>,
          )}
          {fact(
            <BadgeCheck aria-hidden="true" className={icon} />,
            <Link href="/child-safety" className="font-medium text-indigo-700 underline underline-offset-2">
              {t('discover.kids.safetyLink')}
            </Link>,
          )}
        </ul>
      </section>

      <section className="mt-10" aria-labelledby="kids-skills-title">
        <h2 id="kids-skills-title" className="text-2xl font-bold text-slate-900">
          {t('discover.kids.skillsTitle')}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{t('discover.kids.skillsText')}</p>
        <QueryState query={kids}>{(data) => <KidsSkills skills={data.skills} />}</QueryState>
      </section>

      <section
        className="mt-12 rounded-2xl bg-indigo-50 p-6 sm:p-8"
        aria-labelledby="kids-cta-title"
        data-testid="kids-cta"
      >
        <h2 id="kids-cta-title" className="text-2xl font-bold text-slate-900">
          {t('discover.kids.ctaTitle')}
        </h2>
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/session-booking">{t('discover.bookCta')}</ButtonLink>
          {user ? null : (
            <ButtonLink href="/auth?mode=register" variant="outline">
              {t('discover.kids.register')}
            </ButtonLink>
          )}
        </div>
      </section>
    </DiscoverShell>
  );
}

function KidsSkills({ skills }: { skills: KidsSkill[] }) {
  const { t, i18n } = useTranslation();
  if (skills.length === 0)
    return (
      <div className="mt-4">
        <EmptyState
          icon={UserSearch}
          title={t('discover.kids.noSkills.title')}
          text={t('discover.kids.noSkills.text')}
          testId="no-kids-skills"
        />
      </div>
    );
  const sorted = [...skills].sort((a, b) => skillName(t, a).localeCompare(skillName(t, b), i18n.language));
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="kids-skills">
      {sorted.map((s) => (
        <li key={s.id}>
          <Link
            href={`/learn/${s.id}`}
            className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
          >
            <span className="font-semibold text-slate-900">{skillName(t, s)}</span>
            <span className="flex flex-wrap gap-2">
              <Badge tone="slate">{categoryName(t, s.category)}</Badge>
              <TutorCount
                count={s.tutorCount}
                label={t('discover.kids.clearedTutors', { count: s.tutorCount })}
              />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
