/**
 * The ceiling: a bare Fastify in its own process answering a 20-item JSON page shaped like a job list, with no
 * database, no plugins and no schema. `node --import tsx bench/api/ceiling.ts <port>`; prints "ready" when listening.
 * GET /same-bytes answers whatever JSON was last PUT there (the bench puts the scored list's own answer): the bare
 * Fastify serving the same bytes as the call it is compared with, written from an object on every request as the
 * 20-item page is.
 */
import Fastify from 'fastify';

const port = Number(process.argv[2] ?? 0);
const results = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  title: `Senior Backend Developer ${i + 1}`,
  description: 'Bench job. You will work with Python, Django, PostgreSQL, Docker and Kubernetes on a small team.',
  keywords: 'Python, Django, PostgreSQL, Docker, Kubernetes',
  salary_min: 40000,
  salary_max: 55000,
  city: 'London',
  state: 'England',
  country: 'United Kingdom',
  company: { id: 7, name: 'Bench Company 7', logo: null },
  is_remote: false,
  job_type: 'full-time',
  years_of_experience: 3,
  status: 'active',
  is_active: true,
  is_saved: false,
  match_score: 87 - i,
  created_at: '2026-11-01T09:00:00.000Z',
}));
const page = { count: 9500, next: 'http://127.0.0.1/api/jobprofile/?limit=20&offset=20', previous: null, results };

const app = Fastify({ logger: false });
app.get('/page', async () => page);
let sameBytes: unknown = page;
app.put('/same-bytes', { bodyLimit: 10 * 1024 * 1024 }, async (request) => {
  sameBytes = request.body;
  return { ok: true };
});
app.get('/same-bytes', async () => sameBytes);
await app.listen({ port, host: '127.0.0.1' });
process.stdout.write('ready\n');
