export { registerTutorOnboardingRoutes } from './tutor-onboarding.routes.ts';
