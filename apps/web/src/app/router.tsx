import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { NotFoundRoute } from './routes/not-found';
import { RootErrorBoundary } from './routes/root-error-boundary';

/** Route-level code splitting: each screen (and each guarded shell) is its own chunk. */
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const RootFallback = () => <PageSpinner label="Loading Tandem" appLoading />;

/** Every route of docs/product.md section 2. Paths match case-insensitively, so /addCompany reaches /addcompany. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    ErrorBoundary: RootErrorBoundary,
    HydrateFallback: RootFallback,
    children: [
      { index: true, element: <Navigate to="/landingpage" replace /> },
      {
        lazy: screen(
          () => import('./guards/public-only'),
          (m) => m.PublicOnly,
        ),
        children: [
          {
            path: 'landingpage',
            lazy: screen(
              () => import('../features/landing/routes/landing'),
              (m) => m.LandingRoute,
            ),
          },
          {
            path: 'login',
            lazy: screen(
              () => import('../features/auth/routes/login'),
              (m) => m.LoginRoute,
            ),
          },
          {
            path: 'signup',
            lazy: screen(
              () => import('../features/auth/routes/signup'),
              (m) => m.SignupRoute,
            ),
          },
          {
            path: 'recsignup',
            lazy: screen(
              () => import('../features/auth/routes/rec-signup'),
              (m) => m.RecruiterSignupRoute,
            ),
          },
          {
            path: 'sbsignup',
            lazy: screen(
              () => import('../features/auth/routes/sb-signup'),
              (m) => m.OrganisationSignupRoute,
            ),
          },
        ],
      },
      {
        id: 'candidate',
        lazy: screen(
          () => import('./routes/candidate-shell'),
          (m) => m.CandidateShell,
        ),
        children: [
          {
            path: 'home',
            lazy: screen(
              () => import('../features/candidate-home/routes/home'),
              (m) => m.CandidateHomeRoute,
            ),
          },
          {
            path: 'profile',
            lazy: screen(
              () => import('../features/profile/routes/profile'),
              (m) => m.ProfileRoute,
            ),
          },
          {
            path: 'volunteer',
            lazy: screen(
              () => import('../features/volunteer/routes/volunteer'),
              (m) => m.VolunteerRoute,
            ),
          },
          {
            path: 'editprofile',
            lazy: screen(
              () => import('../features/profile/routes/edit-profile'),
              (m) => m.EditProfileRoute,
            ),
          },
          {
            path: 'applications',
            lazy: screen(
              () => import('../features/applications/routes/applications'),
              (m) => m.ApplicationsRoute,
            ),
          },
          {
            path: 'jobs',
            lazy: screen(
              () => import('../features/jobs/routes/shortlisted-jobs'),
              (m) => m.ShortlistedJobsRoute,
            ),
          },
          {
            path: 'jobs/:jobId',
            lazy: screen(
              () => import('../features/jobs/routes/job-page'),
              (m) => m.JobPageRoute,
            ),
          },
          {
            path: 'yourmatches',
            lazy: screen(
              () => import('../features/jobs/routes/your-matches'),
              (m) => m.YourMatchesRoute,
            ),
          },
          {
            path: 'messages',
            lazy: screen(
              () => import('../features/conversations/routes/conversations'),
              (m) => m.CandidateConversationsRoute,
            ),
          },
          {
            path: 'messages/:id',
            lazy: screen(
              () => import('../features/conversations/routes/conversations'),
              (m) => m.CandidateConversationRoute,
            ),
          },
        ],
      },
      {
        id: 'organisation',
        lazy: screen(
          () => import('./routes/organisation-shell'),
          (m) => m.OrganisationShell,
        ),
        children: [
          {
            path: 'addcompany',
            lazy: screen(
              () => import('../features/company/routes/add-company'),
              (m) => m.AddCompanyRoute,
            ),
          },
          {
            path: 'orghome',
            lazy: screen(
              () => import('../features/org-dashboard/routes/org-home'),
              (m) => m.OrganisationHomeRoute,
            ),
          },
          {
            path: 'jobpost',
            lazy: screen(
              () => import('../features/job-posts/routes/job-post'),
              (m) => m.JobPostRoute,
            ),
          },
          {
            path: 'jobpost/:id',
            lazy: screen(
              () => import('../features/job-posts/routes/job-post'),
              (m) => m.JobPostRoute,
            ),
          },
          {
            path: 'myjobs',
            lazy: screen(
              () => import('../features/job-posts/routes/my-jobs'),
              (m) => m.MyJobsRoute,
            ),
          },
          {
            path: 'candidatelist',
            lazy: screen(
              () => import('../features/candidates/routes/candidate-list'),
              (m) => m.CandidateListRoute,
            ),
          },
          {
            path: 'orgprofile',
            lazy: screen(
              () => import('../features/org-profile/routes/org-profile'),
              (m) => m.OrganisationProfileRoute,
            ),
          },
          {
            path: 'chats',
            lazy: screen(
              () => import('../features/conversations/routes/conversations'),
              (m) => m.OrganisationConversationsRoute,
            ),
          },
          {
            path: 'chats/:id',
            lazy: screen(
              () => import('../features/conversations/routes/conversations'),
              (m) => m.OrganisationConversationRoute,
            ),
          },
        ],
      },
      {
        id: 'account',
        lazy: screen(
          () => import('./routes/account-shell'),
          (m) => m.AccountShell,
        ),
        children: [
          {
            path: 'settings',
            lazy: screen(
              () => import('../features/account/routes/settings'),
              (m) => m.SettingsRoute,
            ),
          },
        ],
      },
      // E-mail links: they work signed in or not.
      {
        path: 'forgot-password',
        lazy: screen(
          () => import('../features/account/routes/forgot-password'),
          (m) => m.ForgotPasswordRoute,
        ),
      },
      {
        path: 'reset-password',
        lazy: screen(
          () => import('../features/account/routes/reset-password'),
          (m) => m.ResetPasswordRoute,
        ),
      },
      {
        path: 'verify-email',
        lazy: screen(
          () => import('../features/account/routes/verify-email'),
          (m) => m.VerifyEmailRoute,
        ),
      },
      // Static: the root error boundary shows the same page for a 404 thrown anywhere.
      { path: '*', Component: NotFoundRoute },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
