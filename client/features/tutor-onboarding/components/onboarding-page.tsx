import { VERIFICATION_BUSINESS_DAYS } from '../../../../common/constants';
import { tutorOnboardingEndpoints } from '../../../../common/contracts/endpoints';
import type { Application } from '../../../../common/contracts/tutor-onboarding';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format';
import { Link } from 'wouter';
import { onboardingQueries } from '../api/onboarding.queries';
import { StatusBadge, StepList } from './application-status';
import { DocumentsSection } from './documents-section';
import { ProfileForm } from './profile-form';

/**
 * /tutor-onboarding: a tutor's application (PRODUCT.md D). The tutor fills in the profile, sets
 * weekly hours, uploads documents and sends it; staff verify each of SPEC.md 9's steps; a rejected
 * step comes back with feedback, and the tutor improves it and sends it again.
 */
export function OnboardingPage() {
  const { t } = useTranslation();
  const query = useQuery(onboardingQueries.application());
  const application = query.data;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="onboarding-page">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{t('onboarding.title')}</h1>
        {application ? <StatusBadge status={application.status} /> : null}
      </div>
      {application ? <Application application={application} /> : <LoadingBlock label={t('common.loading')} />}
    </div>
  );
}

function Application({ application }: { application: Application }) {
  const { t, i18n } = useTranslation();
  const rejected = application.steps.filter((s) => s.status === 'rejected');
  return (
    <>
      <p className="mt-2 max-w-2xl text-slate-700" data-testid="onboarding-intro">
        {t(`onboarding.intro.${application.status}`, {
          min: VERIFICATION_BUSINESS_DAYS.min,
          max: VERIFICATION_BUSINESS_DAYS.max,
          date: application.submittedAt ? formatDateTime(application.submittedAt, i18n.language) : '',
        })}
      </p>
      {application.status === 'changes_requested' && rejected.length ? (
        <div
          className="mt-6 rounded-xl border border-amber-300 bg-amber-50 p-4"
          role="note"
          data-testid="changes-requested"
        >
          <h2 className="font-semibold text-amber-950">{t('onboarding.changes.title')}</h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-amber-950">
            {rejected.map((s) => (
              <li key={s.step}>
                <span className="font-medium">{t(`onboarding.steps.${s.step}.title`)}:</span> {s.feedback}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {application.status === 'approved' ? (
        <p className="mt-6">
          <Link href="/tutor-dashboard" className="font-medium text-indigo-700 underline">
            {t('onboarding.toDashboard')}
          </Link>
        </p>
      ) : null}

      <section className="mt-10" aria-labelledby="profile-title">
        <h2 id="profile-title" className="text-xl font-semibold text-slate-900">
          {t('onboarding.sections.profile')}
        </h2>
        <div className="mt-4">
          <ProfileForm key={`${application.status}-${application.revision}`} application={application} />
        </div>
      </section>

      <section className="mt-10" aria-labelledby="hours-title">
        <h2 id="hours-title" className="text-xl font-semibold text-slate-900">
          {t('onboarding.sections.hours')}
        </h2>
        <div className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:flex-row sm:items-center">
          <div className="flex flex-1 items-start gap-3">
            <CalendarClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
            <p className="text-slate-800" data-testid="hours-summary">
              {application.availabilityWindows
                ? t('onboarding.hours.set', { count: application.availabilityWindows })
                : t('onboarding.hours.none')}
            </p>
          </div>
          <Link href="/tutor-availability" className="font-medium text-indigo-700 underline">
            {t('onboarding.hours.edit')}
          </Link>
        </div>
      </section>

      <section className="mt-10" aria-labelledby="documents-title">
        <h2 id="documents-title" className="text-xl font-semibold text-slate-900">
          {t('onboarding.sections.documents')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('onboarding.documents.private')}</p>
        <div className="mt-4">
          <DocumentsSection application={application} />
        </div>
      </section>

      <section className="mt-10" aria-labelledby="steps-title">
        <h2 id="steps-title" className="text-xl font-semibold text-slate-900">
          {t('onboarding.sections.verification')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">
          {t('onboarding.verificationIntro', {
            min: VERIFICATION_BUSINESS_DAYS.min,
            max: VERIFICATION_BUSINESS_DAYS.max,
          })}
        </p>
        <div className="mt-4">
          <StepList steps={application.steps} />
        </div>
      </section>

      {application.editable ? <SubmitPanel application={application} /> : null}
    </>
  );
}

function SubmitPanel({ application }: { application: Application }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const submit = useMutation({
    mutationFn: () => api(tutorOnboardingEndpoints.submitApplication, {}),
    onSuccess: (next) => {
      queryClient.setQueryData(onboardingQueries.application().queryKey, next);
      toast({ title: t('onboarding.submit.sent') });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    onError: (error) =>
      toast({
        title: t('onboarding.submit.notSent'),
        description: errorMessage(error, t('onboarding.errors.failed')),
        variant: 'destructive',
      }),
  });
  const missing = application.missing;
  return (
    <section
      className="mt-10 rounded-xl border border-indigo-200 bg-indigo-50 p-5"
      aria-labelledby="submit-title"
    >
      <h2 id="submit-title" className="text-xl font-semibold text-slate-900">
        {t(
          application.status === 'changes_requested'
            ? 'onboarding.submit.againTitle'
            : 'onboarding.submit.title',
        )}
      </h2>
      {missing.length ? (
        <div className="mt-2" data-testid="missing">
          <p className="text-slate-800">{t('onboarding.submit.missing')}</p>
          <ul className="mt-1 list-disc pl-5 text-slate-800">
            {missing.map((gap) => (
              <li key={gap}>{t(`onboarding.gaps.${gap}`)}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-2 text-slate-800">{t('onboarding.submit.ready')}</p>
      )}
      <Button
        className="mt-4"
        disabled={missing.length > 0 || submit.isPending}
        onClick={() => submit.mutate()}
        data-testid="submit-application"
      >
        <Send aria-hidden="true" className="size-4" />
        {t('onboarding.submit.button')}
      </Button>
    </section>
  );
}
