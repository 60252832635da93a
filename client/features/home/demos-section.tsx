import { conversionEndpoints } from '../../../common/contracts/endpoints';
import { estimateEarnings } from '../../../common/earnings';

import { useMutation } from '@tanstack/react-query';
import { Calculator, Search, SearchX } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Spinner } from '../../components/ui/spinner';
import { api } from '../../lib/api';
import { formatEuro } from '../../lib/format';
import { bookingHref } from '../catalog';
import { TutorCard, type TutorMatch } from './tutor-card';

/** SPEC.md 7.2: the demo sends a fixed sample address, never the visitor's. */
export const DEMO_EMAIL = 'demo@trt-tutoring.eu';
/** SPEC.md 9: the tutor demo shows at most two tutors. */
export const TUTOR_DEMO_MAX = 2;

/** Asked on a click, in the browser: its zone is the one the booking page will show the hours in. */
function findTutors(skill: string, userType: 'student' | 'tutor') {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return api(conversionEndpoints.instantDemo, {
    skill,
    userType,
    email: DEMO_EMAIL,
    ...(timeZone ? { timeZone } : {}),
  });
}

interface SkillFormProps {
  label: string;
  placeholder: string;
  submitLabel: string;
  pending: boolean;
  icon: ReactNode;
  onSubmit: (skill: string) => void;
  testId: string;
}

