import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clusterJob, signUp } from './client.ts';
import { defaultPorts, missingPieces, startDeployment, type Deployment } from './deployment.ts';
import { startMailbox } from './smtp.ts';

// Teams on two instances (docs/product.md section C18): a colleague invited through one instance works on the company's
// applicants through the other, and loses them on every instance the moment an owner removes them.

const missing = missingPieces();
const smtp = missing ? undefined : await startMailbox();

/** What the deployment's outbox holds for an address: said when an e-mail did not come, so a failure says why. */
async function outboxOf(databaseUrl: string, email: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('select id, kind, created_at, sent_at, attempts, last_error from mail_outbox where to_address = $1', [email]);
    return JSON.stringify(rows);
  } finally {
    await client.end();
  }
}

// Within 1 s on a quiet machine. The limit guards against a mail that never comes; CI's machine, busy right after the
// browser tests, once took longer than the 15 s this was (the outbox row is printed if it ever fails again).
async function mailTo(email: string, databaseUrl: string, withinMs = 45_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const link = smtp?.linkTo(email, '/join?token=');
    if (link) return link;
    if (Date.now() - started > withinMs) throw new Error(`no invitation to ${email} within ${withinMs} ms; outbox: ${await outboxOf(databaseUrl, email)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const job = clusterJob({ title: 'Cluster Team Role', description: 'Work with us.' });

describe.skipIf(missing)('a team on two instances behind one address', () => {
  let deployment: Deployment;
  let a: string;
  let b: string;
  beforeAll(async () => {
    // The suite's files run one after the other (cluster/vitest.config.ts), each with its own deployment.
    deployment = await startDeployment(defaultPorts(), { env: { SMTP_URL: smtp!.url, PUBLIC_URL: 'https://tandem.example' } });
    [a, b] = deployment.instances;
  }, 180_000);
  afterAll(async () => {
    await deployment?.stop();
    await smtp?.close();
  }, 60_000);

  it("lets an invited colleague see and move the company's applicants, and refuses them on the other instance once removed", async () => {
    const owner = await signUp(deployment.proxy, 'recruiter');
    const company = (await owner.client.post('/api/company/', { name: `Cluster Team ${Date.now()}`, address: '1 High Street, London' }, a)).json() as { id: number };
    const posted = (await owner.client.post('/api/jobprofile/', job, a)).json() as { id: number };
    const candidate = await signUp(deployment.proxy, 'candidate');
    const application = (await candidate.client.post(`/api/jobprofile/${posted.id}/apply/`, {}, b)).json() as { id: number };

    const colleague = await signUp(deployment.proxy, 'recruiter');
    const email = ((await colleague.client.get('/api/whoami/', a)).json() as { email: string }).email;
    expect((await owner.client.post(`/api/company/${company.id}/members/invite/`, { email, role: 'member' }, a)).status).toBe(201);
    const token = new URL(await mailTo(email, deployment.databaseUrl)).searchParams.get('token') ?? '';
    expect((await colleague.client.post('/api/company/join/', { token }, b)).status).toBe(200);

    // Joined through b, seen at once through a.
    const applicants = await colleague.client.get(`/api/job-applications/?job=${posted.id}`, a);
    expect(applicants.status).toBe(200);
    expect((applicants.json() as { results: { id: number }[] }).results.map((row) => row.id)).toEqual([application.id]);
    expect((await colleague.client.patch(`/api/job-applications/${application.id}/`, { status: 'screening' }, a)).status).toBe(200);
    expect(((await owner.client.get(`/api/job-applications/${application.id}/`, b)).json() as { status: string }).status).toBe('screening');

    // The colleague's session is warm on b; the owner removes them through a; b refuses their very next request.
    expect((await colleague.client.get(`/api/job-applications/${application.id}/`, b)).status).toBe(200);
    expect((await owner.client.delete(`/api/company/${company.id}/members/${colleague.id}/`, a)).status).toBe(204);
    expect((await colleague.client.get(`/api/job-applications/${application.id}/`, b)).status).toBe(404);
    expect((await colleague.client.patch(`/api/job-applications/${application.id}/`, { status: 'interview' }, b)).status).toBe(404);
    expect((await colleague.client.get(`/api/company/${company.id}/members/`, b)).status).toBe(403);
    expect(((await colleague.client.get('/api/whoami/', b)).json() as { company: number | null }).company).toBeNull();
  }, 60_000);

  it('holds a rejection on the server: undone through the other instance, and a hold left alone made once when its window closes', async () => {
    const owner = await signUp(deployment.proxy, 'recruiter');
    await owner.client.post('/api/company/', { name: `Cluster Hold ${Date.now()}`, address: '2 High Street, London' }, a);
    const posted = (await owner.client.post('/api/jobprofile/', job, a)).json() as { id: number };
    const candidate = await signUp(deployment.proxy, 'candidate');
    const application = (await candidate.client.post(`/api/jobprofile/${posted.id}/apply/`, {}, b)).json() as { id: number };
    type Seen = { status: string; held_move?: { status: string; can_undo: boolean } | null };

    // Held through a; b shows the hold (a reload on another instance) and takes the undo.
    expect((await owner.client.post(`/api/job-applications/${application.id}/held-move/`, { status: 'rejected' }, a)).status).toBe(202);
    expect(((await owner.client.get(`/api/job-applications/${application.id}/`, b)).json() as Seen).held_move).toMatchObject({ status: 'rejected', can_undo: true });
    expect((await owner.client.delete(`/api/job-applications/${application.id}/held-move/`, b)).status).toBe(200);
    expect(((await owner.client.get(`/api/job-applications/${application.id}/`, a)).json() as Seen).held_move).toBeNull();

    // Held through b and left alone: the queue makes it once, after the 10 seconds, and the candidate is told once.
    expect((await owner.client.post(`/api/job-applications/${application.id}/held-move/`, { status: 'hired' }, b)).status).toBe(202);
    expect(((await candidate.client.get(`/api/job-applications/${application.id}/`, a)).json() as Seen).status).toBe('applied');
    const started = Date.now();
    for (;;) {
      const seen = (await owner.client.get(`/api/job-applications/${application.id}/`, a)).json() as Seen;
      if (seen.status === 'hired' && seen.held_move === null) break;
      if (Date.now() - started > 25_000) throw new Error(`the held move was not made within 25 s: ${JSON.stringify(seen)}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(Date.now() - started).toBeGreaterThan(8_000);
    const events = (await owner.client.get(`/api/job-applications/${application.id}/events/`, b)).json() as { to: string }[];
    expect(events.map((event) => event.to)).toEqual(['applied', 'hired']);
    const notices = (await candidate.client.get('/api/notifications/', b)).json() as { results: { title: string; body: string }[] };
    expect(notices.results.filter((notice) => `${notice.title} ${notice.body}`.includes('Hired'))).toHaveLength(1);
  }, 60_000);
});
