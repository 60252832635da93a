import type { User } from '../../../../common/contracts/auth';
import { can } from '../../../../common/permissions';
import {
  Activity,
  BadgeCheck,
  BarChart3,
  FileCheck2,
  FileText,
  RotateCw,
  Undo2,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatNumber } from '../../../lib/format';
import { FailedJobsPanel } from '../../operations';
import { dashboardQueries } from '../api/dashboard.queries';

function Figure({
  icon,
  label,
  value,
  testId,
  link,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
  /** Where to act on the figure, for those who may. */
  link?: { href: string; label: string } | undefined;
}) {
  return (
    <Card className="flex flex-col gap-2 p-5">
      <div className="flex items-center gap-2 text-sm font-medium text-slate-700">
        {icon}
        <span>{label}</span>
      </div>
      <div className="text-2xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </div>
      {link ? (
        <Link href={link.href} className="text-sm font-medium text-indigo-700 underline">
          {link.label}
        </Link>
      ) : null}
    </Card>
  );
}

/**
 * The operator view of /admin: platform counts read from the database (GET /api/admin/overview), the
 * dead-job list, and the article editor for those who may write.
 */
export function AdminOverview({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const overview = useQuery(dashboardQueries.adminOverview());
  const number = (n: number) => formatNumber(n, i18n.language);
  const iconClass = 'size-4 text-indigo-600';

  return (
    <div className="space-y-8" data-testid="admin-overview">
      <section aria-labelledby="admin-figures-title">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="admin-figures-title" className="text-lg font-semibold text-slate-900">
            {t('dashboard.admin.figuresTitle')}
          </h2>
          <div className="flex flex-wrap gap-2">
            {can(user, 'operations:view') ? (
              <Link href="/post-pairing-optimization" className={buttonClasses('secondary', 'sm')}>
                <Activity aria-hidden="true" className="size-4" />
                {t('postPairing.title')}
              </Link>
            ) : null}
            {can(user, 'blog:manage') ? (
              <Link href="/admin/blog" className={buttonClasses('secondary', 'sm')}>
                <FileText aria-hidden="true" className="size-4" />
                {t('dashboard.admin.manageArticles')}
              </Link>
            ) : null}
            {can(user, 'payments:manage') ? (
              <>
                <Link href="/admin/refunds" className={buttonClasses('secondary', 'sm')}>
                  <Undo2 aria-hidden="true" className="size-4" />
                  {t('refunds.admin.title')}
                </Link>
                <Link href="/admin/refund-analytics" className={buttonClasses('secondary', 'sm')}>
                  <BarChart3 aria-hidden="true" className="size-4" />
                  {t('refunds.analytics.title')}
                </Link>
                <Link href="/payment-optimization" className={buttonClasses('secondary', 'sm')}>
                  <BarChart3 aria-hidden="true" className="size-4" />
                  {t('payments.funnel.title')}
                </Link>
              </>
            ) : null}
            {can(user, 'payments:manage') ? (
              <Link href="/admin/payment-queue" className={buttonClasses('secondary', 'sm')}>
                <Wallet aria-hidden="true" className="size-4" />
                {t('payouts.links.queue')}
              </Link>
            ) : null}
          </div>
        </div>
        {overview.isPending ? <LoadingBlock label={t('common.loading')} compact /> : null}
        {overview.isError ? (
          <div role="alert" className="mt-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
            <p className="font-semibold">{t('dashboard.admin.loadFailed')}</p>
            <Button variant="outline" className="mt-3" onClick={() => void overview.refetch()}>
              <RotateCw aria-hidden="true" className="size-4" />
              {t('common.retry')}
            </Button>
          </div>
        ) : null}
        {overview.data ? (
          <>
            <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              <Figure
                icon={<Users aria-hidden="true" className={iconClass} />}
                label={t('dashboard.admin.totalUsers')}
                value={number(overview.data.totalUsers)}
                testId="admin-total-users"
              />
              <Figure
                icon={<BadgeCheck aria-hidden="true" className={iconClass} />}
                label={t('dashboard.admin.verifiedTutors')}
                value={number(overview.data.verifiedTutors)}
                testId="admin-verified-tutors"
              />
              <Figure
                icon={<FileCheck2 aria-hidden="true" className={iconClass} />}
                label={t('dashboard.admin.applicationsWaiting')}
                value={number(overview.data.applicationsWaiting)}
                testId="admin-applications-waiting"
                link={
                  can(user, 'users:manage')
                    ? { href: '/admin/tutor-applications', label: t('dashboard.admin.reviewApplications') }
                    : undefined
                }
              />
              <Figure
                icon={<FileText aria-hidden="true" className={iconClass} />}
                label={t('dashboard.admin.publishedArticles')}
                value={number(overview.data.publishedArticles)}
                testId="admin-published-articles"
              />
            </div>
            <Card className="mt-4 overflow-x-auto p-5">
              <table className="w-full text-left text-sm" data-testid="admin-users-by-role">
                <caption className="mb-2 text-left font-semibold text-slate-900">
                  {t('dashboard.admin.usersByRole')}
                </caption>
                <thead>
                  <tr className="border-b border-slate-200 text-slate-700">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('dashboard.admin.role')}
                    </th>
                    <th scope="col" className="py-2 text-right font-medium">
                      {t('dashboard.admin.accounts')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.data.usersByRole.map(({ role, count }) => (
                    <tr key={role} className="border-b border-slate-100 last:border-0">
                      <th scope="row" className="py-2 pr-4 font-normal text-slate-800">
                        {t(`roles.${role}`)}
                      </th>
                      <td className="py-2 text-right font-semibold text-slate-900 tabular-nums">
                        {number(count)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          </>
        ) : null}
      </section>
      <FailedJobsPanel canManage={can(user, 'operations:manage')} />
    </div>
  );
}
