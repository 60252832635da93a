import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';

/**
 * Marks an open group whose learners are children: only a child may take its seat (children and
 * adults learn in separate groups), so a visitor knows before choosing it.
 */
export function ChildrenGroupBadge({ forChildren }: { forChildren: boolean }) {
  const { t } = useTranslation();
  if (!forChildren) return null;
  return (
    <Badge tone="amber" className="self-start" data-testid="children-group">
      {t('booking.childrenGroup')}
    </Badge>
  );
}
