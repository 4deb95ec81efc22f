/**
 * Who opens each path of the route table when `BENCH_EVERY_ROUTE=1 npm run bench:web` audits every screen with
 * Lighthouse, and the address it opens with real ids from the demo data. The paths come from the build
 * (dist/.vite/route-preloads.json, every path of apps/web/src/app/route-table.ts); a path this table does not name
 * stops the bench, so a new screen cannot go unmeasured.
 */
import { spawnSync } from 'node:child_process';
import { DEMO_PASSWORD } from '../../apps/api/src/db/seed/seed.ts';
import { cookieHeader, signIn, signUp } from '../api/load.ts';

/** `newcomer`: a small-business owner the bench signs up, with no company yet (a first visit to /addcompany). */
export type Viewer = 'visitor' | 'candidate' | 'recruiter' | 'nonprofit' | 'operator' | 'newcomer';

/** The demo accounts (apps/api/src/db/seed/), all with the demo password. The operator is made from a demo candidate. */
const VIEWER_EMAIL: Record<Exclude<Viewer, 'visitor' | 'newcomer'>, string> = {
  candidate: 'candidate@tandem.dev',
  recruiter: 'recruiter@tandem.dev',
  nonprofit: 'nonprofit@tandem.dev',
  operator: 'ben.carter@tandem.dev',
};

/** Who opens each path: the role its guard lets in (docs/product.md section 2); a visitor for public and e-mail pages. */
const VIEWER_OF: Record<string, Viewer> = {
  '/landingpage': 'visitor',
  '/login': 'visitor',
  '/signup': 'visitor',
  '/recsignup': 'visitor',
  '/sbsignup': 'visitor',
  '/browse': 'visitor',
  '/jobs/:jobId': 'visitor',
  '/organisations/:id': 'visitor',
  // Opened from an e-mail's link; without its one-use token each says the link is not valid, as a stale link would.
  '/forgot-password': 'visitor',
  '/reset-password': 'visitor',
  '/verify-email': 'visitor',
  '/join': 'visitor',
  '/verify-organisation': 'visitor',
  '/home': 'candidate',
  '/profile': 'candidate',
  '/volunteer': 'candidate',
  '/editprofile': 'candidate',
  '/applications': 'candidate',
  '/jobs': 'candidate',
  '/yourmatches': 'candidate',
  '/messages': 'candidate',
  '/messages/:id': 'candidate',
  '/settings': 'candidate',
  '/addcompany': 'newcomer',
  '/orghome': 'recruiter',
  '/jobpost': 'recruiter',
  '/jobpost/:id': 'recruiter',
  '/myjobs': 'recruiter',
  '/candidatelist': 'recruiter',
  '/orgprofile': 'recruiter',
  '/chats': 'recruiter',
  '/chats/:id': 'recruiter',
  '/volunteer-roles/:id': 'nonprofit',
  '/admin': 'operator',
};

/** The screen each signed-in viewer's browser opens once before the audits, as a returning user's would have. */
export const VIEWER_HOME: Record<Exclude<Viewer, 'visitor'>, string> = {
  candidate: '/home',
  recruiter: '/orghome',
  nonprofit: '/orghome',
  operator: '/admin',
  newcomer: '/addcompany',
};

export interface ScreenVisit {
  /** The route table's path ("/chats/:id"). */
  route: string;
  /** The address opened, ids filled in ("/chats/3"). */
  path: string;
  viewer: Viewer;
}

export type Cookies = Record<Exclude<Viewer, 'visitor'>, string>;

/** Each signed-in viewer's session cookies, the newcomer signed up now (the operator must have been made first: `npm run admin -- create`). */
export async function signInViewers(base: string): Promise<Cookies> {
  const cookieOf = async (email: string) => cookieHeader((await signIn(base, email, DEMO_PASSWORD)).jar);
  return {
    candidate: await cookieOf(VIEWER_EMAIL.candidate),
    recruiter: await cookieOf(VIEWER_EMAIL.recruiter),
    nonprofit: await cookieOf(VIEWER_EMAIL.nonprofit),
    operator: await cookieOf(VIEWER_EMAIL.operator),
    newcomer: cookieHeader((await signUp(base, { name: 'Nadia Brooks', email: 'newcomer@bench.example', password: DEMO_PASSWORD, role: 'smallbiz_owner' })).jar),
  };
}

async function firstId(base: string, path: string, cookie?: string): Promise<number> {
  const answer = await fetch(`${base}${path}`, { headers: cookie ? { cookie } : {} });
  if (!answer.ok) throw new Error(`GET ${path} answered ${answer.status}`);
  const id = ((await answer.json()) as { results: { id: number }[] }).results[0]?.id;
  if (id === undefined) throw new Error(`GET ${path} listed nothing: the demo data should have one`);
  return id;
}

/** Every path of the build's route list with who opens it and the address, ids taken from the demo data. */
export async function screenVisits(routes: string[], base: string, cookies: Cookies): Promise<ScreenVisit[]> {
  const unnamed = routes.filter((route) => !(route in VIEWER_OF));
  if (unnamed.length > 0) throw new Error(`bench/web/every-screen.ts does not say who opens ${unnamed.join(', ')}`);
  const newestJob = await fetch(`${base}/api/public/jobs/`).then(async (answer) => ((await answer.json()) as { results: { id: number; company: number | null }[] }).results[0]);
  if (!newestJob?.company) throw new Error('the demo data should have an open job of an organisation');
  const ids: Record<string, () => Promise<number>> = {
    '/jobs/:jobId': async () => newestJob.id,
    '/organisations/:id': async () => newestJob.company ?? 0,
    // The demo data's conversations (apps/api/src/db/seed/demo-conversations.ts): the newest activity first.
    '/messages/:id': () => firstId(base, '/api/conversations/', cookies.candidate),
    '/jobpost/:id': () => firstId(base, '/api/jobprofile/?mine=true&status=active&ordering=-created_at', cookies.recruiter),
    '/chats/:id': () => firstId(base, '/api/conversations/', cookies.recruiter),
    '/volunteer-roles/:id': () => firstId(base, '/api/volunteer-opportunities/my_opportunities/', cookies.nonprofit),
  };
  const visits: ScreenVisit[] = [];
  for (const route of routes) {
    const id = ids[route];
    if (route.includes(':') && !id) throw new Error(`bench/web/every-screen.ts does not say which id ${route} opens`);
    visits.push({ route, path: id ? route.replace(/:\w+/, String(await id())) : route, viewer: VIEWER_OF[route]! });
  }
  return visits;
}

/** Makes the operator account the deployment's way (README: `npm run admin -- create`), against the server's data. */
export function makeOperator(root: string, env: Record<string, string | undefined>): void {
  const made = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/modules/admin/cli.ts', 'create', VIEWER_EMAIL.operator], { cwd: root, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`npm run admin -- create failed: ${made.stderr}`);
}
