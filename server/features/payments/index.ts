export { registerPaymentRoutes } from './payments.routes.ts';
export { applyProviderPayment, toPaymentView } from './payments.service.ts';
