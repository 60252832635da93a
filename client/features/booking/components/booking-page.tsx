import { SESSION_FORMATS, type SessionFormat, type SkillLevel } from '../../../../common/constants';
import { can } from '../../../../common/permissions';
import type { SeatView } from '../../../../common/contracts/booking';
import { bookingEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, CalendarCheck } from 'lucide-react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { LoadingBlock } from '../../../components/ui/spinner';
import { Select } from '../../../components/ui/select';
import { toast } from '../../../hooks/use-toast';
import { api, isApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatEuro, languageName } from '../../../lib/format';
import { useAuth } from '../../auth';
import { catalogQueries, skillName, TutorCard } from '../../catalog';
import { MessageTutor } from '../../messaging';
import { BOOKING_KEY_PREFIX, bookingQueries } from '../api/booking.queries';
import { bookableDays, formatWhen, useBrowserTimeZone } from '../lib/time-zone';
import { FormatStep, seatPriceCents } from './format-step';
import { HeldPanel } from './held-panel';
import { type SkillOption, SkillStep } from './skill-step';
import { SlotList } from './slot-list';

/**
 * SPEC.md 2.9 and 4 (Booking): skill, format, tutor (with Select), then date and time once a tutor is
 * chosen, the summary once date and time are set, and Save for Later / Book Session once tutor, date
 * and time are all set. Book Session takes a real seat (ADR 019): a hold of 15 minutes.
 * A link may preselect ?skill=<id>&format=group|private&tutor=<id>.
 */
