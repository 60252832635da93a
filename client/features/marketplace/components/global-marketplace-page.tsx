import { TEACHING_LANGUAGES, type SessionFormat } from '../../../../common/constants';
import { marketplaceEndpoints } from '../../../../common/contracts/endpoints';
import type { OpenGroup } from '../../../../common/contracts/marketplace';
import { useQuery } from '@tanstack/react-query';
import { Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime, languageName } from '../../../lib/format';
import { endpointQuery } from '../../../lib/queries';
import { isCatalogId } from '../../../../common/contracts/values';
import { BookLink, catalogQueries, skillName, TutorCard } from '../../catalog';
import { ChildrenGroupBadge } from '../../booking';

/** Monday first; weekday numbers stay 0 = Sunday (the API's). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

interface Filters {
  skillId: string;
  language: string;
  format: SessionFormat;
  countryCode: string;
  minRating: string;
  weekday: string;
}

/**
 * /global-marketplace: verified tutors and open 3:1 groups with a seat left, across Europe, filtered
 * by skill, language, format (and so price), country, rating and day. Every result leads into booking.
 */
export function GlobalMarketplacePage() {
  const { t, i18n } = useTranslation();
  // ?skill= comes from links into the marketplace (a cancelled session's "other groups").
  const search = new URLSearchParams(useSearch());
  const preset = search.get('skill') ?? '';
  const [f, setF] = useState<Filters>({
    skillId: isCatalogId(preset) ? preset : '',
    language: '',
    format: 'group',
    countryCode: '',
    minRating: '',
    weekday: '',
  });
  const skills = useQuery(catalogQueries.skills());
  const cities = useQuery(catalogQueries.cities());
  const timeZone =
    typeof Intl !== 'undefined' ? Intl.DateTimeFormat().resolvedOptions().timeZone : 'Europe/Berlin';
  const input = {
    format: f.format,
    timeZone,
    ...(f.skillId ? { skillId: f.skillId } : {}),
    ...(f.language ? { language: f.language } : {}),
    ...(f.countryCode ? { countryCode: f.countryCode } : {}),
    ...(f.minRating ? { minRating: Number(f.minRating) } : {}),
    ...(f.weekday ? { weekday: Number(f.weekday) } : {}),
  };
  const results = useQuery(endpointQuery(marketplaceEndpoints.marketplace, input));
  const countries = useMemo(
    () => [...new Set((cities.data ?? []).map((c) => c.countryCode))].sort(),
    [cities.data],
  );
  const countryName = (code: string) => {
    try {
      return new Intl.DisplayNames([i18n.language], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  const dayName = (weekday: number) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2026, 10, 1 + weekday)),
    );
  const ids = {
    skill: useId(),
    language: useId(),
    format: useId(),
    country: useId(),
    rating: useId(),
    day: useId(),
  };
  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLSelectElement>) =>
    setF({ ...f, [key]: e.target.value });
  const field = (id: string, label: string, control: React.ReactNode) => (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5">{control}</div>
    </div>
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-testid="marketplace-page">
      <h1 className="text-3xl font-bold text-slate-900">{t('marketplace.title')}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{t('marketplace.intro')}</p>
      <form
        className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-3 lg:grid-cols-6"
        onSubmit={(e) => e.preventDefault()}
        aria-label={t('marketplace.filters')}
      >
        {field(
          ids.skill,
          t('marketplace.skill'),
          <Select
            id={ids.skill}
            className="w-full"
            value={f.skillId}
            onChange={set('skillId')}
            data-testid="filter-skill"
          >
            <option value="">{t('marketplace.any')}</option>
            {(skills.data ?? [])
              .map((s) => ({ id: s.id, label: skillName(t, s) }))
              .sort((a, b) => a.label.localeCompare(b.label, i18n.language))
              .map((s) => (
                <option key={s.id} value={s.id}>
                  {s.label}
                </option>
              ))}
          </Select>,
        )}
        {field(
          ids.language,
          t('marketplace.language'),
          <Select id={ids.language} className="w-full" value={f.language} onChange={set('language')}>
            <option value="">{t('marketplace.any')}</option>
            {TEACHING_LANGUAGES.map((code) => (
              <option key={code} value={code}>
                {languageName(code, i18n.language)}
              </option>
            ))}
          </Select>,
        )}
        {field(
          ids.format,
          t('marketplace.format'),
          <Select
            id={ids.format}
            className="w-full"
            value={f.format}
            onChange={set('format')}
            data-testid="filter-format"
          >
            <option value="group">{t('booking.format.group.label')}</option>
            <option value="private">{t('booking.format.private.label')}</option>
          </Select>,
        )}
        {field(
          ids.country,
          t('marketplace.country'),
          <Select id={ids.country} className="w-full" value={f.countryCode} onChange={set('countryCode')}>
            <option value="">{t('marketplace.any')}</option>
            {countries.map((code) => (
              <option key={code} value={code}>
                {countryName(code)}
              </option>
            ))}
          </Select>,
        )}
        {field(
          ids.rating,
          t('marketplace.rating'),
          <Select id={ids.rating} className="w-full" value={f.minRating} onChange={set('minRating')}>
            <option value="">{t('marketplace.any')}</option>
            <option value="4">{t('marketplace.ratingAtLeast', { rating: '4' })}</option>
            <option value="4.5">{t('marketplace.ratingAtLeast', { rating: '4.5' })}</option>
          </Select>,
        )}
        {field(
          ids.day,
          t('marketplace.day'),
          <Select id={ids.day} className="w-full" value={f.weekday} onChange={set('weekday')}>
            <option value="">{t('marketplace.any')}</option>
            {WEEK.map((d) => (
              <option key={d} value={String(d)}>
                {dayName(d)}
              </option>
            ))}
          </Select>,
        )}
      </form>

      {!results.data ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <div aria-live="polite">
          {f.format === 'group' ? (
            <section className="mt-8" aria-labelledby="open-groups-title">
              <h2 id="open-groups-title" className="text-xl font-semibold text-slate-900">
                {t('marketplace.groupsTitle')}
              </h2>
              <p className="text-sm text-slate-700">{t('marketplace.groupsText')}</p>
              {results.data.groups.length ? (
                <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="open-groups">
                  {results.data.groups.map((g) => (
                    <OpenGroupCard key={g.sessionId} group={g} />
                  ))}
                </ul>
              ) : (
                <p
                  className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700"
                  data-testid="no-groups"
                >
                  {t('marketplace.noGroups')}
                </p>
              )}
            </section>
          ) : null}
          <section className="mt-8" aria-labelledby="tutors-title">
            <h2 id="tutors-title" className="text-xl font-semibold text-slate-900">
              {t('marketplace.tutorsTitle', { count: results.data.tutors.length })}
            </h2>
            {results.data.tutors.length ? (
              <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="marketplace-tutors">
                {results.data.tutors.map((tutor) => (
                  <li key={tutor.id}>
                    <TutorCard
                      tutor={{
                        ...tutor,
                        expertise: tutor.expertise.map((s) => ({ ...s, name: skillName(t, s) })),
                      }}
                      {...(f.format === 'private' ? { priceNote: t('marketplace.privatePrice') } : {})}
                      action={
                        <BookLink
                          tutor={tutor}
                          {...(f.skillId ? { skillId: f.skillId } : {})}
                          format={f.format}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <p
                className="mt-3 rounded-xl border border-dashed border-slate-300 p-5 text-slate-700"
                data-testid="no-tutors"
              >
                {t('marketplace.noTutors')}
              </p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function OpenGroupCard({ group }: { group: OpenGroup }) {
  const { t, i18n } = useTranslation();
  const query = new URLSearchParams({ skill: group.skill.id, tutor: group.tutor.id });
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-4" data-testid="open-group">
      <ChildrenGroupBadge forChildren={group.forChildren} />
      <p className="font-semibold text-slate-900">
        {skillName(t, group.skill)} · {t(`booking.format.levels.${group.level}`)}
      </p>
      <p className="text-sm text-slate-700">
        {formatDateTime(group.startsAt, i18n.language)} · {languageName(group.language, i18n.language)}
      </p>
      <p className="text-sm text-slate-700">{t('marketplace.withTutor', { name: group.tutor.name })}</p>
      <p className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-emerald-800">
        <Users aria-hidden="true" className="size-4" />
        {t('marketplace.seatsLeft', { count: group.seatsLeft })}
      </p>
      <Link
        href={`/session-booking?${query.toString()}`}
        className={buttonClasses('primary', 'sm', 'mt-3')}
        aria-label={t('marketplace.joinLabel', { skill: skillName(t, group.skill), name: group.tutor.name })}
      >
        {t('marketplace.join')}
      </Link>
    </li>
  );
}
