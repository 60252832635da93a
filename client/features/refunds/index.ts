export { refundsQueries } from './api/refunds.queries';
export { WithdrawTopUp } from './components/withdraw-top-up';
