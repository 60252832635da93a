import type { User } from '../../../../common/contracts/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect } from 'wouter';
import { LoadingBlock } from '../../../components/ui/spinner';
import { useAuth } from '../hooks/use-auth';

interface RequireUserProps {
  children: (user: User) => ReactNode;
  /** A path to send this user elsewhere, or null to stay. Checked after sign-in. */
  redirect?: (user: User) => string | null;
}

/**
 * Screens that need a signed-in user send anonymous visitors to /auth (SPEC.md 6); right after a
 * sign-out in this tab, to its login tab. Redirects follow the user as React sees it, so a navigation
 * never races the session change that caused it.
 */
export function RequireUser({ children, redirect }: RequireUserProps) {
  const { t } = useTranslation();
  const { user, isLoading, signedOutHere } = useAuth();
  if (isLoading) return <LoadingBlock label={t('common.loading')} className="min-h-[50vh]" />;
  if (!user) return <Redirect to={signedOutHere ? '/auth?mode=login' : '/auth'} replace />;
  const target = redirect?.(user);
  if (target) return <Redirect to={target} replace />;
  return <>{children(user)}</>;
}
