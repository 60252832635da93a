import { DOCUMENT_KINDS, VERIFICATION_BUSINESS_DAYS, VERIFICATION_STEPS } from '../../../../common/constants';
import { estimateEarnings } from '../../../../common/earnings';
import { can } from '../../../../common/permissions';
import { BadgeCheck, CalendarClock, FileText, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { formatEuro } from '../../../lib/format';
import { useAuth } from '../../auth';

/**
 * /tutor-hub: the page for prospective tutors (PRODUCT.md D): how teaching here works, SPEC.md 9's
 * pay and verification facts, what to prepare, and the way in: registration for visitors, the
 * application for tutors. Every figure comes from the same constants the product runs on.
 */
export function TutorHubPage() {
  const { t, i18n } = useTranslation();
  const { user } = useAuth();
  const earnings = estimateEarnings();
  const rate = formatEuro(earnings.perSessionCents, i18n.language);
  const days = VERIFICATION_BUSINESS_DAYS;
  const cta = !user ? (
    <Link
      href="/auth?mode=register&type=tutor"
      className={buttonClasses('primary', 'lg')}
      data-testid="hub-apply"
    >
      {t('tutorHub.apply')}
    </Link>
  ) : can(user, 'teaching:use') ? (
    <Link href="/tutor-onboarding" className={buttonClasses('primary', 'lg')} data-testid="hub-continue">
      {t('tutorHub.continue')}
    </Link>
  ) : null;

  return (
    <div data-testid="tutor-hub-page">
      <section className="bg-gradient-to-b from-indigo-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <h1 className="text-4xl font-extrabold text-slate-900 sm:text-5xl">{t('tutorHub.title')}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-700">{t('tutorHub.subtitle')}</p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {cta}
            <Link href="/TeachFAQ" className="font-medium text-indigo-700 underline">
              {t('tutorHub.faq')}
            </Link>
          </div>
          {user && !can(user, 'teaching:use') ? (
            <p className="mt-4 max-w-2xl text-sm text-slate-700">{t('tutorHub.otherRole')}</p>
          ) : null}
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="hub-how">
        <h2 id="hub-how" className="text-2xl font-bold text-slate-900">
          {t('tutorHub.howTitle')}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {(
            [
              ['apply', FileText],
              ['verify', BadgeCheck],
              ['teach', Users],
            ] as const
          ).map(([step, Icon], index) => (
            <li key={step} className="rounded-xl border border-slate-200 bg-white p-5">
              <Icon aria-hidden="true" className="size-6 text-indigo-700" />
              <h3 className="mt-3 font-semibold text-slate-900">
                {index + 1}. {t(`tutorHub.how.${step}.title`)}
              </h3>
              <p className="mt-1 text-slate-700">{t(`tutorHub.how.${step}.text`, days)}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className="mx-auto max-w-5xl px-4 py-10" aria-labelledby="hub-earnings">
        <h2 id="hub-earnings" className="text-2xl font-bold text-slate-900">
          {t('tutorHub.earningsTitle')}
        </h2>
        <p className="mt-2 max-w-2xl text-slate-700" data-testid="hub-rate">
          {t('landing.earnings.rate', { rate })}. {t('tutorHub.noPrices')}
        </p>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3">
          {earnings.tiers.map((tier) => (
            <li
              key={tier.key}
              className="rounded-xl border border-slate-200 bg-white p-5"
              data-testid="hub-tier"
            >
              <p className="font-semibold text-slate-900">{t(`landing.earnings.tiers.${tier.key}`)}</p>
              <p className="text-sm text-slate-700">
                {t('landing.earnings.sessions', { count: tier.sessions })} ·{' '}
                {t('landing.earnings.hours', { hours: tier.hoursPerWeek })}
              </p>
              <p className="mt-2 text-2xl font-extrabold text-indigo-700">
                {formatEuro(tier.monthlyCents, i18n.language)}
              </p>
              <p className="text-xs text-slate-700">{t('landing.earnings.perMonth')}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto grid max-w-5xl gap-8 px-4 py-10 md:grid-cols-2">
        <div aria-labelledby="hub-documents">
          <h2 id="hub-documents" className="text-2xl font-bold text-slate-900">
            {t('tutorHub.documentsTitle')}
          </h2>
          <ul className="mt-4 space-y-3">
            {DOCUMENT_KINDS.map((kind) => (
              <li key={kind}>
                <p className="font-medium text-slate-900">{t(`onboarding.documents.kinds.${kind}.title`)}</p>
                <p className="text-sm text-slate-700">{t(`onboarding.documents.kinds.${kind}.hint`)}</p>
              </li>
            ))}
          </ul>
        </div>
        <div aria-labelledby="hub-verification">
          <h2 id="hub-verification" className="text-2xl font-bold text-slate-900">
            {t('tutorHub.verificationTitle')}
          </h2>
          <p className="mt-2 flex items-center gap-2 text-slate-700">
            <CalendarClock aria-hidden="true" className="size-5 text-indigo-700" />
            {t('tutorHub.verificationTime', days)}
          </p>
          <ol className="mt-4 list-decimal space-y-3 pl-5">
            {VERIFICATION_STEPS.map((step) => (
              <li key={step}>
                <p className="font-medium text-slate-900">{t(`onboarding.steps.${step}.title`)}</p>
                <p className="text-sm text-slate-700">{t(`onboarding.steps.${step}.description`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      {cta ? (
        <section className="mx-auto max-w-5xl px-4 pt-4 pb-16 text-center">
          <p className="text-lg font-semibold text-slate-900">{t('tutorHub.closing')}</p>
          <div className="mt-4 flex justify-center">{cta}</div>
        </section>
      ) : null}
    </div>
  );
}
