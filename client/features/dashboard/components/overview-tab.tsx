import { BadgeCheck, CalendarDays, Clock, Laptop, MailWarning, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useDashboardOverview } from '../hooks/use-dashboard-data';
import { formatDateTime, formatMediumDate as formatDate } from '../../../lib/format';

function Stat({
  icon,
  label,
  value,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {icon}
        <span>{label}</span>
      </div>
      <div className="text-xl font-bold text-slate-900">{value}</div>
      {children}
    </Card>
  );
}

/** Where each profile step is done, when a screen for it exists (server: profile.policy.ts). */
const STEP_LINKS: Record<string, string> = {
  emailVerified: '/verify-email',
  strongPassword: '/set-password',
};

export function OverviewTab({ onOpenSettings }: { onOpenSettings?: () => void }) {
  const { t, i18n } = useTranslation();
  const overview = useDashboardOverview();

  if (overview.isLoading) return <LoadingBlock label={t('common.loading')} />;
  if (!overview.data) {
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">{t('dashboard.overview.loadFailed')}</p>
        <Button variant="outline" className="mt-4" onClick={() => void overview.refetch()}>
          <RotateCw aria-hidden="true" className="size-4" />
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  const { memberSince, emailVerified, activeSessions, lastSignInAt, profile } = overview.data;
  const percent =
    profile.totalSteps > 0 ? Math.round((profile.completedSteps / profile.totalSteps) * 100) : 100;
  const iconClass = 'size-4 text-indigo-600';

  return (
    <div className="space-y-6" data-testid="dashboard-overview">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat
          icon={<CalendarDays aria-hidden="true" className={iconClass} />}
          label={t('dashboard.overview.memberSince')}
          value={formatDate(memberSince, i18n.language)}
        />
        <Stat
          icon={
            emailVerified ? (
              <BadgeCheck aria-hidden="true" className="size-4 text-emerald-700" />
            ) : (
              <MailWarning aria-hidden="true" className="size-4 text-amber-700" />
            )
          }
          label={t('dashboard.overview.email')}
          value={emailVerified ? t('dashboard.overview.verified') : t('dashboard.overview.notVerified')}
        >
          {emailVerified ? null : (
            <Link href="/verify-email" className="text-sm font-semibold text-indigo-700 hover:underline">
              {t('dashboard.overview.verifyNow')}
            </Link>
          )}
        </Stat>
        <Stat
          icon={<Laptop aria-hidden="true" className={iconClass} />}
          label={t('dashboard.overview.activeSessions')}
          value={<span data-testid="active-sessions">{activeSessions}</span>}
        />
        <Stat
          icon={<Clock aria-hidden="true" className={iconClass} />}
          label={t('dashboard.overview.lastSignIn')}
          value={
            <span className="text-base">
              {lastSignInAt
                ? formatDateTime(lastSignInAt, i18n.language)
                : t('dashboard.overview.firstSignIn')}
            </span>
          }
        />
      </div>

      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.overview.profileTitle')}</h2>
          <p className="text-sm text-slate-700">
            {t('dashboard.overview.profileSteps', {
              completed: profile.completedSteps,
              total: profile.totalSteps,
            })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t('dashboard.overview.profileTitle')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-3 h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full rounded-full bg-indigo-600" style={{ width: `${percent}%` }} />
        </div>
        {profile.missing.length > 0 ? (
          <div className="mt-4">
            <p className="text-sm font-medium text-slate-800">{t('dashboard.overview.missingTitle')}</p>
            <ul className="mt-2 flex flex-wrap gap-2" data-testid="profile-missing">
              {profile.missing.map((step) => {
                const label = t(`dashboard.profileSteps.${step}`, { defaultValue: step });
                const pill =
                  'inline-flex rounded-full bg-amber-50 px-3 py-1 text-sm text-amber-900 ring-1 ring-amber-200';
                const href = STEP_LINKS[step];
                return (
                  <li key={step}>
                    {href ? (
                      <Link href={href} className={`${pill} font-medium underline-offset-2 hover:underline`}>
                        {label}
                      </Link>
                    ) : step === 'language' && onOpenSettings ? (
                      // The language is chosen in the Settings tab.
                      <button
                        type="button"
                        onClick={onOpenSettings}
                        className={`${pill} font-medium underline-offset-2 hover:underline`}
                      >
                        {label}
                      </button>
                    ) : (
                      <span className={pill}>{label}</span>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        ) : (
          <p className="mt-4 text-sm text-emerald-800">{t('dashboard.overview.profileComplete')}</p>
        )}
      </Card>
    </div>
  );
}
