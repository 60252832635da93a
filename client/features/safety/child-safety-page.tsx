import { BadgeCheck, Database, Flag, HeartHandshake, Siren, UserCheck, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../components/ui/button';
import { useContactDialog } from '../support';
import { PageSection } from '../../components/ui/page-section';

const CONSENT = ['age', 'under16', 'records', 'dashboard'] as const;
const SESSIONS = ['groups', 'contact', 'recording'] as const;
/** SPEC.md 9: the steps of tutor verification, in order. */
const VERIFICATION_STEPS = [
  'identity',
  'qualifications',
  'background',
  'skills',
  'sample',
  'training',
] as const;
const DATA = ['minimisation', 'purpose', 'rights'] as const;

const listClasses = 'list-disc space-y-2 pl-5 marker:text-slate-500';
const linkClasses = 'font-semibold text-indigo-700 underline underline-offset-4 hover:text-indigo-900';

/**
 * /child-safety: the protections in force for learners under 16 (PRODUCT.md principle 4, section H;
 * SPEC.md 6 and 9) and how to report a concern. What is not built yet (the live classroom's recording,
 * the parent dashboard) is said as "when … launches", never as a feature in force.
 */
export function ChildSafetyPage() {
  const { t } = useTranslation();
  const contact = useContactDialog();
  const report = () => contact.open({ subject: t('childSafety.report.subject') });

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14" data-testid="child-safety-page">
      <header>
        <h1 className="text-3xl font-extrabold text-slate-900 sm:text-4xl">{t('childSafety.title')}</h1>
        <p className="mt-4 text-lg text-slate-700">{t('childSafety.intro')}</p>
        <p className="mt-6 flex gap-3 rounded-2xl border-2 border-red-700 bg-white p-4 font-semibold text-slate-900">
          <Siren aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-red-700" />
          <span>{t('childSafety.emergency')}</span>
        </p>
      </header>

      <PageSection id="safety-consent" icon={UserCheck} title={t('childSafety.consent.title')}>
        <ul className={listClasses}>
          {CONSENT.map((key) => (
            <li key={key}>{t(`childSafety.consent.${key}`)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="safety-sessions" icon={Users} title={t('childSafety.sessions.title')}>
        <ul className={listClasses}>
          {SESSIONS.map((key) => (
            <li key={key}>{t(`childSafety.sessions.${key}`)}</li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="safety-tutors" icon={BadgeCheck} title={t('childSafety.tutors.title')}>
        <p>{t('childSafety.tutors.intro')}</p>
        <ol className="list-decimal space-y-1 pl-5 marker:text-slate-500">
          {VERIFICATION_STEPS.map((key) => (
            <li key={key}>{t(`childSafety.tutors.steps.${key}`)}</li>
          ))}
        </ol>
        <p>{t('childSafety.tutors.certificate')}</p>
        <p>{t('childSafety.tutors.people')}</p>
      </PageSection>

      <PageSection id="safety-mentors" icon={HeartHandshake} title={t('childSafety.mentors.title')}>
        <p>{t('childSafety.mentors.text')}</p>
      </PageSection>

      <PageSection id="safety-data" icon={Database} title={t('childSafety.data.title')}>
        <ul className={listClasses}>
          {DATA.map((key) => (
            <li key={key}>{t(`childSafety.data.${key}`)}</li>
          ))}
        </ul>
        <p>
          <Link href="/legal-documents?doc=privacy" className={linkClasses}>
            {t('childSafety.data.privacyLink')}
          </Link>
        </p>
      </PageSection>

      <PageSection id="safety-report" icon={Flag} title={t('childSafety.report.title')}>
        <p>{t('childSafety.report.text')}</p>
        <p className="font-semibold text-slate-900">{t('childSafety.report.confidential')}</p>
        <div className="flex flex-col gap-3 pt-1 sm:flex-row sm:items-center">
          <button type="button" className={buttonClasses('primary', 'md')} onClick={report}>
            <Flag aria-hidden="true" className="size-5" />
            {t('childSafety.report.button')}
          </button>
          <Link href="/faq" className={linkClasses}>
            {t('childSafety.report.faqLink')}
          </Link>
        </div>
        <p>{t('childSafety.report.emergency')}</p>
      </PageSection>
    </div>
  );
}
