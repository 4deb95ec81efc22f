// The jobs feature's public surface: the job search box (candidate home) and the match badge (volunteer).
export { JobSearchForm } from './components/job-search-form';
export { MatchBadge } from './components/match-badge';
export { matchesHref } from './lib/match-filters';
export type { JobSearchValues } from './lib/job-search-schema';
