/**
 * Typed views of the routes for the browser's api(): each carries its contract's input and output
 * types and no schema (ADR 012). Type imports of the contracts only: nothing of zod reaches the browser.
 */
import type { Endpoints } from './define.ts';
import type { authContracts } from './auth.ts';
import type { systemContracts } from './system.ts';
import type { dashboardContracts } from './dashboard.ts';
import type { operationsContracts } from './operations.ts';
import type { platformContracts } from './platform.ts';
import type { catalogContracts } from './catalog.ts';
import type { bookingContracts } from './booking.ts';
import type { blogContracts } from './blog.ts';
import type { legalContracts } from './legal.ts';
import type { conversionContracts } from './conversion.ts';
import type { languageContracts } from './language.ts';
import type { consentContracts } from './consent.ts';
import type { psychologyContracts } from './psychology.ts';
import type { supportContracts } from './support.ts';
import type { analyticsContracts } from './analytics.ts';
import type { tutorOnboardingContracts } from './tutor-onboarding.ts';
import type { notificationContracts } from './notifications.ts';
import type { calendarFeedContracts } from './calendar-feed.ts';
import type { marketplaceAdminContracts } from './marketplace-admin.ts';
import type { searchContracts } from './search.ts';
import type { marketplaceContracts } from './marketplace.ts';
import type { discoverContracts } from './discover.ts';
import type { learningContracts } from './learning.ts';
import type { tutorAnalyticsContracts } from './tutor-analytics.ts';
import type { familyContracts } from './family.ts';
import type { classroomContracts } from './classroom.ts';
import type { messagingContracts } from './messaging.ts';
import type { questionnaireContracts } from './questionnaire.ts';
import type { matchingContracts, matchingDemoContracts } from './matching.ts';
import type { assistantContracts } from './assistant.ts';
import type { paymentsContracts } from './payments.ts';
import type { payoutsContracts } from './payouts.ts';
import type { refundsContracts } from './refunds.ts';
import type { premiumContracts } from './premium.ts';
import {
  analyticsRoutes,
  assistantRoutes,
  authRoutes,
  blogRoutes,
  bookingRoutes,
  calendarFeedRoutes,
  catalogRoutes,
  discoverRoutes,
  consentRoutes,
  conversionRoutes,
  dashboardRoutes,
  languageRoutes,
  notificationRoutes,
  legalRoutes,
  marketplaceAdminRoutes,
  marketplaceRoutes,
  matchingDemoRoutes,
  matchingRoutes,
  learningRoutes,
  tutorAnalyticsRoutes,
  messagingRoutes,
  familyRoutes,
  classroomRoutes,
  operationsRoutes,
  paymentsRoutes,
  payoutsRoutes,
  refundsRoutes,
  premiumRoutes,
  platformRoutes,
  psychologyRoutes,
  questionnaireRoutes,
  searchRoutes,
  supportRoutes,
  systemRoutes,
  tutorOnboardingRoutes,
} from './routes.ts';

export const authEndpoints = authRoutes as unknown as Endpoints<typeof authContracts>;
export const systemEndpoints = systemRoutes as unknown as Endpoints<typeof systemContracts>;
export const dashboardEndpoints = dashboardRoutes as unknown as Endpoints<typeof dashboardContracts>;
export const operationsEndpoints = operationsRoutes as unknown as Endpoints<typeof operationsContracts>;
export const platformEndpoints = platformRoutes as unknown as Endpoints<typeof platformContracts>;
export const catalogEndpoints = catalogRoutes as unknown as Endpoints<typeof catalogContracts>;
export const bookingEndpoints = bookingRoutes as unknown as Endpoints<typeof bookingContracts>;
export const blogEndpoints = blogRoutes as unknown as Endpoints<typeof blogContracts>;
export const legalEndpoints = legalRoutes as unknown as Endpoints<typeof legalContracts>;
export const conversionEndpoints = conversionRoutes as unknown as Endpoints<typeof conversionContracts>;
export const languageEndpoints = languageRoutes as unknown as Endpoints<typeof languageContracts>;
export const consentEndpoints = consentRoutes as unknown as Endpoints<typeof consentContracts>;
export const psychologyEndpoints = psychologyRoutes as unknown as Endpoints<typeof psychologyContracts>;
export const supportEndpoints = supportRoutes as unknown as Endpoints<typeof supportContracts>;
export const analyticsEndpoints = analyticsRoutes as unknown as Endpoints<typeof analyticsContracts>;
export const tutorOnboardingEndpoints = tutorOnboardingRoutes as unknown as Endpoints<
  typeof tutorOnboardingContracts
>;
export const notificationEndpoints = notificationRoutes as unknown as Endpoints<typeof notificationContracts>;
export const calendarFeedEndpoints = calendarFeedRoutes as unknown as Endpoints<typeof calendarFeedContracts>;
export const marketplaceAdminEndpoints = marketplaceAdminRoutes as unknown as Endpoints<
  typeof marketplaceAdminContracts
>;
export const searchEndpoints = searchRoutes as unknown as Endpoints<typeof searchContracts>;
export const messagingEndpoints = messagingRoutes as unknown as Endpoints<typeof messagingContracts>;
export const familyEndpoints = familyRoutes as unknown as Endpoints<typeof familyContracts>;
export const classroomEndpoints = classroomRoutes as unknown as Endpoints<typeof classroomContracts>;
export const tutorAnalyticsEndpoints = tutorAnalyticsRoutes as unknown as Endpoints<
  typeof tutorAnalyticsContracts
>;
export const learningEndpoints = learningRoutes as unknown as Endpoints<typeof learningContracts>;
export const marketplaceEndpoints = marketplaceRoutes as unknown as Endpoints<typeof marketplaceContracts>;
export const discoverEndpoints = discoverRoutes as unknown as Endpoints<typeof discoverContracts>;
export const questionnaireEndpoints = questionnaireRoutes as unknown as Endpoints<
  typeof questionnaireContracts
>;
export const matchingEndpoints = matchingRoutes as unknown as Endpoints<typeof matchingContracts>;
export const matchingDemoEndpoints = matchingDemoRoutes as unknown as Endpoints<typeof matchingDemoContracts>;
export const assistantEndpoints = assistantRoutes as unknown as Endpoints<typeof assistantContracts>;
export const paymentsEndpoints = paymentsRoutes as unknown as Endpoints<typeof paymentsContracts>;
export const refundsEndpoints = refundsRoutes as unknown as Endpoints<typeof refundsContracts>;
export const premiumEndpoints = premiumRoutes as unknown as Endpoints<typeof premiumContracts>;
export const payoutsEndpoints = payoutsRoutes as unknown as Endpoints<typeof payoutsContracts>;
