import { LANGUAGES, type Language } from '../../../../common/constants';
import { DAY_PARTS, type StudentOnboarding } from '../../../../common/contracts/learning';
import { learningEndpoints } from '../../../../common/contracts/endpoints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarHeart, UserRound } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { type Result, ResultStatus } from '../../../components/ui/result-status';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Checks } from '../../../components/ui/checks';
import { PageSection } from '../../../components/ui/page-section';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { api, isApiError } from '../../../lib/api';
import { errorMessage, translateMessage } from '../../../lib/error-message';
import { languageName } from '../../../lib/format';
import { familyQueries, MyGuardians } from '../../family';
import { learningQueries } from '../api/learning.queries';

type DayPart = (typeof DAY_PARTS)[number];

/**
 * /student-onboarding (PRODUCT.md area C, ADR 045): the learner's birth date, the languages they learn
 * in and when they can usually learn. The birth date sets the age band every age rule reads; under 16,
 * the page then asks for a parent's or guardian's link, which booking waits for.
 */
export function StudentOnboardingPage() {
  const { t } = useTranslation();
  const current = useQuery(learningQueries.onboarding());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:py-10" data-testid="student-onboarding">
      <h1 className="text-3xl font-bold text-slate-900">{t('learning.onboarding.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">{t('learning.onboarding.intro')}</p>
      {current.isPending ? (
        <LoadingBlock label={t('common.loading')} />
      ) : current.data ? (
        <>
          <ProfileForm saved={current.data} />
          {current.data.guardianConsent.needed ? <Consent /> : null}
        </>
      ) : (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 p-3 text-red-800">
          {errorMessage(current.error, t('learning.onboarding.loadFailed'))}
        </p>
      )}
    </div>
  );
}

function ProfileForm({ saved }: { saved: StudentOnboarding }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [birthDate, setBirthDate] = useState(saved.birthDate ?? '');
  const [languages, setLanguages] = useState<Language[]>(saved.languages);
  const [availability, setAvailability] = useState<DayPart[]>(
    saved.availability.filter((p): p is DayPart => (DAY_PARTS as readonly string[]).includes(p)),
  );
  const [errors, setErrors] = useState<{ birthDate?: string; languages?: string }>({});
  const [result, setResult] = useState<Result | null>(null);
  // Nothing is sent before the page is alive (a press before hydration must not post a bare form).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const save = useMutation({
    mutationFn: () => api(learningEndpoints.saveStudentOnboarding, { birthDate, languages, availability }),
    onSuccess: (answer) => {
      queryClient.setQueryData(learningQueries.onboarding().queryKey, answer);
      setResult({ ok: true, text: t('learning.onboarding.saved') });
    },
    onError: (error) => {
      const details = isApiError(error) && Array.isArray(error.body?.details) ? error.body.details : [];
      const found: typeof errors = {};
      for (const d of details as { field?: unknown; message?: unknown; key?: unknown }[]) {
        const text =
          typeof d.key === 'string' && i18n.exists(d.key)
            ? t(d.key)
            : typeof d.message === 'string'
              ? translateMessage(d.message)
              : '';
        if (d.field === 'birthDate' && text) found.birthDate = text;
        if (d.field === 'languages' && text) found.languages = text;
      }
      setErrors(found);
      if (found.birthDate) document.getElementById('onboarding-birth-date')?.focus();
      setResult(
        Object.keys(found).length
          ? null
          : { ok: false, text: errorMessage(error, t('learning.onboarding.failed')) },
      );
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const found: typeof errors = {};
    if (!birthDate) found.birthDate = t('learning.onboarding.errors.birthDate');
    if (languages.length === 0) found.languages = t('learning.onboarding.errors.languages');
    setErrors(found);
    if (found.birthDate) return document.getElementById('onboarding-birth-date')?.focus();
    if (found.languages) return;
    save.mutate();
  };

  return (
    <PageSection id="onboarding-profile" icon={UserRound} title={t('learning.onboarding.profileTitle')}>
      <form noValidate onSubmit={submit} className="space-y-5" data-testid="onboarding-form">
        <TextField
          id="onboarding-birth-date"
          type="date"
          label={t('learning.onboarding.birthDate')}
          hint={t('learning.onboarding.birthDateHint')}
          value={birthDate}
          onChange={(e) => setBirthDate(e.currentTarget.value)}
          max={new Date().toISOString().slice(0, 10)}
          error={errors.birthDate}
          autoComplete="bday"
          className="max-w-xs"
        />
        <div>
          <Checks
            legend={t('learning.onboarding.languages')}
            values={LANGUAGES}
            label={(l) => languageName(l, i18n.language)}
            chosen={languages}
            onChange={setLanguages}
          />
          {errors.languages ? (
            <p role="alert" className="mt-1.5 text-sm text-red-700" data-testid="onboarding-languages-error">
              {errors.languages}
            </p>
          ) : null}
        </div>
        <Checks
          legend={t('learning.onboarding.availability')}
          values={DAY_PARTS}
          label={(p) => t(`simi.options.dayParts.${p}`)}
          chosen={availability}
          onChange={setAvailability}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={!ready || save.isPending} data-testid="onboarding-save">
            {t('learning.onboarding.save')}
          </Button>
          <Link href="/learner-dashboard" className={buttonClasses('link')}>
            {t('learning.onboarding.toDashboard')}
          </Link>
        </div>
        <ResultStatus data-testid="onboarding-result" result={result} />
      </form>
    </PageSection>
  );
}

/** Under 16: the parent's or guardian's link is their consent, and booking waits for it. */
function Consent() {
  const { t } = useTranslation();
  const guardians = useQuery(familyQueries.myGuardians());
  const given = (guardians.data?.length ?? 0) > 0;
  return (
    <div
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="onboarding-consent"
    >
      <MyGuardians
        intro={
          given ? (
            <div className="mt-2 space-y-3" data-testid="consent-given">
              <p className="text-slate-800">{t('learning.onboarding.consent.given')}</p>
              <Link href="/session-booking" className={buttonClasses('primary')}>
                <CalendarHeart aria-hidden="true" className="size-4" />
                {t('learning.onboarding.consent.book')}
              </Link>
            </div>
          ) : (
            <p className="mt-2 text-slate-800" data-testid="consent-needed">
              {t('learning.onboarding.consent.needed')}
            </p>
          )
        }
      />
    </div>
  );
}
