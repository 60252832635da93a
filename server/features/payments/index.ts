export { registerPaymentRoutes } from './payments.routes.ts';
export { applyProviderPayment, chargePayment, toPaymentView } from './payments.service.ts';
export * as paymentsRepo from './payments.repo.ts';
export { takenBackAmong as disputedOrTakenBack } from './disputes.repo.ts';
export { registerPurpose } from './purpose-hooks.ts';
export { refundedOutsideAmong } from './provider-refunds.repo.ts';
