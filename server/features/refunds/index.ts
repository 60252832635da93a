export { registerRefundRoutes } from './refunds.routes.ts';
export { requestRefund, finishRefund, sweepRefunds } from './refunds.service.ts';
export { approveRefund, declineRefund } from './refunds.admin.service.ts';