export function BookingPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const zone = useBrowserTimeZone();
  const search = useSearch();
  // The link's preselection, read once: later changes of the choice do not rewrite the URL.
  const [preset] = useState(() => new URLSearchParams(search));

  const skills = useQuery(catalogQueries.skills());
  const [skill, setSkill] = useState<SkillOption | null>(null);
  const [format, setFormat] = useState<SessionFormat>(
    (SESSION_FORMATS as readonly string[]).includes(preset.get('format') ?? '')
      ? (preset.get('format') as SessionFormat)
      : 'group',
  );
  const [level, setLevel] = useState<SkillLevel>('beginner');
  const [tutorId, setTutorId] = useState<string | null>(preset.get('tutor'));
  const [date, setDate] = useState<string>('');
  const [startsAt, setStartsAt] = useState<string | null>(null);
  const [language, setLanguage] = useState<string>('');
  const [held, setHeld] = useState<SeatView | null>(null);

  // A preselected skill from the link, once the catalogue is there.
  useEffect(() => {
    const wanted = preset.get('skill');
    if (!skill && wanted && skills.data) {
      const found = skills.data.find((s) => s.id === wanted);
      if (found) setSkill(found);
    }
  }, [skills.data, preset, skill]);
  // The first bookable day once the zone is known.
  useEffect(() => {
    if (zone && !date) setDate(bookableDays(zone, new Date()).min);
  }, [zone, date]);

  const tutors = useQuery({ ...bookingQueries.tutors(skill?.id ?? '', format), enabled: !!skill });
  const tutor = tutors.data?.find((x) => x.id === tutorId) ?? null;
  const slots = useQuery({
    ...bookingQueries.slots(tutorId ?? '', {
      skillId: skill?.id ?? '',
      format,
      date,
      timeZone: zone ?? 'UTC',
    }),
    enabled: !!skill && !!tutor && !!date && !!zone,
  });
  const sessionLanguage =
    tutor && tutor.languages.includes(language)
      ? language
      : tutor?.languages.includes(i18n.language.slice(0, 2))
        ? i18n.language.slice(0, 2)
        : (tutor?.languages[0] ?? '');

  const choice = skill && tutor && startsAt && zone ? { skill, tutor, startsAt, zone } : null;
  const book = useMutation({
    mutationFn: () =>
      api(bookingEndpoints.holdSeat, {
        tutorId: tutor!.id,
        skillId: skill!.id,
        format,
        startsAt: startsAt!,
        level,
        language: sessionLanguage,
        timeZone: zone!,
      }),
    onSuccess: (seat) => {
      setHeld(seat);
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(BOOKING_KEY_PREFIX),
      });
    },
    onError: (error) => {
      // Said under the button with the way to fix it, not in a passing toast as well.
      if (needsConsent(error)) return;
      toast({
        title: t('booking.summary.book'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      });
      void slots.refetch();
    },
  });
  const save = useMutation({
    mutationFn: () =>
      api(bookingEndpoints.saveForLater, { tutorId: tutor!.id, skillId: skill!.id, format, startsAt }),
    onSuccess: () => {
      toast({ title: t('booking.summary.saved') });
      void queryClient.invalidateQueries({ queryKey: bookingQueries.saved().queryKey });
    },
    onError: (error) =>
      toast({
        title: t('booking.summary.saveForLater'),
        description: errorMessage(error, t('booking.errors.failed')),
        variant: 'destructive',
      }),
  });

  const resetFrom = (step: 'skill' | 'format' | 'tutor' | 'date') => {
    if (step === 'skill' || step === 'format') setTutorId(null);
    setStartsAt(null);
  };

  if (held)
    return (
      <Shell>
        <HeldPanel
          seat={held}
          zone={zone ?? undefined}
          onAnother={() => {
            setHeld(null);
            setStartsAt(null);
          }}
        />
      </Shell>
    );

  const days = zone ? bookableDays(zone, new Date()) : null;
  return (
    <Shell>
      <p className="mt-2 max-w-2xl text-slate-700">{t('booking.intro', { timeZone: zone ?? '…' })}</p>

      <Step title={t('booking.steps.skill')}>
        {skills.isLoading ? (
          <LoadingBlock label={t('common.loading')} compact />
        ) : (
          <SkillStep
            skills={skills.data ?? []}
            chosen={skill}
            onChoose={(s) => {
              setSkill(s);
              resetFrom('skill');
            }}
          />
        )}
      </Step>

      {skill ? (
        <Step title={t('booking.steps.format')}>
          <FormatStep
            format={format}
            level={level}
            onFormat={(f) => {
              setFormat(f);
              resetFrom('format');
            }}
            onLevel={(l) => {
              setLevel(l);
              setStartsAt(null);
            }}
          />
        </Step>
      ) : null}

      {skill ? (
        <Step title={t('booking.steps.tutor')}>
          <h3 className="font-medium text-slate-900">
            {t('booking.tutor.label', { skill: skillName(t, skill) })}
          </h3>
          {tutors.isLoading ? (
            <LoadingBlock label={t('booking.tutor.loading')} compact />
          ) : !tutors.data?.length ? (
            <p className="mt-2 text-slate-700" role="status" data-testid="no-tutors">
              {t('booking.tutor.none', { skill: skillName(t, skill) })}
            </p>
          ) : (
            <ul className="mt-3 grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="booking-tutors">
              {tutors.data.map((x) => (
                <li key={x.id}>
                  <TutorCard
                    tutor={x}
                    headingLevel={3}
                    priceNote={format === 'private' ? t('booking.format.private.label') : undefined}
                    action={
                      <div className="flex flex-col gap-2">
                        <Button
                          variant={x.id === tutorId ? 'primary' : 'outline'}
                          className="w-full"
                          aria-pressed={x.id === tutorId}
                          aria-label={t('booking.tutor.selectNamed', { name: x.name })}
                          onClick={() => {
                            setTutorId(x.id);
                            setStartsAt(null);
                          }}
                          data-testid="select-tutor"
                        >
                          {x.id === tutorId ? t('booking.tutor.selected') : t('booking.tutor.select')}
                        </Button>
                        <MessageTutor
                          tutor={x}
                          next={`/session-booking?${new URLSearchParams({ skill: skill.id, tutor: x.id })}`}
                        />
                      </div>
                    }
                  />
                </li>
              ))}
            </ul>
          )}
        </Step>
      ) : null}

      {skill && tutor && days && zone ? (
        <Step title={t('booking.steps.time')}>
          <DateField
            value={date}
            min={days.min}
            max={days.max}
            onChange={(d) => {
              setDate(d);
              setStartsAt(null);
            }}
          />
          {slots.isLoading ? (
            <LoadingBlock label={t('booking.time.loading')} compact />
          ) : slots.data ? (
            slots.data.slots.length ? (
              <SlotList
                slots={slots.data.slots}
                format={format}
                zone={zone}
                chosen={startsAt}
                onChoose={setStartsAt}
              />
            ) : (
              <p className="mt-3 text-slate-700">{t('booking.time.none')}</p>
            )
          ) : slots.error ? (
            <p role="alert" className="mt-3 text-red-800">
              {errorMessage(slots.error, t('booking.errors.failed'))}
            </p>
          ) : null}
        </Step>
      ) : null}

      {choice ? (
        <Step title={t('booking.steps.summary')}>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2" data-testid="booking-summary">
            <Fact label={t('booking.summary.skill')}>{skillName(t, choice.skill)}</Fact>
            <Fact label={t('booking.summary.format')}>{t(`booking.format.${format}.label`)}</Fact>
            <Fact label={t('booking.summary.level')}>{t(`booking.format.levels.${level}`)}</Fact>
            <Fact label={t('booking.summary.tutor')}>{choice.tutor.name}</Fact>
            <Fact label={t('booking.summary.when')}>
              {formatWhen(choice.startsAt, i18n.language, choice.zone)} · {t('booking.time.duration')}
            </Fact>
            <Fact label={t('booking.summary.price')}>
              {formatEuro(seatPriceCents(format), i18n.language)}
            </Fact>
          </dl>
          <LanguageField languages={choice.tutor.languages} value={sessionLanguage} onChange={setLanguage} />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            {can(user, 'learning:use') ? (
              <>
                <Button
                  variant="outline"
                  onClick={() => save.mutate()}
                  disabled={save.isPending}
                  data-testid="save-for-later"
                >
                  {t('booking.summary.saveForLater')}
                </Button>
                <Button onClick={() => book.mutate()} disabled={book.isPending} data-testid="book-session">
                  <CalendarCheck aria-hidden="true" className="size-4" />
                  {book.isPending ? t('booking.summary.booking') : t('booking.summary.book')}
                </Button>
              </>
            ) : user ? (
              <p className="text-slate-700" role="status">
                {t('booking.summary.learnersOnly')}
              </p>
            ) : (
              <Link
                href="/auth?mode=login"
                className={buttonClasses('primary')}
                data-testid="sign-in-to-book"
              >
                {t('booking.summary.signInToBook')}
              </Link>
            )}
          </div>
          {needsConsent(book.error) ? (
            // Under 16 without a parent's link (ADR 045): where that link is made.
            <p
              role="alert"
              className="mt-4 rounded-lg bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="booking-consent"
            >
              {t('booking.errors.guardianConsent')}{' '}
              <Link href="/student-onboarding" className="font-medium text-indigo-700 underline">
                {t('dashboard.actions.learnerProfile')}
              </Link>
            </p>
          ) : null}
        </Step>
      ) : null}
    </Shell>
  );
}

