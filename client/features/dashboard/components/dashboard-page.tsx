import type { User } from '../../../../common/contracts/auth';
import { BarChart3, CalendarDays, LayoutGrid, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DashboardArea } from '../lib/areas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { DashboardHeader } from './dashboard-header';
import { OverviewTab } from './overview-tab';
import { ProgressTab } from './progress-tab';
import { QuickActions } from './quick-actions';
import { SessionsTab } from './sessions-tab';
import { SettingsTab } from './settings-tab';

export function DashboardPage({ user, area }: { user: User; area: DashboardArea }) {
  const { t } = useTranslation();
  const tabs = [
    { value: 'overview', icon: LayoutGrid, label: t('dashboard.tabs.overview') },
    { value: 'sessions', icon: CalendarDays, label: t('dashboard.tabs.sessions') },
    { value: 'progress', icon: BarChart3, label: t('dashboard.tabs.progress') },
    { value: 'settings', icon: Settings, label: t('dashboard.tabs.settings') },
  ];
  return (
    <div
      className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10"
      data-testid="dashboard-page"
      data-area={area}
    >
      <DashboardHeader user={user} area={area} />
      <QuickActions role={user.userType} />
      <Tabs defaultValue="overview">
        <TabsList aria-label={t('dashboard.tabsLabel')}>
          {tabs.map(({ value, icon: Icon, label }) => (
            <TabsTrigger key={value} value={value} data-testid={`dashboard-tab-${value}`}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab />
        </TabsContent>
        <TabsContent value="progress">
          <ProgressTab />
        </TabsContent>
        <TabsContent value="settings">
          <SettingsTab user={user} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
