import { REDIRECT_AFTER_REGISTER_MS } from '../../../../common/constants';
import { MailCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';

/** SPEC.md 4: after registration the user is told to check email, then moved on after 1.5 s. */
export function CheckEmailPanel({ email, nextPath }: { email: string; nextPath: string }) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();

  useEffect(() => {
    const timer = setTimeout(() => navigate(nextPath), REDIRECT_AFTER_REGISTER_MS);
    return () => clearTimeout(timer);
  }, [navigate, nextPath]);

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <Card className="p-6 text-center sm:p-8" role="status" data-testid="check-email">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-indigo-100 text-indigo-700">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h1 className="mt-4 text-2xl font-bold text-slate-900">{t('auth.checkEmail.title')}</h1>
        <p className="mt-2 text-slate-700">{t('auth.checkEmail.text', { email })}</p>
        <p className="mt-4 inline-flex items-center gap-2 text-sm text-slate-600">
          <Spinner className="size-4" />
          {t('auth.checkEmail.redirecting')}
        </p>
      </Card>
    </div>
  );
}
