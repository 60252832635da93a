import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { formatMediumDate } from '../../../lib/format';

/** The page frame of the payout screens: one h1 and its intro. */
export function PayoutsPage({
  title,
  intro,
  testId,
  children,
}: {
  title: string;
  intro: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10" data-testid={testId}>
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

/** A calendar date of a payout week (YYYY-MM-DD) in the reader's language, read at noon UTC so no zone moves it. */
export const formatDay = (day: string, language: string) => formatMediumDate(`${day}T12:00:00Z`, language);

export function WeekLabel({ start, end }: { start: string; end: string }) {
  const { t, i18n } = useTranslation();
  return (
    <>{t('payouts.week', { start: formatDay(start, i18n.language), end: formatDay(end, i18n.language) })}</>
  );
}

const TONES = {
  pending: 'slate',
  in_transit: 'amber',
  paid: 'green',
  failed: 'amber',
  cancelled: 'slate',
  waiting: 'indigo',
} as const;

/** A payout's or an earning's state as a badge: its word, never its colour alone. */
export function StatusBadge({ status }: { status: keyof typeof TONES }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[status]}>{t(`payouts.status.${status}`)}</Badge>;
}

/**
 * A table in a region that scrolls sideways on a phone; the region takes focus so the keyboard can
 * scroll it (axe scrollable-region-focusable), and the table is named by its caption.
 */
export function ScrollTable({
  label,
  testId,
  children,
}: {
  label: string;
  testId: string;
  children: ReactNode;
}) {
  return (
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <table className="w-full text-left text-sm" data-testid={testId}>
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}
