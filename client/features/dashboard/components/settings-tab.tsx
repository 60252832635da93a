import type { User } from '../../../../common/contracts/auth';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CalendarFeedCard } from '../../booking';
import { LanguagePicker } from '../../language';
import { NotificationPreferences } from '../../notifications';
import { SignInSessions } from './sign-in-sessions';

export function SettingsTab({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.settings.languageTitle')}</h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">{t('dashboard.settings.languageText')}</p>
        <LanguagePicker id="settings-language" />
      </Card>

      <Card className="p-5 sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">{t('dashboard.settings.emailTitle')}</h2>
        <p className="mt-1 text-sm break-all text-slate-700">{user.email}</p>
        {user.emailVerified ? (
          <p
            className="mt-4 flex items-center gap-2 text-sm font-medium text-emerald-800"
            data-testid="email-status"
          >
            <BadgeCheck aria-hidden="true" className="size-5" />
            {t('dashboard.settings.emailVerified')}
          </p>
        ) : (
          <div className="mt-4 space-y-3" data-testid="email-status">
            <p className="flex items-center gap-2 text-sm font-medium text-amber-900">
              <MailWarning aria-hidden="true" className="size-5" />
              {t('dashboard.settings.emailNotVerified')}
            </p>
            <Link href="/verify-email" className={buttonClasses('secondary', 'sm')}>
              {t('dashboard.settings.verifyEmail')}
            </Link>
          </div>
        )}
      </Card>

      <Card className="p-5 sm:p-6 lg:col-span-2">
        <NotificationPreferences />
      </Card>

      <Card className="p-5 sm:p-6 lg:col-span-2">
        <CalendarFeedCard />
      </Card>

      <Card className="p-5 sm:p-6 lg:col-span-2">
        <SignInSessions />
      </Card>
    </div>
  );
}
