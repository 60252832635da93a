import { defineRoutes } from '../../app/routing/route-entry';
import { bookingQueries } from '../booking';
import { paymentsQueries } from './api/payments.queries';

/** Issue 12: the checkout of a held seat (/payment?seat=<id>), and the return from a bank's check. */
export const paymentsRoutes = defineRoutes([
  {
    path: '/payment',
    screen: () => import('./components/checkout-page').then((m) => m.CheckoutPage),
    access: { permission: 'learning:use' },
    data: () => [bookingQueries.mySeats(), paymentsQueries.provider()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payments.checkout.title') }),
  },
]);
