// The jobs feature's public surface: the job search box (candidate home), the match badge (volunteer) and an
// organisation's reply record (company details).
export { JobSearchForm } from './components/job-search-form';
export { MatchBadge } from './components/match-badge';
export { matchesHref } from './lib/match-filters';
export { ReplyRecord } from './components/reply-record';
export { JobPageRoute } from './routes/job-page';
