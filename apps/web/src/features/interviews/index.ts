// The interviews feature's public surface: the applicant board's and /applications' parts, and the lists.
export { latestByApplication, useInterviews } from './api/interviews';
export { ApplicantInterview } from './components/applicant-interview';
export { CandidateInterview } from './components/candidate-interview';
export { upcomingBooked } from './lib/counts';
