import { VERIFICATION_BUSINESS_DAYS } from '../../../../common/constants';
import { useQuery } from '@tanstack/react-query';
import { FileCheck2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { onboardingQueries } from '../api/onboarding.queries';
import { StatusBadge } from './application-status';

/**
 * On a tutor's dashboard until they are verified: where their application stands and the way to it.
 * Learners cannot book a tutor before that, so it comes before everything else there.
 */
export function ApplicationCard() {
  const { t } = useTranslation();
  const { data } = useQuery(onboardingQueries.application());
  if (!data || data.status === 'approved') return null;
  return (
    <section
      className="mb-6 flex flex-col gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:flex-row sm:items-center"
      aria-labelledby="application-card-title"
      data-testid="application-card"
    >
      <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-indigo-700" />
      <div className="flex-1">
        <h2
          id="application-card-title"
          className="flex flex-wrap items-center gap-2 font-semibold text-slate-900"
        >
          {t('onboarding.card.title')} <StatusBadge status={data.status} />
        </h2>
        <p className="mt-1 text-sm text-slate-800">
          {t(`onboarding.card.${data.status}`, VERIFICATION_BUSINESS_DAYS)}
        </p>
      </div>
      <Link href="/tutor-onboarding" className={buttonClasses('primary', 'sm')}>
        {t(data.status === 'submitted' ? 'onboarding.card.view' : 'onboarding.card.continue')}
      </Link>
    </section>
  );
}
