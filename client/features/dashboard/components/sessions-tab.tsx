import { CalendarX, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { PastSessions } from '../../booking';
import { EmptyState } from './empty-state';

/**
 * A learner's past sessions (upcoming ones lead the dashboard, in its area section). Other roles have
 * no sessions of their own yet (tutors' groups come with the tutor dashboard): "none yet", and the skills.
 */
export function SessionsTab({ learner = false }: { learner?: boolean }) {
  const { t } = useTranslation();
  if (learner) return <PastSessions />;
  return (
    <EmptyState
      icon={CalendarX}
      title={t('dashboard.sessions.emptyTitle')}
      text={t('dashboard.sessions.notYet')}
      action={
        <Link href="/skills" className={buttonClasses('primary')} data-testid="find-session-link">
          <Search aria-hidden="true" className="size-4" />
          {t('dashboard.sessions.browseSkills')}
        </Link>
      }
    />
  );
}
