export { onboardingQueries } from './api/onboarding.queries';
