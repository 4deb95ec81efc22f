// The saved searches module's public face: the job postings queue a newly active job's alerts through it.
export { queueJobAlerts } from './alerts.ts';
export { ownSavedSearches } from './service.ts';
