import { refundsEndpoints } from '../../../../common/contracts/endpoints';
import type { REFUND_STATUSES } from '../../../../common/contracts/refunds';
import { endpointQuery } from '../../../lib/queries';

/** The refund reads; their keys are their URLs (ADR 014). */
export const refundsQueries = {
  bookings: () => endpointQuery(refundsEndpoints.refundableBookings),
  mine: () => endpointQuery(refundsEndpoints.myRefunds),
  topUps: () => endpointQuery(refundsEndpoints.withdrawableTopUps),
  admin: (status?: (typeof REFUND_STATUSES)[number]) =>
    endpointQuery(refundsEndpoints.adminRefunds, status ? { status } : {}),
  analytics: () => endpointQuery(refundsEndpoints.refundAnalytics),
};
