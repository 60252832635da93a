export { StudentOnboardingPage } from './student-onboarding-page';
