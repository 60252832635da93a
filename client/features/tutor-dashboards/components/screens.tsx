import { useQuery } from '@tanstack/react-query';
import {
  Activity,
  CalendarClock,
  CalendarX,
  CheckCircle2,
  Clock,
  Euro,
  GraduationCap,
  type LucideIcon,
  Repeat,
  Star,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatEuro, formatNumber, formatPercent, formatRating } from '../../../lib/format';
import { bookingQueries, formatWhen, RecordAttendance } from '../../booking';
import { skillName } from '../../catalog';
import { tutorAnalyticsQueries } from '../api/tutor-analytics.queries';

function Page({
  title,
  intro,
  children,
  payoutLinks = false,
}: {
  title: string;
  intro: string;
  children: ReactNode;
  /** The tutor's own views link to their earnings; the public preview does not. */
  payoutLinks?: boolean;
}) {
  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{title}</h1>
        <p className="mt-1 text-slate-700">{intro}</p>
        {payoutLinks ? <PayoutLinks /> : null}
      </header>
      {children}
    </div>
  );
}

/** The tutor's money screens (issue 12): earnings and payouts, and where they are paid. */
function PayoutLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('payouts.links.earnings')} className="mt-3 flex flex-wrap gap-2">
      <Link href="/tutor-payment-management" className={buttonClasses('outline', 'sm')}>
        {t('payouts.links.earnings')}
      </Link>
      <Link href="/tutor-direct-payments" className={buttonClasses('outline', 'sm')}>
        {t('payouts.links.method')}
      </Link>
    </nav>
  );
}

function Tile({
  icon: Icon,
  label,
  value,
  note,
}: {
  icon: LucideIcon;
  label: string;
  value: string;
  note?: string;
}) {
  return (
    <Card className="p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-700">
        <Icon aria-hidden="true" className="size-4 text-indigo-600" />
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
      {note ? <dd className="text-xs text-slate-600">{note}</dd> : null}
    </Card>
  );
}

