export { registerConsentRoutes } from './consent.routes.ts';
export { findCurrentConsent, hasAnalyticsConsent } from './consent.service.ts';
