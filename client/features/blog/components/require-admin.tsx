import type { User } from '../../../../common/contracts/auth';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { RequireUser } from '../../auth/components/require-user';

/** A signed-in account that is not an administrator is told plainly that this area is not theirs. */
export function NoAccess({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="no-access">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{t('blog.admin.noAccess.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {t('blog.admin.noAccess.text', { name: `${user.firstName} ${user.lastName}`.trim() })}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href="/dashboard" className={buttonClasses('primary')}>
          {t('blog.admin.noAccess.dashboard')}
        </Link>
        <Link href="/blog" className={buttonClasses('outline')}>
          {t('blog.admin.noAccess.blog')}
        </Link>
      </div>
    </div>
  );
}

/**
 * Admin screens: anonymous visitors go to /auth (RequireUser), other roles see "no access". The server
 * checks the role on every call as well; this only keeps people out of a screen that cannot work for them.
 */
export function RequireAdmin({ children }: { children: (user: User) => ReactNode }) {
  return (
    <RequireUser>
      {(user) => (user.userType === 'admin' ? children(user) : <NoAccess user={user} />)}
    </RequireUser>
  );
}