/** The analytics view (PRODUCT.md D): ratings, retention and earnings over time, all computed from rows. */
export function ProfessionalDashboard() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const analytics = useQuery(tutorAnalyticsQueries.analytics());
  const a = analytics.data;
  return (
    <Page title={t('tutorViews.professional.title')} intro={t('tutorViews.professional.intro')} payoutLinks>
      {analytics.isLoading || !a ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <>
          <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" data-testid="tutor-totals">
            <Tile
              icon={Star}
              label={t('tutorViews.professional.rating')}
              value={
                a.rating.mean === null
                  ? t('tutorViews.professional.noRating')
                  : formatRating(a.rating.mean, lang)
              }
              note={t('tutorViews.professional.ratings', { count: a.rating.count })}
            />
            <Tile
              icon={CheckCircle2}
              label={t('tutorViews.professional.sessions')}
              value={formatNumber(a.totals.sessions, lang)}
              note={t('tutorViews.professional.hours', {
                hours: formatNumber(Math.round(a.totals.minutes / 6) / 10, lang),
              })}
            />
            <Tile
              icon={Repeat}
              label={t('tutorViews.professional.returning')}
              value={
                a.totals.learners > 0
                  ? formatPercent((a.totals.returningLearners / a.totals.learners) * 100, lang)
                  : '–'
              }
              note={t('tutorViews.professional.returningNote', {
                returning: a.totals.returningLearners,
                count: a.totals.learners,
              })}
            />
            <Tile
              icon={Euro}
              label={t('tutorViews.professional.earned')}
              value={formatEuro(a.totals.earnedCents, lang)}
              note={t('tutorViews.professional.earnedNote')}
            />
          </dl>

          <div className="grid gap-8 lg:grid-cols-2">
            <section aria-labelledby="months-title">
              <h2 id="months-title" className="text-lg font-semibold text-slate-900">
                {t('tutorViews.professional.monthsTitle')}
              </h2>
              <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-white">
                <table className="w-full text-left text-sm" data-testid="tutor-months">
                  <thead className="bg-slate-50 text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('tutorViews.professional.month')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('tutorViews.professional.sessions')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('tutorViews.professional.learners')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('tutorViews.professional.rating')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-medium">
                        {t('tutorViews.professional.earned')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-slate-100">
                    {a.months.map((m) => (
                      <tr key={m.month}>
                        <th scope="row" className="px-3 py-2 font-medium text-slate-900">
                          {new Intl.DateTimeFormat(lang, {
                            month: 'short',
                            year: 'numeric',
                            timeZone: 'UTC',
                          }).format(new Date(`${m.month}-01T00:00:00Z`))}
                        </th>
                        <td className="px-3 py-2">
                          <span className="flex items-center gap-2">
                            <span
                              aria-hidden="true"
                              className="h-2 rounded-full bg-indigo-500"
                              style={{ width: `${Math.min(100, m.sessions * 4)}px` }}
                            />
                            {m.sessions}
                          </span>
                        </td>
                        <td className="px-3 py-2">{m.learners}</td>
                        <td className="px-3 py-2">
                          {m.ratingMean === null ? '–' : formatRating(m.ratingMean, lang)}
                        </td>
                        <td className="px-3 py-2 text-right">{formatEuro(m.earnedCents, lang)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>

            <section aria-labelledby="stars-title">
              <h2 id="stars-title" className="text-lg font-semibold text-slate-900">
                {t('tutorViews.professional.starsTitle')}
              </h2>
              <ul className="mt-3 space-y-2" data-testid="tutor-stars">
                {[5, 4, 3, 2, 1].map((stars) => {
                  const n = a.rating.distribution[stars - 1] ?? 0;
                  const share = a.rating.count > 0 ? (n / a.rating.count) * 100 : 0;
                  return (
                    <li key={stars} className="flex items-center gap-3 text-sm">
                      <span className="w-20 shrink-0 text-slate-800">
                        {t('booking.rate.star', { count: stars })}
                      </span>
                      <span
                        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
                        aria-hidden="true"
                      >
                        <span
                          className="block h-full rounded-full bg-amber-400"
                          style={{ width: `${share}%` }}
                        />
                      </span>
                      <span className="w-10 shrink-0 text-right text-slate-700">{n}</span>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-3 text-sm text-slate-700">
                {a.totals.attendanceRate === null
                  ? t('tutorViews.professional.noAttendance')
                  : t('tutorViews.professional.attendance', {
                      rate: formatPercent(a.totals.attendanceRate * 100, lang),
                    })}
              </p>
              <h3 className="mt-6 font-semibold text-slate-900">
                {t('tutorViews.professional.commentsTitle')}
              </h3>
              {a.recentComments.length === 0 ? (
                <p className="mt-2 text-sm text-slate-700">{t('tutorViews.professional.noComments')}</p>
              ) : (
                <ul className="mt-2 space-y-2" data-testid="tutor-comments">
                  {a.recentComments.map((c) => (
                    <li key={c.at} className="rounded-xl bg-white p-3 text-sm ring-1 ring-slate-200">
                      <Badge tone="amber">{t('booking.rate.star', { count: c.rating })}</Badge>
                      <p className="mt-1 text-slate-800">“{c.comment}”</p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </>
      )}
    </Page>
  );
}

/** The focus view (PRODUCT.md D): the next session only, and any session still waiting for attendance. */
export function FocusDashboard() {
  const { t, i18n } = useTranslation();
  const teaching = useQuery(bookingQueries.teaching());
  const next = teaching.data?.upcoming[0];
  return (
    <Page title={t('tutorViews.focus.title')} intro={t('tutorViews.focus.intro')} payoutLinks>
      {teaching.isLoading ? (
        <LoadingBlock label={t('common.loading')} />
      ) : (
        <>
          <RecordAttendance sessions={teaching.data?.toRecord ?? []} />
          {next ? (
            <Card className="p-6" data-testid="next-session">
              <p className="flex items-center gap-2 text-sm font-medium text-indigo-700">
                <CalendarClock aria-hidden="true" className="size-4" />
                {t('tutorViews.focus.next')}
              </p>
              <h2 className="mt-2 text-2xl font-bold text-slate-900">
                {skillName(t, next.skill)} · {t(`booking.format.${next.format}.label`)}
              </h2>
              <p className="mt-1 flex flex-wrap items-center gap-x-3 text-slate-700">
                <span className="inline-flex items-center gap-1">
                  <Clock aria-hidden="true" className="size-4" />
                  {formatWhen(next.startsAt, i18n.language)}
                </span>
                <span>{t(`booking.format.levels.${next.level}`)}</span>
                <span>{t('booking.mine.seats', { taken: next.seatsTaken, capacity: next.capacity })}</span>
              </p>
              <ul className="mt-4 flex flex-wrap gap-2" aria-label={t('booking.teaching.learners')}>
                {next.learners.map((l, i) => (
                  <li key={`${l.name}-${i}`}>
                    <Badge tone={l.status === 'confirmed' ? 'green' : 'amber'}>
                      <Users aria-hidden="true" className="size-3.5" />
                      {l.status === 'confirmed' ? l.name : t('booking.teaching.held', { name: l.name })}
                    </Badge>
                  </li>
                ))}
              </ul>
            </Card>
          ) : (
            <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
              <CalendarX aria-hidden="true" className="mx-auto size-6 text-indigo-700" />
              <p className="mx-auto mt-3 max-w-md text-slate-700">{t('booking.teaching.none')}</p>
            </div>
          )}
          <Link href="/tutor-dashboard-enhanced" className={buttonClasses('outline', 'sm')}>
            {t('tutorViews.focus.all')}
          </Link>
        </>
      )}
    </Page>
  );
}

/**
 * SPEC.md 1's static preview for prospects: an example of the tutor dashboard with a placeholder name.
 * It says so on its face, and every figure on it is marked as an example, so no one reads it as data.
 */
export function DashboardPreview() {
  const { t } = useTranslation();
  const activity = ['booked', 'rated', 'completed'] as const;
  const logs = ['verified', 'availability', 'document'] as const;
  return (
    <Page title={t('tutorViews.preview.title')} intro={t('tutorViews.preview.intro')}>
      <p
        role="note"
        className="rounded-xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200"
        data-testid="preview-note"
      >
        {t('tutorViews.preview.example')}
      </p>
      <Card className="p-6">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <div>
            <p className="text-sm text-slate-700">{t('tutorViews.preview.tutorLabel')}</p>
            <p className="text-xl font-bold text-slate-900">{t('tutorViews.preview.placeholderName')}</p>
          </div>
          <div className="text-right">
            <p className="text-sm text-slate-700">{t('tutorViews.preview.score')}</p>
            <p className="text-3xl font-bold text-emerald-700" data-testid="preview-score">
              87
            </p>
          </div>
        </div>
        <div className="mt-6 grid gap-6 md:grid-cols-2">
          <section aria-labelledby="preview-activity">
            <h2 id="preview-activity" className="flex items-center gap-2 font-semibold text-slate-900">
              <Activity aria-hidden="true" className="size-4 text-indigo-600" />
              {t('tutorViews.preview.activityTitle')}
            </h2>
            <ul className="mt-2 space-y-2 text-sm text-slate-800">
              {activity.map((k) => (
                <li key={k} className="rounded-lg bg-slate-50 p-2">
                  {t(`tutorViews.preview.activity.${k}`)}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="preview-logs">
            <h2 id="preview-logs" className="flex items-center gap-2 font-semibold text-slate-900">
              <CheckCircle2 aria-hidden="true" className="size-4 text-indigo-600" />
              {t('tutorViews.preview.logsTitle')}
            </h2>
            <ul className="mt-2 space-y-2 font-mono text-xs text-slate-800">
              {logs.map((k) => (
                <li key={k} className="rounded-lg bg-slate-50 p-2">
                  {t(`tutorViews.preview.logs.${k}`)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </Card>
      <div className="flex flex-wrap gap-3">
        <Link href="/tutor-hub" className={buttonClasses('primary')}>
          <GraduationCap aria-hidden="true" className="size-4" />
          {t('tutorViews.preview.hub')}
        </Link>
      </div>
    </Page>
  );
}
