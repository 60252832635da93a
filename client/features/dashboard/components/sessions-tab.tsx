import { CalendarX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from './empty-state';

/**
 * Booked sessions arrive with the booking feature; until then the truth is "none yet", and the next
 * real step is browsing the skills and their tutors (there is no booking page to link to).
 */
export function SessionsTab() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CalendarX}
      title={t('dashboard.sessions.emptyTitle')}
      text={t('dashboard.sessions.emptyText')}
      action={
        <Link href="/skills" className={buttonClasses('primary')} data-testid="find-session-link">
          <Search aria-hidden="true" className="size-4" />
          {t('dashboard.sessions.browseSkills')}
        </Link>
      }
    />
  );
}
