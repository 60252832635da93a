/**
 * Every route of the product, from each feature's own list (ADR 014). The browser's router and
 * guards, the server's page handling (status, redirects, data, head), the sitemap, robots.txt,
 * prefetch and the site's menus are all derived from this one list. A new screen is one entry in
 * its feature's routes.ts, and that feature's list is named here once.
 */
import { accessibilityRoutes } from '../../features/accessibility/routes';
import { assistantRoutes } from '../../features/assistant/routes';
import { authRoutes } from '../../features/auth/routes';
import { blogRoutes } from '../../features/blog/routes';
import { bookingRoutes } from '../../features/booking/routes';
import { catalogRoutes } from '../../features/catalog/routes';
import { classroomRoutes } from '../../features/classroom/routes';
import { dashboardRoutes } from '../../features/dashboard/routes';
import { faqRoutes } from '../../features/faq/routes';
import { homeRoutes } from '../../features/home/routes';
import { learningRoutes } from '../../features/learning/routes';
import { legalRoutes } from '../../features/legal/routes';
import { marketplaceAdminRoutes } from '../../features/marketplace-admin/routes';
import { marketplaceRoutes } from '../../features/marketplace/routes';
import { discoverRoutes } from '../../features/discover/routes';
import { matchingRoutes } from '../../features/matching/routes';
import { paymentsRoutes } from '../../features/payments/routes';
import { refundsRoutes } from '../../features/refunds/routes';
import { payoutsRoutes } from '../../features/payouts/routes';
import { safetyRoutes } from '../../features/safety/routes';
import { tutorOnboardingRoutes } from '../../features/tutor-onboarding/routes';
import { tutorDashboardRoutes } from '../../features/tutor-dashboards/routes';
import type { NavEntry, RouteEntry } from './route-entry';

export const ROUTES: readonly RouteEntry[] = [
  ...homeRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...learningRoutes,
  ...faqRoutes,
  ...catalogRoutes,
  ...bookingRoutes,
  ...classroomRoutes,
  ...tutorOnboardingRoutes,
  ...tutorDashboardRoutes,
  ...marketplaceAdminRoutes,
  ...marketplaceRoutes,
  ...discoverRoutes,
  ...matchingRoutes,
  ...paymentsRoutes,
  ...refundsRoutes,
  ...payoutsRoutes,
  ...assistantRoutes,
  ...blogRoutes,
  ...legalRoutes,
  ...accessibilityRoutes,
  ...safetyRoutes,
];

/** A menu's links, in order: the routes that name it. Guarded routes are the caller's to filter. */
export function menuLinks(menu: NavEntry['menu']): { route: RouteEntry; href: string; label: string }[] {
  return ROUTES.flatMap((route) =>
    (route.nav ?? [])
      .filter((entry) => entry.menu === menu)
      .map((entry) => ({ route, href: route.path, label: entry.label, order: entry.order })),
  )
    .sort((a, b) => a.order - b.order)
    .map(({ route, href, label }) => ({ route, href, label }));
}
