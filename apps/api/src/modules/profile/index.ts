// The profile module's public face: other modules import from here, never from its files (eslint.config.js).
export { experienceFields } from './experience/presenter.ts';
export { readResumeFile, removeResumeFile } from './resume/storage.ts';
export { candidateIdsVisibleTo, relatedCandidates } from './shared/visibility.ts';
export { volunteerHoursOf } from './shared/volunteer-hours.ts';
export { canReadCandidate } from './shared/policy.ts';
