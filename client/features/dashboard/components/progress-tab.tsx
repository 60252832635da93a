import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './empty-state';

export function ProgressTab() {
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={TrendingUp}
      title={t('dashboard.progress.emptyTitle')}
      text={t('dashboard.progress.emptyText')}
    />
  );
}
