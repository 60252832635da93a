import { homePathFor } from '../../common/constants';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../components/ui/button';
import { useAuth } from '../features/auth';

/**
 * The 403 page: a signed-in account opened a screen its role may not (common/permissions.ts). The
 * server answers such a request with status 403 and this page; the browser shows it after a
 * client-side navigation. It says so plainly and leads to the user's own home.
 */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center" data-testid="forbidden-page">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-900">
        <ShieldAlert aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold text-slate-900">{t('forbidden.title')}</h1>
      <p className="mt-3 text-lg text-slate-700">
        {name ? t('forbidden.textNamed', { name }) : t('forbidden.text')}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link href={user ? homePathFor(user.userType) : '/'} className={buttonClasses('primary')}>
          {t('forbidden.home')}
        </Link>
        <Link href="/" className={buttonClasses('outline')}>
          {t('notFound.goHome')}
        </Link>
      </div>
    </div>
  );
}
