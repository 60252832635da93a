import type { User } from '../../../../common/contracts/auth';
import { BarChart3, CalendarDays, LayoutGrid, Settings } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearch } from 'wouter';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../common/permissions';
import type { DashboardArea } from '../lib/areas';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { AreaSection } from './area-section';
import { DashboardHeader } from './dashboard-header';
import { OverviewTab } from './overview-tab';
import { ProgressTab } from './progress-tab';
import { QuickActions } from './quick-actions';
import { SessionsTab } from './sessions-tab';
import { SettingsTab } from './settings-tab';

const TABS = ['overview', 'sessions', 'progress', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** `?tab=sessions` opens that tab (a notification asking to rate a session links there). */
const tabFrom = (search: string): Tab => {
  const wanted = new URLSearchParams(search).get('tab');
  return TABS.find((tab) => tab === wanted) ?? 'overview';
};

/**
 * A role's home: its header, the quick actions the user may follow, the role's own section (real
 * figures or an honest empty state, never sample numbers) and the account tabs.
 */
export function DashboardPage({ user, area }: { user: User; area: DashboardArea }) {
  const { t } = useTranslation();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() => tabFrom(search));
  // Followed again from the bell while on the page: the link still opens its tab.
  useEffect(() => {
    if (new URLSearchParams(search).has('tab')) setTab(tabFrom(search));
  }, [search]);
  const tabs = [
    { value: 'overview', icon: LayoutGrid, label: t('dashboard.tabs.overview') },
    { value: 'sessions', icon: CalendarDays, label: t('dashboard.tabs.sessions') },
    { value: 'progress', icon: BarChart3, label: t('dashboard.tabs.progress') },
    { value: 'settings', icon: Settings, label: t('dashboard.tabs.settings') },
  ] as const;
  return (
    <div
      className="mx-auto max-w-6xl space-y-8 px-4 py-8 sm:py-10"
      data-testid="dashboard-page"
      data-area={area}
    >
      <DashboardHeader user={user} area={area} />
      <QuickActions user={user} />
      <AreaSection user={user} area={area} />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        {/* Two rows of two on a phone, so no tab is cut off; one row from the small breakpoint up.
            Arrow keys move between the tabs (Radix). */}
        <TabsList
          aria-label={t('dashboard.tabsLabel')}
          className="grid grid-cols-2 sm:flex"
          data-testid="dashboard-tabs"
        >
          {tabs.map(({ value, icon: Icon, label }) => (
            <TabsTrigger key={value} value={value} data-testid={`dashboard-tab-${value}`}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="overview">
          <OverviewTab onOpenSettings={() => setTab('settings')} />
        </TabsContent>
        <TabsContent value="sessions">
          <SessionsTab learner={can(user, 'learning:use')} />
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
