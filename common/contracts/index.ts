export * from './define.ts';
export * from './auth.ts';
export * from './system.ts';
export * from './dashboard.ts';
export * from './operations.ts';
export * from './platform.ts';
export * from './catalog.ts';
export * from './booking.ts';
export * from './blog.ts';
export * from './legal.ts';
export * from './conversion.ts';
export * from './language.ts';
export * from './consent.ts';
export * from './psychology.ts';
export * from './support.ts';
export * from './analytics.ts';
export * from './tutor-onboarding.ts';
export * from './notifications.ts';
export * from './calendar-feed.ts';
export * from './marketplace-admin.ts';
export * from './search.ts';
export * from './marketplace.ts';
export * from './discover.ts';
export * from './learning.ts';
export * from './tutor-analytics.ts';
export * from './messaging.ts';
export * from './family.ts';
export * from './classroom.ts';
export * from './assistant.ts';
export * from './payments.ts';
export * from './payouts.ts';
export * from './refunds.ts';
export * from './premium.ts';
import { authContracts } from './auth.ts';
import { systemContracts } from './system.ts';
import { dashboardContracts } from './dashboard.ts';
import { operationsContracts } from './operations.ts';
import { platformContracts } from './platform.ts';
import { catalogContracts } from './catalog.ts';
import { bookingContracts } from './booking.ts';
import { blogContracts } from './blog.ts';
import { legalContracts } from './legal.ts';
import { conversionContracts } from './conversion.ts';
import { languageContracts } from './language.ts';
import { consentContracts } from './consent.ts';
import { psychologyContracts } from './psychology.ts';
import { supportContracts } from './support.ts';
import { analyticsContracts } from './analytics.ts';
import { tutorOnboardingContracts } from './tutor-onboarding.ts';
import { notificationContracts } from './notifications.ts';
import { calendarFeedContracts } from './calendar-feed.ts';
import { marketplaceAdminContracts } from './marketplace-admin.ts';
import { searchContracts } from './search.ts';
import { marketplaceContracts } from './marketplace.ts';
import { discoverContracts } from './discover.ts';
import { learningContracts } from './learning.ts';
import { tutorAnalyticsContracts } from './tutor-analytics.ts';
import { messagingContracts } from './messaging.ts';
import { familyContracts } from './family.ts';
import { classroomContracts } from './classroom.ts';
import { questionnaireContracts } from './questionnaire.ts';
import { matchingContracts, matchingDemoContracts } from './matching.ts';
import { assistantContracts } from './assistant.ts';
import { paymentsContracts } from './payments.ts';
import { payoutsContracts } from './payouts.ts';
import { refundsContracts } from './refunds.ts';
import { premiumContracts } from './premium.ts';

/** Every endpoint of the product, for OpenAPI and for the bad-input property tests. */
export const allContracts = {
  ...authContracts,
  ...systemContracts,
  ...dashboardContracts,
  ...operationsContracts,
  ...platformContracts,
  ...catalogContracts,
  ...bookingContracts,
  ...blogContracts,
  ...legalContracts,
  ...conversionContracts,
  ...languageContracts,
  ...consentContracts,
  ...psychologyContracts,
  ...supportContracts,
  ...analyticsContracts,
  ...tutorOnboardingContracts,
  ...notificationContracts,
  ...calendarFeedContracts,
  ...marketplaceAdminContracts,
  ...searchContracts,
  ...marketplaceContracts,
  ...discoverContracts,
  ...learningContracts,
  ...tutorAnalyticsContracts,
  ...messagingContracts,
  ...familyContracts,
  ...classroomContracts,
  ...questionnaireContracts,
  ...matchingContracts,
  ...matchingDemoContracts,
  ...assistantContracts,
  ...paymentsContracts,
  ...payoutsContracts,
  ...refundsContracts,
  ...premiumContracts,
};
