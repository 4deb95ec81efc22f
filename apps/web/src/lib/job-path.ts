/**
 * Every job's own address: its details at /jobs/{id}, opened from lists, the applications and notifications
 * (docs/decisions.md). The lists' modal sets `?job={id}` on the list's address, so Back closes it.
 */
export const jobPath = (jobId: number): string => `/jobs/${jobId}`;

/** The search parameter a list's open job is kept in. */
export const OPEN_JOB_PARAM = 'job';
