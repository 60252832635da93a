import { defineRoutes } from '../../app/routing/route-entry';
import { refundsQueries } from './api/refunds.queries';

/** Issue 12: the learner's refund portal, and the admin's refund queue and figures. */
export const refundsRoutes = defineRoutes([
  {
    path: '/refund-portal',
    screen: () => import('./components/refund-portal-page').then((m) => m.RefundPortalPage),
    access: { permission: 'learning:use' },
    data: () => [refundsQueries.bookings(), refundsQueries.mine()],
    title: ({ t }) => t('layout.documentTitle', { title: t('refunds.portal.title') }),
  },
  {
    path: '/admin/refunds',
    screen: () => import('./components/admin-refunds-page').then((m) => m.AdminRefundsPage),
    access: { permission: 'payments:manage' },
    data: () => [refundsQueries.admin('requested')],
    title: ({ t }) => t('layout.documentTitle', { title: t('refunds.admin.title') }),
  },
  {
    path: '/admin/refund-analytics',
    screen: () => import('./components/refund-analytics-page').then((m) => m.RefundAnalyticsPage),
    access: { permission: 'payments:manage' },
    data: () => [refundsQueries.analytics()],
    title: ({ t }) => t('layout.documentTitle', { title: t('refunds.analytics.title') }),
  },
]);
