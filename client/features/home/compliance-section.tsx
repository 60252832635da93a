import {
  BadgeCheck,
  ClipboardCheck,
  Cookie,
  FileSignature,
  Fingerprint,
  Globe2,
  type LucideIcon,
  ShieldCheck,
  ShieldQuestion,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge';

type Status = 'inForce' | 'inDevelopment' | 'inPreparation';

/**
 * SPEC.md 2.14's eight badges, each with what the product actually does and an honest status: nothing
 * here claims a certificate or an audit that has not happened.
 */
const BADGES: { key: string; icon: LucideIcon; status: Status }[] = [
  { key: 'gdpr', icon: ShieldCheck, status: 'inForce' },
  { key: 'trustChain', icon: Fingerprint, status: 'inDevelopment' },
  { key: 'residency', icon: Globe2, status: 'inForce' },
  { key: 'certification', icon: ShieldQuestion, status: 'inPreparation' },
  { key: 'consent', icon: Cookie, status: 'inForce' },
  { key: 'privacyByDesign', icon: BadgeCheck, status: 'inForce' },
  { key: 'providers', icon: FileSignature, status: 'inForce' },
  { key: 'quality', icon: ClipboardCheck, status: 'inForce' },
];

const AUDITS: { key: string; done: boolean }[] = [
  { key: 'passwords', done: true },
  { key: 'csrf', done: true },
  { key: 'consent', done: true },
  { key: 'accessibility', done: true },
  { key: 'minors', done: true },
  { key: 'external', done: false },
];

const STATUS_TONE = { inForce: 'green', inDevelopment: 'amber', inPreparation: 'slate' } as const;

export function ComplianceSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="compliance-title" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-2xl">
        <h2 id="compliance-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('landing.compliance.title')}
        </h2>
        <p className="mt-2 text-slate-700">{t('landing.compliance.subtitle')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="compliance-badges">
        {BADGES.map(({ key, icon: Icon, status }) => (
          <li key={key} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex items-center justify-between gap-2">
              <Icon aria-hidden="true" className="size-6 text-indigo-600" />
              <Badge tone={STATUS_TONE[status]}>{t(`landing.compliance.status.${status}`)}</Badge>
            </div>
            <h3 className="mt-3 font-semibold text-slate-900">
              {t(`landing.compliance.badges.${key}.title`)}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{t(`landing.compliance.badges.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t('landing.compliance.summaryTitle')}</h3>
          <p className="mt-2 text-slate-700">{t('landing.compliance.summary')}</p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6">
          <h3 className="text-lg font-semibold text-slate-900">{t('landing.compliance.auditTitle')}</h3>
          <p className="mt-1 text-sm text-slate-600">{t('landing.compliance.auditNote')}</p>
          <ul className="mt-3 divide-y divide-slate-100" data-testid="audit-results">
            {AUDITS.map(({ key, done }) => (
              <li
                key={key}
                className="flex flex-col gap-1 py-2 sm:flex-row sm:items-center sm:justify-between"
              >
                <span className="text-sm text-slate-900">{t(`landing.compliance.audit.${key}.text`)}</span>
                <Badge tone={done ? 'green' : 'slate'} className="self-start sm:self-auto sm:shrink-0">
                  {t(`landing.compliance.audit.${key}.result`)}
                </Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
