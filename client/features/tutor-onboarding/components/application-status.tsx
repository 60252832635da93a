import type { ApplicationStatus } from '../../../../common/constants';
import type { Application } from '../../../../common/contracts/tutor-onboarding';
import { Check, Clock, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatDateTime } from '../../../lib/format';

const TONE = { draft: 'slate', submitted: 'indigo', changes_requested: 'amber', approved: 'green' } as const;

export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TONE[status]} data-testid="application-status">
      {t(`onboarding.status.${status}`)}
    </Badge>
  );
}

/**
 * SPEC.md 9's six verification steps with where each stands and the reviewer's feedback. Used by the
 * tutor's application and by staff reviewing it (who add their buttons through `actions`).
 */
export function StepList({
  steps,
  actions,
}: {
  steps: Application['steps'];
  actions?: (step: Application['steps'][number]) => React.ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ol
      className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      data-testid="verification-steps"
    >
      {steps.map((s) => (
        <li key={s.step} className="p-4" data-testid={`step-${s.step}`} data-status={s.status}>
          <div className="flex items-start gap-3">
            <span
              className={
                s.status === 'approved'
                  ? 'mt-0.5 rounded-full bg-emerald-100 p-1 text-emerald-800'
                  : s.status === 'rejected'
                    ? 'mt-0.5 rounded-full bg-red-100 p-1 text-red-800'
                    : 'mt-0.5 rounded-full bg-slate-100 p-1 text-slate-700'
              }
              aria-hidden="true"
            >
              {s.status === 'approved' ? (
                <Check className="size-4" />
              ) : s.status === 'rejected' ? (
                <X className="size-4" />
              ) : (
                <Clock className="size-4" />
              )}
            </span>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-slate-900">
                {t(`onboarding.steps.${s.step}.title`)}
                <span className="sr-only">: </span>
                <span className="ml-2 text-sm font-normal text-slate-700">
                  {t(`onboarding.stepStatus.${s.status}`)}
                </span>
              </p>
              <p className="mt-0.5 text-sm text-slate-700">{t(`onboarding.steps.${s.step}.description`)}</p>
              {s.feedback ? (
                <p
                  className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950"
                  data-testid="step-feedback"
                >
                  <span className="font-medium">{t('onboarding.feedback')}</span> {s.feedback}
                </p>
              ) : null}
              {s.decidedAt ? (
                <p className="mt-1 text-xs text-slate-600">
                  {t('onboarding.decidedAt', { date: formatDateTime(s.decidedAt, i18n.language) })}
                </p>
              ) : null}
              {actions?.(s)}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
