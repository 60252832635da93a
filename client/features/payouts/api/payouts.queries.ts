import type { EndpointInput, EndpointOutput } from '../../../../common/contracts/define';
import { payoutsEndpoints as p } from '../../../../common/contracts/endpoints';
import { api } from '../../../lib/api';
import { endpointQuery } from '../../../lib/queries';

export type Earnings = EndpointOutput<typeof p.myEarnings>;
export type PayoutList = EndpointOutput<typeof p.myPayouts>;
export type PayoutQueue = EndpointOutput<typeof p.adminBatches>;
export type AdminPayout = PayoutQueue['failed'][number];
export type PayoutMethodInput = EndpointInput<typeof p.putPayoutMethod>;

/** The payout reads; their keys are their URLs (ADR 014). */
export const payoutsQueries = {
  earnings: () => endpointQuery(p.myEarnings),
  payouts: () => endpointQuery(p.myPayouts),
  method: () => endpointQuery(p.getPayoutMethod),
  queue: () => endpointQuery(p.adminBatches),
};

export const savePayoutMethod = (input: PayoutMethodInput) => api(p.putPayoutMethod, input);
export const startConnectOnboarding = () => api(p.startConnectOnboarding, {});
export const refreshConnectAccount = () => api(p.refreshConnectAccount, {});
export const openConnectDashboard = () => api(p.connectDashboard, {});
export const runLastWeek = () => api(p.adminRunLastWeek, {});
export const retryPayout = (id: string) => api(p.adminRetryPayout, {}, { params: { id } });
export const cancelPayout = (id: string) => api(p.adminCancelPayout, {}, { params: { id } });
