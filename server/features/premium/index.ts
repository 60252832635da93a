export { registerPremiumRoutes } from './premium.routes.ts';
export { hasBenefits as hasPremiumBenefits } from './premium.repo.ts';