const needsConsent = (error: unknown) =>
  isApiError(error) && error.body?.key === 'booking.errors.guardianConsent';

function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10" data-testid="booking-page">
      <Link
        href="/"
        className="inline-flex items-center gap-2 text-sm font-medium text-indigo-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('booking.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('booking.title')}</h1>
      {children}
    </div>
  );
}

function Step({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="mb-4 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function DateField({
  value,
  min,
  max,
  onChange,
}: {
  value: string;
  min: string;
  max: string;
  onChange(v: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block font-medium text-slate-900">
        {t('booking.time.date')}
      </label>
      <Input
        id={id}
        type="date"
        className="mt-2 w-full max-w-xs"
        value={value}
        min={min}
        max={max}
        onChange={(e) => {
          const v = e.target.value;
          if (v >= min && v <= max) onChange(v);
        }}
        data-testid="booking-date"
      />
    </div>
  );
}

function LanguageField({
  languages,
  value,
  onChange,
}: {
  languages: string[];
  value: string;
  onChange(v: string): void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="mt-4">
      <label htmlFor={id} className="block text-sm text-slate-600">
        {t('booking.summary.language')}
      </label>
      <Select
        id={id}
        className="mt-1 w-full max-w-xs"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid="session-language"
      >
        {languages.map((code) => (
          <option key={code} value={code}>
            {languageName(code, i18n.language)}
          </option>
        ))}
      </Select>
    </div>
  );
}
