import { defineRoutes } from '../../app/routing/route-entry';
import { paymentsQueries } from '../payments';
import { payoutsQueries } from './api/payouts.queries';

const screens = () => import('./components/screens');

/** Issue 12: the tutor's earnings and payout method, and the operators' payout queue (ADR 029). */
export const payoutsRoutes = defineRoutes([
  {
    path: '/tutor-payment-management',
    screen: () => screens().then((m) => m.TutorPaymentManagementPage),
    access: { permission: 'teaching:use' },
    data: () => [payoutsQueries.earnings(), payoutsQueries.payouts()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payouts.earnings.title') }),
  },
  {
    path: '/tutor-direct-payments',
    screen: () => screens().then((m) => m.TutorDirectPaymentsPage),
    access: { permission: 'teaching:use' },
    data: () => [payoutsQueries.method()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payouts.method.title') }),
  },
  {
    path: '/admin/payment-queue',
    screen: () => screens().then((m) => m.PaymentQueuePage),
    access: { permission: 'payments:manage' },
    data: () => [payoutsQueries.queue(), paymentsQueries.disputes()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payouts.queue.title') }),
  },
]);
