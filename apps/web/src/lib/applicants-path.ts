/** A job's applicants: /candidatelist with that job chosen and its Applicants tab open. */
export const applicantsPath = (jobId: number): string => `/candidatelist?job=${jobId}&tab=applicants`;
