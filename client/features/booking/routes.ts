import { defineRoutes, type RouteEntry } from '../../app/routing/route-entry';
import { catalogQueries } from '../catalog';
import { bookingQueries } from './api/booking.queries';

const screen = () => import('./components/booking-page').then((m) => m.BookingPage);

/** SPEC.md 2.1: the booking page answers at /book-session and, as links call it, /session-booking. */
export const bookingRoutes = defineRoutes([
  ...['/session-booking', '/book-session'].map(
    (path): RouteEntry => ({
      path,
      screen,
      access: 'public',
      data: () => [catalogQueries.skills()],
      title: ({ t }) => t('layout.documentTitle', { title: t('booking.title') }),
    }),
  ),
  {
    // A tutor's weekly hours and days off, which decide the free times learners see.
    path: '/tutor-availability',
    screen: () => import('./components/availability-editor').then((m) => m.AvailabilityPage),
    access: { permission: 'teaching:use' },
    data: () => [bookingQueries.availability()],
    title: ({ t }) => t('layout.documentTitle', { title: t('booking.availability.title') }),
  },
]);
