import { afterAll, beforeAll, expect, it } from 'vitest';
import { describe } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test/databases.ts';
import { SKILL_CATALOGUE } from './catalogue/index.ts';
import { DEMO_CANDIDATES } from './demo-candidates.ts';
import { DEMO_OPPORTUNITIES } from './demo-community.ts';
import { DEMO_JOBS } from './demo-jobs.ts';
import { DEMO_PASSWORD, seedIfEmpty } from './seed.ts';
import { verifyPassword } from '../../lib/passwords.ts';

it('names only skills that the catalogue knows, by name or alias', () => {
  const known = new Set(
    SKILL_CATALOGUE.flatMap((category) => category.skills.flatMap((skill) => [skill.name, ...skill.aliases])).map((name) => name.toLowerCase()),
  );
  const named = [
    ...DEMO_CANDIDATES.flatMap((candidate) => candidate.skills.map(([name]) => name)),
    ...DEMO_JOBS.flat().flatMap((job) => job.keywords),
    ...DEMO_OPPORTUNITIES.flatMap((opportunity) => opportunity.keywords),
  ];
  expect(named.filter((name) => !known.has(name.toLowerCase()))).toEqual([]);
});

describe.each(TEST_DIALECTS)('demo seed [%s]', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
  });
  afterAll(async () => database?.cleanup());

  it('fills an empty database once and leaves a filled one alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    expect(await seedIfEmpty(database.db)).toBe(false);
    const users = await database.db.selectFrom('users').select('id').execute();
    expect(users).toHaveLength(DEMO_CANDIDATES.length + 9);
  });

  it("gives Brightpath a reply record to show: 7 of its 8 applicants answered by the deadline", async () => {
    const record = await database.db
      .selectFrom('company_reply_records as r')
      .innerJoin('companies as c', 'c.id', 'r.company_id')
      .select(['r.applications', 'r.answered_in_time', 'r.response_rate', 'r.median_reply_days'])
      .where('c.name', '=', 'Brightpath Talent')
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ applications: 8, answered_in_time: 7, response_rate: 0.875 });
    expect(record.median_reply_days).toBeGreaterThan(3);
    expect(record.median_reply_days).toBeLessThan(4);
  });

  it("shows each reply-deadline state: the demo candidate waits near a deadline, and one application lapsed", async () => {
    const rows = await database.db
      .selectFrom('job_applications as a')
      .innerJoin('users as u', 'u.id', 'a.candidate_id')
      .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
      .select(['a.status', 'a.reply_due_at', 'a.replied_at', 'j.title'])
      .where('u.email', '=', 'candidate@tandem.dev')
      .execute();
    const now = Date.now();
    const near = rows.filter((row) => row.status === 'applied' && !row.replied_at && Date.parse(row.reply_due_at ?? '') - now < 3 * 86_400_000);
    expect(near.map((row) => row.title)).toEqual(['Recruitment Coordinator']);
    expect(Date.parse(near[0]!.reply_due_at ?? '')).toBeGreaterThan(now);
    const lapsed = rows.filter((row) => row.status === 'no_reply');
    expect(lapsed.map((row) => row.title)).toEqual(['Data Science Intern']);
    expect(Date.parse(lapsed[0]!.reply_due_at ?? '')).toBeLessThan(now);
    expect(rows.every((row) => row.reply_due_at !== null)).toBe(true);
  });

  it('makes demo accounts of every role that sign in with the README password', async () => {
    const accounts = await database.db
      .selectFrom('users')
      .select(['email', 'role', 'password_hash', 'company_id'])
      .where('email', 'in', ['candidate@tandem.dev', 'recruiter@tandem.dev', 'smallbiz@tandem.dev', 'nonprofit@tandem.dev'])
      .orderBy('email')
      .execute();
    expect(accounts.map((account) => account.role).sort()).toEqual(['candidate', 'nonprofit', 'recruiter', 'smallbiz_owner']);
    for (const account of accounts) expect(await verifyPassword(account.password_hash ?? '', DEMO_PASSWORD)).toBe(true);
    expect(accounts.filter((account) => account.role !== 'candidate').every((account) => account.company_id !== null)).toBe(true);
  });

  it('gives every demo candidate skills from the catalogue and jobs of every type', async () => {
    const skills = await database.db.selectFrom('profile_skills').select('id').execute();
    expect(skills).toHaveLength(DEMO_CANDIDATES.reduce((sum, candidate) => sum + candidate.skills.length, 0));
    const types = await database.db.selectFrom('job_profiles').select('job_type').distinct().execute();
    expect(types.map((row) => row.job_type).sort()).toEqual(['full-time', 'intern', 'volunteering']);
  });

  it('opens a conversation for every application, as applying does, and gives the demo candidate an exchange to read', async () => {
    const applications = await database.db.selectFrom('job_applications').select(['job_id', 'candidate_id']).execute();
    const conversations = await database.db.selectFrom('conversations').select(['job_id', 'candidate_id']).execute();
    const key = (row: { job_id: number | null; candidate_id: number | null }) => `${row.job_id}:${row.candidate_id}`;
    expect(conversations.map(key).sort()).toEqual(applications.map(key).sort());
    const exchange = await database.db
      .selectFrom('conversations as c')
      .innerJoin('users as u', 'u.id', 'c.candidate_id')
      .innerJoin('messages as m', 'm.conversation_id', 'c.id')
      .select(['m.id', 'm.sender_side', 'c.candidate_read_id', 'c.company_read_id', 'c.last_message_at', 'm.created_at'])
      .where('u.email', '=', 'candidate@tandem.dev')
      .orderBy('m.id')
      .execute();
    expect(exchange.map((message) => message.sender_side)).toEqual(['company', 'candidate', 'company', 'candidate']);
    const last = exchange.at(-1)!;
    // The candidate wrote last and has read it all; the organisation has its reply still to read.
    expect(last).toMatchObject({ candidate_read_id: last.id, last_message_at: last.created_at });
    expect(last.company_read_id).toBe(exchange[2]!.id);
  });
});
