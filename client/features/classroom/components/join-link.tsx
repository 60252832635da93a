import { Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';

/**
 * "Join" on an upcoming session (SPEC.md 2.7): into its classroom, which says when it opens if it is
 * not open yet. Only for people the classroom admits (a tutor, a paid seat): the caller decides.
 */
export function JoinLink({ sessionId, label }: { sessionId: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Link
      href={`/classroom/${sessionId}`}
      className={buttonClasses('primary', 'sm')}
      aria-label={label}
      data-testid="join-session"
    >
      <Video aria-hidden="true" className="size-4" />
      {t('classroom.joinShort')}
    </Link>
  );
}
