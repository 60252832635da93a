export { PaymentQueuePage } from './payment-queue-page';
export { TutorDirectPaymentsPage } from './tutor-direct-payments-page';
export { TutorPaymentManagementPage } from './tutor-payment-management-page';
