import type { Role } from '@tandem/contract';

/**
 * Every route of docs/product.md section 2, as data: the one table read by the router (router.tsx), the build's
 * route preloads and first paints (vite-plugins/) and the screens drawn at build time (first-paint/first-paints.tsx).
 * No JSX and no import() here, so the Vite config can import it while it builds; lazy-components.ts turns each
 * module named here into the chunk the router loads.
 */

/** A component loaded on demand: its module (relative to this file, without extension) and the export to render. */
export interface LazyComponent {
  readonly module: string;
  readonly export: string;
}

/** A guard or shell around a group of routes (which roles it lets in is its module's business). */
export interface Guard extends LazyComponent {
  /** The router's id for the group, which the app's tests find groups by. */
  readonly id?: string;
  /** Whom its screens are drawn for at build time (null: visitors); without it none of its screens can be drawn. */
  readonly drawnFor?: Role | null;
}

export const GUARDS = {
  publicOnly: { module: './guards/public-only', export: 'PublicOnly', drawnFor: null },
  candidate: {
    id: 'candidate',
    module: './routes/candidate-shell',
    export: 'CandidateShell',
    drawnFor: 'candidate',
  },
  organisation: { id: 'organisation', module: './routes/organisation-shell', export: 'OrganisationShell' },
  account: { id: 'account', module: './routes/account-shell', export: 'AccountShell' },
} as const satisfies Record<string, Guard>;

export type GuardName = keyof typeof GUARDS;

export interface AppRoute {
  /** The full path as the router matches it, case-insensitively ("/jobpost/:id"). */
  readonly path: string;
  /** The guard or shell the screen is rendered in; null for the pages e-mail links open, signed in or not. */
  readonly guard: GuardName | null;
  readonly screen: LazyComponent;
  /** Drawn at build time for the guard's `drawnFor` and sent inside its page, before the app's code has run. */
  readonly firstPaint?: boolean;
}

const screen = (module: string, exportName: string): LazyComponent => ({ module, export: exportName });

// One row a route, so the table reads as a table.
// prettier-ignore
export const APP_ROUTES: readonly AppRoute[] = [
  { path: '/landingpage', guard: 'publicOnly', screen: screen('../features/landing/routes/landing', 'LandingRoute'), firstPaint: true },
  { path: '/login', guard: 'publicOnly', screen: screen('../features/auth/routes/login', 'LoginRoute'), firstPaint: true },
  { path: '/signup', guard: 'publicOnly', screen: screen('../features/auth/routes/signup', 'SignupRoute') },
  { path: '/recsignup', guard: 'publicOnly', screen: screen('../features/auth/routes/rec-signup', 'RecruiterSignupRoute') },
  { path: '/sbsignup', guard: 'publicOnly', screen: screen('../features/auth/routes/sb-signup', 'OrganisationSignupRoute') },

  { path: '/home', guard: 'candidate', screen: screen('../features/candidate-home/routes/home', 'CandidateHomeRoute'), firstPaint: true },
  { path: '/profile', guard: 'candidate', screen: screen('../features/profile/routes/profile', 'ProfileRoute') },
  { path: '/volunteer', guard: 'candidate', screen: screen('../features/volunteer/routes/volunteer', 'VolunteerRoute') },
  { path: '/editprofile', guard: 'candidate', screen: screen('../features/profile/routes/edit-profile', 'EditProfileRoute') },
  { path: '/applications', guard: 'candidate', screen: screen('../features/applications/routes/applications', 'ApplicationsRoute') },
  { path: '/jobs', guard: 'candidate', screen: screen('../features/jobs/routes/shortlisted-jobs', 'ShortlistedJobsRoute') },
  { path: '/jobs/:jobId', guard: 'candidate', screen: screen('../features/jobs/routes/job-page', 'JobPageRoute') },
  { path: '/yourmatches', guard: 'candidate', screen: screen('../features/jobs/routes/your-matches', 'YourMatchesRoute'), firstPaint: true },
  { path: '/messages', guard: 'candidate', screen: screen('../features/conversations/routes/conversations', 'CandidateConversationsRoute') },
  { path: '/messages/:id', guard: 'candidate', screen: screen('../features/conversations/routes/conversations', 'CandidateConversationRoute') },

  { path: '/addcompany', guard: 'organisation', screen: screen('../features/company/routes/add-company', 'AddCompanyRoute') },
  { path: '/orghome', guard: 'organisation', screen: screen('../features/org-dashboard/routes/org-home', 'OrganisationHomeRoute') },
  { path: '/jobpost', guard: 'organisation', screen: screen('../features/job-posts/routes/job-post', 'JobPostRoute') },
  { path: '/jobpost/:id', guard: 'organisation', screen: screen('../features/job-posts/routes/job-post', 'JobPostRoute') },
  { path: '/myjobs', guard: 'organisation', screen: screen('../features/job-posts/routes/my-jobs', 'MyJobsRoute') },
  { path: '/candidatelist', guard: 'organisation', screen: screen('../features/candidates/routes/candidate-list', 'CandidateListRoute') },
  { path: '/orgprofile', guard: 'organisation', screen: screen('../features/org-profile/routes/org-profile', 'OrganisationProfileRoute') },
  { path: '/chats', guard: 'organisation', screen: screen('../features/conversations/routes/conversations', 'OrganisationConversationsRoute') },
  { path: '/chats/:id', guard: 'organisation', screen: screen('../features/conversations/routes/conversations', 'OrganisationConversationRoute') },

  { path: '/settings', guard: 'account', screen: screen('../features/account/routes/settings', 'SettingsRoute') },

  { path: '/forgot-password', guard: null, screen: screen('../features/account/routes/forgot-password', 'ForgotPasswordRoute') },
  { path: '/reset-password', guard: null, screen: screen('../features/account/routes/reset-password', 'ResetPasswordRoute') },
  { path: '/verify-email', guard: null, screen: screen('../features/account/routes/verify-email', 'VerifyEmailRoute') },
];

/** The lazy modules on the way to a route's screen: its guard or shell first, then the screen. */
export const modulesOf = (route: AppRoute): LazyComponent[] =>
  route.guard ? [GUARDS[route.guard], route.screen] : [route.screen];
