export { refundsQueries } from './api/refunds.queries';
