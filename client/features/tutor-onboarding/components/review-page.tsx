import { FEEDBACK_MIN_LENGTH, type ApplicationReview } from '../../../../common/contracts/tutor-onboarding';
import { tutorOnboardingEndpoints } from '../../../../common/contracts/endpoints';
import type { VerificationStep } from '../../../../common/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, Check, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../hooks/use-toast';
import { api } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime, formatFileSize, formatLanguageList } from '../../../lib/format';
import { documentFilePath } from '../../../../common/contracts/routes';
import { skillName } from '../../catalog';
import { onboardingQueries, REVIEW_KEY_PREFIX } from '../api/onboarding.queries';
import { StatusBadge, StepList } from './application-status';

/** /admin/tutor-applications/:id: one application, its documents, and a decision per step. */
export function ReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams<{ id: string }>();
  const query = useQuery(onboardingQueries.review(id));
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:py-10" data-testid="review-page">
      <Link
        href="/admin/tutor-applications"
        className="inline-flex items-center gap-1 text-sm font-medium text-indigo-700"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('onboarding.review.back')}
      </Link>
      {query.data ? (
        <Review review={query.data} />
      ) : query.isError ? (
        <p className="mt-6 text-slate-700">{t('onboarding.errors.noApplication')}</p>
      ) : (
        <LoadingBlock label={t('common.loading')} />
      )}
    </div>
  );
}

function Review({ review }: { review: ApplicationReview }) {
  const { t, i18n } = useTranslation();
  const p = review.profile;
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-slate-900">{review.tutor.name}</h1>
        <StatusBadge status={review.status} />
      </div>
      <p className="mt-1 text-slate-700">
        {review.tutor.email}
        {review.submittedAt
          ? ` · ${t('onboarding.review.submitted', { date: formatDateTime(review.submittedAt, i18n.language) })}`
          : ''}
        {review.revision > 1 ? ` · ${t('onboarding.review.round', { round: review.revision })}` : ''}
      </p>

      <section
        className="mt-8 rounded-xl border border-slate-200 bg-white p-5"
        aria-labelledby="review-profile"
      >
        <h2 id="review-profile" className="text-lg font-semibold text-slate-900">
          {t('onboarding.review.profile')}
        </h2>
        <p className="mt-2 font-medium text-slate-900">{p.headline}</p>
        <p className="mt-2 whitespace-pre-line text-slate-800">{p.bio}</p>
        <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-slate-600">{t('onboarding.profile.languages')}</dt>
            <dd className="text-slate-900">{formatLanguageList(p.languages, i18n.language)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('onboarding.profile.years')}</dt>
            <dd className="text-slate-900">{p.yearsExperience}</dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('onboarding.profile.skills')}</dt>
            <dd className="text-slate-900">
              {review.skills
                .map(
                  (s) =>
                    `${skillName(t, { id: s.skillId, name: s.name })} (${s.levels.map((l) => t(`booking.format.levels.${l}`)).join(', ')})`,
                )
                .join('; ')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('onboarding.review.minors')}</dt>
            <dd className="text-slate-900">
              {t(p.worksWithMinors ? 'onboarding.review.yes' : 'onboarding.review.no')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">{t('onboarding.sections.hours')}</dt>
            <dd className="text-slate-900">
              {t('onboarding.hours.set', { count: review.availabilityWindows })} (
              {p.timeZone.replace(/_/g, ' ')})
            </dd>
          </div>
        </dl>
      </section>

      <section
        className="mt-6 rounded-xl border border-slate-200 bg-white p-5"
        aria-labelledby="review-documents"
      >
        <h2 id="review-documents" className="text-lg font-semibold text-slate-900">
          {t('onboarding.sections.documents')}
        </h2>
        {review.documents.length ? (
          <ul className="mt-3 space-y-2 text-sm">
            {review.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center gap-2" data-testid="review-document">
                <span className="font-medium text-slate-900">
                  {t(`onboarding.documents.kinds.${d.kind}.title`)}:
                </span>
                <a href={documentFilePath(d.id)} className="text-indigo-700 underline">
                  {d.fileName}
                </a>
                <span className="text-slate-600">({formatFileSize(d.sizeBytes, i18n.language)})</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-slate-700">{t('onboarding.documents.none')}</p>
        )}
      </section>

      <section className="mt-6" aria-labelledby="review-steps">
        <h2 id="review-steps" className="text-lg font-semibold text-slate-900">
          {t('onboarding.sections.verification')}
        </h2>
        {review.status !== 'submitted' ? (
          <p className="mt-1 text-sm text-slate-700">{t('onboarding.review.notWaiting')}</p>
        ) : null}
        <div className="mt-3">
          <StepList
            steps={review.steps}
            actions={(s) =>
              review.status === 'submitted' && s.status === 'pending' ? (
                <StepDecision tutorId={review.tutor.id} step={s.step} />
              ) : null
            }
          />
        </div>
      </section>
    </>
  );
}

function StepDecision({ tutorId, step }: { tutorId: string; step: VerificationStep }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [feedback, setFeedback] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const feedbackId = useId();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      api(tutorOnboardingEndpoints.decideStep, { decision, feedback }, { params: { id: tutorId, step } }),
    onSuccess: (next) => {
      queryClient.setQueryData(onboardingQueries.review(tutorId).queryKey, next);
      // The queue's tabs count this application elsewhere now.
      void queryClient.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(`${REVIEW_KEY_PREFIX}?`),
      });
      toast({ title: t('onboarding.review.decided') });
    },
    onError: (error) =>
      toast({
        title: t('onboarding.review.notDecided'),
        description: errorMessage(error, t('onboarding.errors.failed')),
        variant: 'destructive',
      }),
  });
  const title = t(`onboarding.steps.${step}.title`);
  return (
    <div className="mt-3 space-y-2" data-testid={`decide-${step}`}>
      {rejecting ? (
        <div>
          <Label htmlFor={feedbackId}>{t('onboarding.review.feedbackLabel', { step: title })}</Label>
          <Textarea
            id={feedbackId}
            rows={3}
            maxLength={2000}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            className="mt-1.5"
            data-testid="feedback"
          />
          <p className="mt-1 text-xs text-slate-600">
            {t('onboarding.review.feedbackHint', { min: FEEDBACK_MIN_LENGTH })}
          </p>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {rejecting ? (
          <>
            <Button
              size="sm"
              variant="destructive"
              disabled={decide.isPending || feedback.trim().length < FEEDBACK_MIN_LENGTH}
              onClick={() => decide.mutate('reject')}
              aria-label={t('onboarding.review.stepAction', {
                action: t('onboarding.review.sendBack'),
                step: title,
              })}
              data-testid="confirm-reject"
            >
              <X aria-hidden="true" className="size-4" />
              {t('onboarding.review.sendBack')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setRejecting(false)}>
              {t('onboarding.review.cancel')}
            </Button>
          </>
        ) : (
          <>
            <Button
              size="sm"
              disabled={decide.isPending}
              onClick={() => decide.mutate('approve')}
              aria-label={t('onboarding.review.stepAction', {
                action: t('onboarding.review.approve'),
                step: title,
              })}
              data-testid="approve"
            >
              <Check aria-hidden="true" className="size-4" />
              {t('onboarding.review.approve')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setRejecting(true)}
              aria-label={t('onboarding.review.stepAction', {
                action: t('onboarding.review.reject'),
                step: title,
              })}
              data-testid="reject"
            >
              <X aria-hidden="true" className="size-4" />
              {t('onboarding.review.reject')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
