export { paymentsQueries } from './api/payments.queries';
export { ChargebacksSection } from './components/chargebacks-section';
export { ProviderRefundsSection } from './components/provider-refunds-section';