/** A skill box and its button; the button stays disabled while the text is empty (SPEC.md 5). */
function SkillForm({ label, placeholder, submitLabel, pending, icon, onSubmit, testId }: SkillFormProps) {
  const id = useId();
  const [skill, setSkill] = useState('');
  const empty = skill.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!empty && !pending) onSubmit(skill.trim());
  };
  return (
    <form onSubmit={submit} className="mt-4" data-testid={testId} noValidate>
      <Label htmlFor={id}>{label}</Label>
      <div className="mt-1.5 flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={skill}
          onChange={(event) => setSkill(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          className="sm:flex-1"
        />
        <Button type="submit" disabled={empty || pending} className="shrink-0">
          {pending ? <Spinner className="size-4" /> : icon}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

/** Demo 1: real verified tutors for a skill (POST /api/conversion/instant-demo, userType student). */
export function TutorFinderDemo() {
  const { t } = useTranslation();
  const search = useMutation({ mutationFn: (skill: string) => findTutors(skill, 'student') });
  const skill = search.variables ?? '';
  const tutors = search.data?.demo.personalizedContent.tutorMatches ?? [];

  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="finder-demo"
    >
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Search aria-hidden="true" className="size-5 text-indigo-600" />
        {t('landing.finder.title')}
      </h3>
      <p className="mt-1 text-slate-700">{t('landing.finder.text')}</p>
      <SkillForm
        testId="finder-form"
        label={t('landing.finder.label')}
        placeholder={t('landing.finder.placeholder')}
        submitLabel={search.isPending ? t('landing.finder.searching') : t('landing.finder.submit')}
        pending={search.isPending}
        icon={<Search aria-hidden="true" className="size-4" />}
        onSubmit={(text) => search.mutate(text)}
      />
      <div aria-live="polite" className="mt-4" data-testid="finder-results">
        {search.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {t('landing.finder.error')}
          </p>
        ) : null}
        {search.isSuccess && tutors.length > 0 ? (
          <>
            <p className="text-sm font-semibold text-slate-800" data-testid="finder-count">
              {t('landing.finder.results', { count: tutors.length, skill })}
            </p>
            <ul className="mt-3 space-y-3">
              {tutors.map((tutor) => (
                <li key={tutor.id}>
                  <TutorCard tutor={tutor} action={<BookTutorLink tutor={tutor} />} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {search.isSuccess && tutors.length === 0 ? (
          <div
            className="rounded-xl border border-dashed border-slate-300 p-4 text-center"
            data-testid="finder-empty"
          >
            <SearchX aria-hidden="true" className="mx-auto size-6 text-slate-500" />
            <p className="mt-2 font-semibold text-slate-900">{t('landing.finder.emptyTitle', { skill })}</p>
            <p className="mt-1 text-sm text-slate-700">{t('landing.finder.emptyText')}</p>
            <Link href="/skills" className={buttonClasses('secondary', 'sm', 'mt-3')}>
              {t('landing.finder.browseSkills')}
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * Demo 2: the earnings calculator (common/earnings.ts): SPEC.md 9's 12 EUR per 3:1 session times the
 * 20/60/80 sessions a month of its tiers, whatever the skill (tutors never set prices), plus at most
 * two real tutors who already teach the skill.
 */
export function EarningsDemo() {
  const { t, i18n } = useTranslation();
  const [skill, setSkill] = useState<string | null>(null);
  const tutors = useMutation({ mutationFn: (text: string) => findTutors(text, 'tutor') });
  const estimate = skill ? estimateEarnings() : null;
  const teaching = (tutors.data?.demo.personalizedContent.tutorMatches ?? []).slice(0, TUTOR_DEMO_MAX);
  const euros = (cents: number) => formatEuro(cents, i18n.language);

  return (
    <div
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="earnings-demo"
    >
      <h3 className="flex items-center gap-2 text-xl font-bold text-slate-900">
        <Calculator aria-hidden="true" className="size-5 text-indigo-600" />
        {t('landing.earnings.title')}
      </h3>
      <p className="mt-1 text-slate-700">{t('landing.earnings.text')}</p>
      <SkillForm
        testId="earnings-form"
        label={t('landing.earnings.label')}
        placeholder={t('landing.earnings.placeholder')}
        submitLabel={t('landing.earnings.submit')}
        pending={false}
        icon={<Calculator aria-hidden="true" className="size-4" />}
        onSubmit={(text) => {
          setSkill(text);
          tutors.mutate(text);
        }}
      />
      <div aria-live="polite" className="mt-4" data-testid="earnings-results">
        {estimate && skill ? (
          <>
            <h4 className="font-semibold text-slate-900">{t('landing.earnings.resultsTitle', { skill })}</h4>
            <p className="mt-1 text-sm text-slate-700" data-testid="earnings-rate">
              {t('landing.earnings.rate', { rate: euros(estimate.perSessionCents) })}
            </p>
            <ul className="mt-3 grid gap-3 sm:grid-cols-3">
              {estimate.tiers.map((tier) => (
                <li
                  key={tier.key}
                  className="rounded-xl bg-indigo-50 p-3 text-center"
                  data-testid={`earnings-tier-${tier.key}`}
                >
                  <p className="text-sm font-semibold text-indigo-900">
                    {t(`landing.earnings.tiers.${tier.key}`)}
                  </p>
                  <p className="text-xs text-slate-700">
                    {t('landing.earnings.hours', { hours: tier.hoursPerWeek })}
                  </p>
                  <p className="mt-1 text-2xl font-extrabold text-indigo-700" data-testid="earnings-monthly">
                    {euros(tier.monthlyCents)}
                  </p>
                  <p className="text-xs text-slate-700">{t('landing.earnings.perMonth')}</p>
                  <p className="mt-1 text-xs font-medium text-slate-800">
                    {t('landing.earnings.sessions', { count: tier.sessions })}
                  </p>
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-slate-600">
              {t('landing.earnings.note', { rate: euros(estimate.perSessionCents) })}
            </p>

            <h4 className="mt-5 font-semibold text-slate-900">{t('landing.earnings.teachingTitle')}</h4>
            <div className="mt-2" data-testid="earnings-tutors">
              {tutors.isPending ? (
                <p className="flex items-center gap-2 text-sm text-slate-700">
                  <Spinner className="size-4" />
                  {t('landing.earnings.loadingTutors')}
                </p>
              ) : null}
              {tutors.isError ? (
                <p className="text-sm text-red-700">{t('landing.earnings.tutorsError')}</p>
              ) : null}
              {tutors.isSuccess && teaching.length === 0 ? (
                <p className="text-sm text-slate-700">{t('landing.earnings.noneTeaching')}</p>
              ) : null}
              {teaching.length > 0 ? (
                <ul className="space-y-3">
                  {teaching.map((tutor) => (
                    <li key={tutor.id}>
                      <TutorCard tutor={tutor} headingLevel="h5" />
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
    </div>
  );
}

export function DemosSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="demos-title" className="bg-white py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="demos-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.demos.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.demos.subtitle')}</p>
        <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
          <TutorFinderDemo />
          <EarningsDemo />
        </div>
      </div>
    </section>
  );
}

/** Into real booking with the tutor and their first skill chosen (the booking page reads ?skill&tutor). */
function BookTutorLink({ tutor }: { tutor: TutorMatch }) {
  const { t } = useTranslation();
  const href = bookingHref(tutor);
  if (!href) return null;
  return (
    <Link
      href={href}
      className={buttonClasses('primary', 'sm', 'w-full')}
      aria-label={t('catalog.tutor.bookWith', { name: tutor.name })}
      data-testid="finder-book"
    >
      {t('catalog.tutor.book')}
    </Link>
  );
}
