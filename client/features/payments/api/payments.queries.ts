import { paymentsEndpoints, premiumEndpoints } from '../../../../common/contracts/endpoints';
import { endpointQuery } from '../../../lib/queries';

/** The payment reads; their keys are their URLs (ADR 014). */
export const paymentsQueries = {
  provider: () => endpointQuery(paymentsEndpoints.paymentProvider),
  payment: (id: string) => endpointQuery(paymentsEndpoints.getPayment, {}, { id }),
  /** What paying for a held seat costs now, with a voucher when one is applied. */
  quote: (seatId: string, voucher: string | null) =>
    endpointQuery(paymentsEndpoints.quoteSeat, voucher ? { voucher } : {}, { id: seatId }),
  points: () => endpointQuery(paymentsEndpoints.pointsHistory),
  /** The learner's last credit-point top-ups, newest first (/european-payments). */
  topUps: () => endpointQuery(paymentsEndpoints.myPointsTopUps),
  /** Operators: what payers' banks took back (/admin/payment-queue). */
  disputes: () => endpointQuery(paymentsEndpoints.adminDisputes),
  /** Operators: refunds made in the provider's dashboard, as the ledger recorded them. */
  providerRefunds: () => endpointQuery(paymentsEndpoints.adminProviderRefunds),
  /** The learner's premium subscription, its price and its monthly payments (/premium). */
  premium: () => endpointQuery(premiumEndpoints.myPremium),
  funnel: (days: number) => endpointQuery(paymentsEndpoints.checkoutFunnel, { days }),
};
