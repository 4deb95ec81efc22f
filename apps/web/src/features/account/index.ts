// The account feature's public surface for the app shell and the router.
export { VerificationBanner } from './components/verification-banner';
export { VisibilitySectionWhenIdle } from './components/visibility-section-when-idle';
export { generalError, showServerErrors } from './lib/server-errors';
