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
  /** The operator's console (docs/product.md section C20): operators only. */
  admin: { id: 'admin', module: './routes/admin-shell', export: 'AdminShell' },
  /** The public pages: anyone, signed in or not (docs/product.md section C16). */
  publicPage: { id: 'public', module: './routes/public-shell', export: 'PublicShell' },
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

/** A route of a group: its path, its screen's module under features/ and that module's export, and 'firstPaint' if drawn at build time. */
type Row = readonly [path: string, module: string, exportName: string, firstPaint?: 'firstPaint'];

/** The routes one guard renders (null: none), a row each. */
const group = (guard: GuardName | null, rows: readonly Row[]): AppRoute[] =>
  rows.map(([path, module, exportName, firstPaint]) => ({
    path,
    guard,
    screen: { module: `../features/${module}`, export: exportName },
    ...(firstPaint ? { firstPaint: true } : {}),
  }));

// One row a route, so the table reads as a table.
// prettier-ignore
export const APP_ROUTES: readonly AppRoute[] = [
  ...group('publicOnly', [
    ['/landingpage', 'landing/routes/landing', 'LandingRoute', 'firstPaint'],
    ['/login', 'auth/routes/login', 'LoginRoute', 'firstPaint'],
    ['/signup', 'auth/routes/signup', 'SignupRoute'],
    ['/recsignup', 'auth/routes/rec-signup', 'RecruiterSignupRoute'],
    ['/sbsignup', 'auth/routes/sb-signup', 'OrganisationSignupRoute'],
  ]),
  ...group('candidate', [
    ['/home', 'candidate-home/routes/home', 'CandidateHomeRoute', 'firstPaint'],
    ['/profile', 'profile/routes/profile', 'ProfileRoute'],
    ['/volunteer', 'volunteer/routes/volunteer', 'VolunteerRoute'],
    ['/editprofile', 'profile/routes/edit-profile', 'EditProfileRoute'],
    ['/applications', 'applications/routes/applications', 'ApplicationsRoute'],
    ['/jobs', 'jobs/routes/shortlisted-jobs', 'ShortlistedJobsRoute'],
    ['/yourmatches', 'jobs/routes/your-matches', 'YourMatchesRoute', 'firstPaint'],
    ['/messages', 'conversations/routes/conversations', 'CandidateConversationsRoute'],
    ['/messages/:id', 'conversations/routes/conversations', 'CandidateConversationRoute'],
  ]),
  ...group('organisation', [
    ['/addcompany', 'company/routes/add-company', 'AddCompanyRoute'],
    ['/orghome', 'org-dashboard/routes/org-home', 'OrganisationHomeRoute'],
    ['/jobpost', 'job-posts/routes/job-post', 'JobPostRoute'],
    ['/jobpost/:id', 'job-posts/routes/job-post', 'JobPostRoute'],
    ['/myjobs', 'job-posts/routes/my-jobs', 'MyJobsRoute'],
    ['/candidatelist', 'candidates/routes/candidate-list', 'CandidateListRoute'],
    ['/orgprofile', 'org-profile/routes/org-profile', 'OrganisationProfileRoute'],
    ['/chats', 'conversations/routes/conversations', 'OrganisationConversationsRoute'],
    ['/chats/:id', 'conversations/routes/conversations', 'OrganisationConversationRoute'],
    ['/volunteer-roles/:id', 'volunteering/routes/volunteer-role', 'VolunteerRoleRoute'],
  ]),
  ...group('publicPage', [
    ['/browse', 'public-pages/routes/browse', 'BrowseRoute'],
    ['/jobs/:jobId', 'public-pages/routes/public-job', 'PublicJobRoute'],
    ['/organisations/:id', 'public-pages/routes/organisation', 'OrganisationRoute'],
  ]),
  ...group('account', [
    ['/settings', 'account/routes/settings', 'SettingsRoute'],
  ]),
  ...group('admin', [
    ['/admin', 'admin/routes/admin', 'AdminRoute'],
  ]),
  ...group(null, [
    ['/forgot-password', 'account/routes/forgot-password', 'ForgotPasswordRoute'],
    ['/reset-password', 'account/routes/reset-password', 'ResetPasswordRoute'],
    ['/verify-email', 'account/routes/verify-email', 'VerifyEmailRoute'],
    ['/join', 'team/routes/join', 'JoinRoute'],
    ['/verify-organisation', 'company/routes/verify-organisation', 'VerifyOrganisationRoute'],
  ]),
];

/** The lazy modules on the way to a route's screen: its guard or shell first, then the screen. */
export const modulesOf = (route: AppRoute): LazyComponent[] =>
  route.guard ? [GUARDS[route.guard], route.screen] : [route.screen];
