export { payoutsQueries } from './api/payouts.queries';
