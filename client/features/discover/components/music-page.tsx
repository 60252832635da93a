import type { OpenGroup } from '../../../../common/contracts/marketplace';
import { useQuery } from '@tanstack/react-query';
import { CalendarX, Music, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { EmptyState } from '../../../components/content-states';
import { formatSlot, languageName } from '../../../lib/format';
import { catalogQueries, skillName } from '../../catalog';
import { ChildrenGroupBadge } from '../../booking';
import { discoverQueries } from '../api/discover.queries';
import { ButtonLink, DiscoverShell, PageHeader, QueryState, TutorCount } from './discover-parts';

/**
 * /music (PRODUCT.md C): the music skills with their verified tutors, and the open music groups of
 * the next two weeks; a group leads to its skill's groups on the marketplace, its tutor to booking.
 */
export function MusicPage() {
  const { t, i18n } = useTranslation();
  const skills = useQuery(catalogQueries.skills());
  const groups = useQuery(discoverQueries.openGroups('music'));
  return (
    <DiscoverShell testId="music-page">
      <PageHeader title={t('discover.music.title')} intro={t('discover.music.intro')} />

      <section className="mt-8" aria-labelledby="music-skills-title">
        <h2 id="music-skills-title" className="text-2xl font-bold text-slate-900">
          {t('discover.music.skillsTitle')}
        </h2>
        <QueryState query={skills}>
          {(all) => {
            const music = all
              .filter((s) => s.category === 'music')
              .sort((a, b) => skillName(t, a).localeCompare(skillName(t, b), i18n.language));
            return music.length ? (
              <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="music-skills">
                {music.map((s) => (
                  <li key={s.id}>
                    <Link
                      href={`/learn/${s.id}`}
                      className="flex h-full flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-indigo-300 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
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
              <div className="mt-4">
                <EmptyState
                  icon={Music}
                  title={t('discover.music.noSkills.title')}
                  text={t('discover.music.noSkills.text')}
                />
              </div>
            );
          }}
        </QueryState>
      </section>

      <section className="mt-10" aria-labelledby="music-groups-title">
        <h2 id="music-groups-title" className="text-2xl font-bold text-slate-900">
          {t('discover.music.groupsTitle')}
        </h2>
        <p className="text-sm text-slate-700">{t('discover.music.groupsText')}</p>
        <QueryState query={groups}>
          {({ groups: list, total }) =>
            list.length ? (
              <>
                {total > list.length ? (
                  <p className="mt-2 text-sm text-slate-700" data-testid="groups-shown">
                    {t('discover.music.shown', { shown: list.length, total })}
                  </p>
                ) : null}
                <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="music-groups">
                  {list.map((g) => (
                    <GroupCard key={g.sessionId} group={g} />
                  ))}
                </ul>
              </>
            ) : (
              <div className="mt-4">
                <EmptyState
                  icon={CalendarX}
                  title={t('discover.music.noGroups.title')}
                  text={t('discover.music.noGroups.text')}
                  testId="no-music-groups"
                  action={<ButtonLink href="/session-booking">{t('discover.bookCta')}</ButtonLink>}
                />
              </div>
            )
          }
        </QueryState>
      </section>
    </DiscoverShell>
  );
}

function GroupCard({ group }: { group: OpenGroup }) {
  const { t, i18n } = useTranslation();
  const skill = skillName(t, group.skill);
  const booking = new URLSearchParams({ skill: group.skill.id, tutor: group.tutor.id });
  return (
    <li
      className="flex flex-col rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="music-group"
    >
      <ChildrenGroupBadge forChildren={group.forChildren} />
      <h3 className="font-semibold text-slate-900">
        {skill} · {t(`booking.format.levels.${group.level}`)}
      </h3>
      <p className="text-sm text-slate-700">
        {formatSlot(group.startsAt, i18n.language)} · {languageName(group.language, i18n.language)}
      </p>
      <p className="text-sm text-slate-700">
        {t('discover.music.tutor')}{' '}
        <Link
          href={`/session-booking?${booking.toString()}`}
          className="font-medium text-indigo-700 underline underline-offset-2"
          aria-label={t('discover.music.tutorLabel', { name: group.tutor.name, skill })}
        >
          {group.tutor.name}
        </Link>
      </p>
      <p className="mt-2 inline-flex flex-1 items-start gap-1 text-sm font-medium text-emerald-800">
        <Users aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('discover.seatsLeft', { count: group.seatsLeft })}
      </p>
      <ButtonLink
        href={`/global-marketplace?skill=${encodeURIComponent(group.skill.id)}`}
        size="sm"
        variant="secondary"
        className="mt-3"
      >
        {t('discover.groupsLink', { skill })}
      </ButtonLink>
    </li>
  );
}
