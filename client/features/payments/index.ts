export { paymentsQueries } from './api/payments.queries';
