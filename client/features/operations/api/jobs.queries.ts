import type { EndpointOutput } from '../../../../common/contracts/define';
import { operationsEndpoints as o } from '../../../../common/contracts/endpoints';
import { api } from '../../../lib/api';

export type FailedJobsPage = EndpointOutput<typeof o.listFailedJobs>;
export type FailedJob = FailedJobsPage['jobs'][number];

/** Rows per page of the dead-job list (the contract's default; the browser carries no zod, ADR 012). */
export const FAILED_JOBS_PAGE_SIZE = 20;

/** The dead-job list's reads, as TanStack Query options; every page shares the `all` prefix. */
export const jobsQueries = {
  all: ['operations', 'failed-jobs'] as const,
  failed: (page: number, pageSize = FAILED_JOBS_PAGE_SIZE) => ({
    queryKey: [...jobsQueries.all, { page, pageSize }] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => api(o.listFailedJobs, { page, pageSize }, { signal }),
  }),
};

/** One more attempt for a dead job (operations:manage). */
export const retryFailedJob = (id: string) => api(o.retryFailedJob, {}, { params: { id } });

/** Deletes a dead job for good (operations:manage). */
export const discardFailedJob = (id: string) => api(o.discardFailedJob, {}, { params: { id } });
