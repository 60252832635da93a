import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAuth } from '../auth';

/** Under the hero's calls to action: sign in for a visitor, the way to the dashboard for a member. */
export function HeroAccountLine() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <p className="mt-3 text-sm text-slate-700">
      {user ? (
        <Link href="/dashboard" className="font-semibold text-indigo-700 hover:underline">
          {t('home.goToDashboard')}
        </Link>
      ) : (
        <>
          {t('home.haveAccount')}{' '}
          <Link href="/auth?mode=login" className="font-semibold text-indigo-700 hover:underline">
            {t('layout.signIn')}
          </Link>
        </>
      )}
    </p>
  );
}
