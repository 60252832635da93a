import type { User } from '../../../../common/contracts/auth';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { ROUTES } from '../../../app/routing/manifest';
import { quickActionsFor } from '../lib/quick-actions';

/** Links to the screens this user may open, from the route manifest (lib/quick-actions.ts). */
export function QuickActions({ user }: { user: User }) {
  const { t } = useTranslation();
  const [here] = useLocation();
  const actions = quickActionsFor(ROUTES, user, here);
  if (actions.length === 0) return null;
  return (
    <nav aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        {t('dashboard.quickActions')}
      </h2>
      {/* Two columns from the phone up, so the links do not push the role's own section off screen. */}
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3" data-testid="quick-actions">
        {actions.map((action) => (
          <li key={action.href}>
            <Link
              href={action.href}
              className="group flex h-full items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 text-sm font-medium text-slate-800 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:gap-3 sm:p-4 sm:text-base"
            >
              {t(action.key)}
              <ArrowRight
                aria-hidden="true"
                className="size-4 shrink-0 text-indigo-600 transition group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
