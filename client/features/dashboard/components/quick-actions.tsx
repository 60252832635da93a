import type { Role } from '../../../../common/constants';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { quickActionsFor } from '../lib/quick-actions';

export function QuickActions({ role }: { role: Role }) {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="quick-actions-title">
      <h2 id="quick-actions-title" className="text-lg font-semibold text-slate-900">
        {t('dashboard.quickActions')}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="quick-actions">
        {quickActionsFor(role).map((action) => (
          <li key={action.key}>
            <Link
              href={action.href}
              className="group flex items-center justify-between gap-3 rounded-xl border border-slate-200 bg-white p-4 font-medium text-slate-800 shadow-sm hover:border-indigo-300 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              {t(action.key)}
              <ArrowRight
                aria-hidden="true"
                className="size-4 text-indigo-600 transition group-hover:translate-x-0.5"
              />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
