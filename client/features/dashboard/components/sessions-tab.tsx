import { CalendarPlus, CalendarX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from './empty-state';

/** Booked sessions arrive with the booking feature; until then the truth is "none yet". */
export function SessionsTab() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarX}
      title={t('dashboard.sessions.emptyTitle')}
      text={t('dashboard.sessions.emptyText')}
      action={
        <Link href="/session-booking" className={buttonClasses('primary')} data-testid="find-session-link">
          <CalendarPlus aria-hidden="true" className="size-4" />
          {t('dashboard.sessions.findSession')}
        </Link>
      }
    />
  );
}
