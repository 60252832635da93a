import { defineRoutes } from '../../app/routing/route-entry';
import { bookingQueries } from '../booking';
import { paymentsQueries } from './api/payments.queries';

/**
 * Issue 12: the checkout of a held seat (/payment?seat=<id>), and the return from a bank's check;
 * paying by card, credit points or both (/dual-payment-system); the checkout funnel for admins
 * (/payment-optimization); buying credit points by SEPA Direct Debit, iDEAL, Bancontact or card
 * (/european-payments); premium at 6 EUR a month (/premium).
 */
export const paymentsRoutes = defineRoutes([
  {
    path: '/payment',
    screen: () => import('./components/checkout-page').then((m) => m.CheckoutPage),
    access: { permission: 'learning:use' },
    data: () => [bookingQueries.mySeats(), paymentsQueries.provider()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payments.checkout.title') }),
  },
  {
    path: '/dual-payment-system',
    screen: () => import('./components/credit-points-page').then((m) => m.CreditPointsPage),
    access: { permission: 'learning:use' },
    data: () => [paymentsQueries.points(), bookingQueries.mySeats()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payments.points.title') }),
  },
  {
    path: '/european-payments',
    screen: () => import('./components/european-payments-page').then((m) => m.EuropeanPaymentsPage),
    access: { permission: 'learning:use' },
    data: () => [paymentsQueries.provider(), paymentsQueries.points(), paymentsQueries.topUps()],
    title: ({ t }) => t('layout.documentTitle', { title: t('payments.european.title') }),
  },
  {
    path: '/premium',
    screen: () => import('./components/premium-page').then((m) => m.PremiumPage),
    access: { permission: 'learning:use' },
    data: () => [paymentsQueries.premium(), paymentsQueries.provider()],
    title: ({ t }) => t('layout.documentTitle', { title: t('premium.title') }),
  },
  {
    path: '/payment-optimization',
    screen: () => import('./components/payment-optimization-page').then((m) => m.PaymentOptimizationPage),
    access: { permission: 'payments:manage' },
    data: () => [paymentsQueries.funnel(30)],
    title: ({ t }) => t('layout.documentTitle', { title: t('payments.funnel.title') }),
  },
]);
