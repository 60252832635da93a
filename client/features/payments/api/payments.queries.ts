import { paymentsEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The payment reads; their keys are their URLs (ADR 014). */
export const paymentsQueries = {
  provider: () => endpointQuery(paymentsEndpoints.paymentProvider),
  payment: (id: string) => endpointQuery(paymentsEndpoints.getPayment, {}, { id }),
};
