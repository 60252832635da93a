import type { User } from '../../../../common/contracts/auth';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardArea } from '../lib/areas';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../auth';

function initials(user: User): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || '?';
}

export function DashboardHeader({ user, area }: { user: User; area: DashboardArea }) {
  const { t } = useTranslation();
  const { logoutMutation } = useAuth();
  const fullName = `${user.firstName} ${user.lastName}`.trim();

  return (
    <section
      aria-labelledby="dashboard-user-name"
      className="flex flex-col gap-4 rounded-2xl bg-gradient-to-r from-indigo-700 to-indigo-600 p-6 text-white shadow-sm sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex size-14 shrink-0 items-center justify-center rounded-full bg-white/15 text-xl font-bold"
      >
        {initials(user)}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-indigo-100">{t(`dashboard.areas.${area}`)}</p>
        <h1
          id="dashboard-user-name"
          className="truncate text-2xl font-bold"
          data-testid="dashboard-user-name"
        >
          {fullName}
        </h1>
        <Badge tone="white" className="mt-2" data-testid="role-badge">
          {t(`roles.${user.userType}`)}
        </Badge>
      </div>
      <Button
        variant="inverse"
        disabled={logoutMutation.isPending}
        // No navigation here: clearing the user makes the dashboard's guard open the login tab.
        onClick={() => logoutMutation.mutate()}
        data-testid="sign-out"
      >
        {logoutMutation.isPending ? <Spinner /> : <LogOut aria-hidden="true" className="size-4" />}
        {t('dashboard.signOut')}
      </Button>
    </section>
  );
}
