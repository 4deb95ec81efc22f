// The job-posts feature's public surface for the dashboard and the candidate matches screen.
export { useMyJobs } from './api/get-my-jobs';
export { JobStatusSelect } from './components/job-status-select';
export { JobStatusBadge } from './components/job-status-badge';
export { useMyJobsList } from './hooks/use-my-jobs-list';
export { JobListFilters } from './components/job-list-filters';
export { JobTable } from './components/job-table';
export type { JobColumn } from './components/job-table';
export { MyJobsResults } from './components/my-jobs-results';
export { cityAndCountry } from './lib/job-display';
export { statusOf } from './lib/job-status';
