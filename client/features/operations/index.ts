export { FailedJobsPanel, type FailedJobsPanelProps } from './failed-jobs-panel';
export { jobsQueries } from './api/jobs.queries';
