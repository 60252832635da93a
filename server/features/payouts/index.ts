export { registerPayoutRoutes } from './payouts.routes.ts';
export {
  applyProviderPayout,
  creditEarning,
  creditMissingEarnings,
  payPerSessionCents,
  recordPaidPayout,
  savePayoutMethodFor,
} from './payouts.service.ts';
export { previousWeek } from './payouts.policy.ts';
