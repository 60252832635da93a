import { defineRoutes } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';

const screen = () => import('./components/booking-page').then((m) => m.BookingPage);

/** SPEC.md 2.1: the booking page answers at /book-session and, as links call it, /session-booking. */
export const bookingRoutes = defineRoutes(
  ['/session-booking', '/book-session'].map((path) => ({
    path,
    screen,
    access: 'public' as const,
    data: () => [catalogQueries.skills()],
    title: ({ t }) => t('layout.documentTitle', { title: t('booking.title') }),
  })),
);
