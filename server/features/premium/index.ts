export { registerPremiumRoutes } from './premium.routes.ts';
export { premiumMonthPaid } from './premium-paid.ts';
export { hasBenefits as hasPremiumBenefits } from './premium.repo.ts';
