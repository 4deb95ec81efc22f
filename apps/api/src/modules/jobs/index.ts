// The jobs area's public face: other modules import from here, never from its folders (eslint.config.js).
export { applyWithReceipt, loadApplication, moveToInterview } from './applications/service.ts';
export { isApplicant, ownsApplicationJob } from './applications/policy.ts';
export { organisationOf } from './applications/notices.ts';
export type { ApplicationRow } from './applications/repository.ts';
export { findCompany } from './companies/repository.ts';
export { loadCompany } from './companies/service.ts';
export { jobPolicy, type JobOwner } from './postings/policy.ts';
export { findJob, jobsByIds, type PageRecord } from './postings/repository.ts';
export { presentJob } from './postings/presenter.ts';
export { readerFor } from './postings/service.ts';
export { jobRowCacheFor, type KeptJob } from './postings/row-cache.ts';
export { candidateJobJson, pageJson } from './postings/best-matches.ts';
export type { JobMatch, MatchScorer } from './postings/match-scores.ts';
