// The applications feature's public surface for the jobs screens (Applied state, pipeline counts).
export { useApplications } from './api/get-applications';
export { applicationKeys } from './api/keys';
export { appliedJobIds, pipelineCounts } from './lib/pipeline';
