export { onboardingQueries } from './api/onboarding.queries';
export { ApplicationCard } from './components/application-card';
