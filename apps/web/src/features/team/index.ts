// The team feature's public surface: the 'Team' card of /orgprofile and the pending invitation of a new account.
export { TeamSection } from './components/team-section';
export { pendingJoinToken } from './lib/pending-join';
