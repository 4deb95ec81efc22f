import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AccountExport, CONVERSATION_MESSAGES, DELETED_USER_NAME, PRIVACY_MESSAGES } from '@tandem/contract';
import { sql } from 'kysely';
import { strFromU8, unzipSync } from 'fflate';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { isPostgres } from '../../db/migrations/dialect.ts';
import { Agent, signedInAgent } from '../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../test/app.ts';
import { applyTo, createJob, signedInOrganisation } from '../../test/factories/jobs.ts';
import { addEducation, addExperience, addSkill, minimalPdf, signedInCandidate } from '../../test/factories/profile.ts';
import { multipart } from '../../test/multipart.ts';

/** Every table of the app's schema with every row, as JSON text per row: what "nothing remains" is checked against. */
async function everyRow(ctx: TestContext): Promise<Map<string, string[]>> {
  const { rows: tables } = isPostgres(ctx.db)
    ? await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(ctx.db)
    : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(ctx.db);
  const result = new Map<string, string[]>();
  for (const { name } of tables) {
    if (name === 'kysely_migration' || name === 'kysely_migration_lock' || name.startsWith('catalogue') || name.startsWith('skill_')) continue;
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(ctx.db);
    result.set(name, rows.map((row) => JSON.stringify(row)));
  }
  return result;
}

/** Columns that point at a user, in any table. */
const USER_COLUMNS = ['user_id', 'candidate_id', 'created_by', 'changed_by', 'invited_by', 'sender_id'];

let people = 0;

describeEachDialect('taking your data and leaving', (ctx) => {
  /**
   * A company with a job and a second job, and two candidates with everything a person can have: profile
   * entries, skills, a résumé, an application moved by the company, an invitation, messages both ways,
   * notifications, preferences, a saved job, a saved search. `person` is the one exported or deleted; `other` must be untouched.
   */
  async function world() {
    const org = await signedInOrganisation(ctx.app);
    const job = await createJob(org.agent, { title: 'Python Developer', keywords: 'Python' });
    const second = await createJob(org.agent, { title: 'Data Engineer', keywords: 'Python' });
    const person = await filledCandidate('person');
    const other = await filledCandidate('other');
    return { org, job, second, person, other };

    async function filledCandidate(role: string) {
      // Words unique to this person in the whole file, so a leftover from any test is found.
      people += 1;
      const label = `${role}${people}x`;
      const phone = `07700 9${String(people).padStart(5, '0')}`;
      const candidate = await signedInCandidate(ctx.app);
      await candidate.agent.patch(`/api/users/${candidate.user.id}/`, { phone_number: phone });
      await addEducation(candidate.agent, candidate.applicationId, { institution: `University of ${label}` });
      await addExperience(candidate.agent, candidate.applicationId, { company: `Employer of ${label}` });
      await addSkill(candidate.agent, candidate.applicationId, 'Python', 8);
      const form = multipart({}, { name: 'resume', filename: `${label}-cv.pdf`, type: 'application/pdf', data: minimalPdf() });
      expect((await candidate.agent.post('/common/resume/upload/', form.body, { headers: form.headers })).statusCode).toBe(201);
      await candidate.agent.post(`/api/jobprofile/${job.id}/save/`);
      await candidate.agent.patch('/api/notification-preferences/', { email_frequency: 'daily' });
      const search = await candidate.agent.post('/api/saved-searches/', { name: `Search of ${label}`, query: { search: 'python', location: 'London' }, alert: 'daily' });
      expect(search.statusCode).toBe(201);
      const application = await applyTo(candidate.agent, job.id, `Cover note of ${label}`);
      await org.agent.patch(`/api/job-applications/${application.id}/`, { status: 'screening' });
      const [conversation] = (await candidate.agent.get('/api/conversations/')).json().results;
      await candidate.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: `Message from ${label}` });
      await org.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: `Reply to ${label}` });
      const invited = await org.agent.post(`/api/jobprofile/${second.id}/invite/`, { candidate: candidate.user.id, message: `Invitation for ${label}` });
      expect(invited.statusCode).toBe(201);
      return { ...candidate, application, conversation, label, phone };
    }
  }

  it('exports everything held about the caller as a JSON attachment, and nothing about anyone else', async () => {
    const { person, other, job } = await world();
    const response = await person.agent.get('/api/account/export/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tandem-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = AccountExport.parse(response.json());
    expect(data.user).toMatchObject({ id: person.user.id, email: person.signup.email, phone_number: person.phone, has_password: true });
    expect(data.educations.map((row) => row.institution)).toEqual([`University of ${person.label}`]);
    expect(data.experiences.map((row) => row.company)).toEqual([`Employer of ${person.label}`]);
    expect(data.skills.map((row) => row.name)).toEqual(['Python']);
    expect(data.resume).toMatchObject({ filename: `${person.label}-cv.pdf`, download: `/common/resume/${person.user.id}/file/` });
    expect(data.saved_jobs.map((row) => row.job.id)).toEqual([job.id]);
    expect(data.applications).toHaveLength(1);
    expect(data.applications[0]).toMatchObject({ note: `Cover note of ${person.label}`, status: 'screening' });
    expect(data.applications[0]?.history.map((event) => event.to_status)).toEqual(['applied', 'screening']);
    expect(data.invitations.map((row) => row.message)).toEqual([`Invitation for ${person.label}`]);
    const bodies = data.conversations.flatMap((conversation) => conversation.messages.map((message) => message.body));
    expect(bodies).toEqual(expect.arrayContaining([`Message from ${person.label}`, `Reply to ${person.label}`, `Invitation for ${person.label}`]));
    expect(data.notification_preferences?.email_frequency).toBe('daily');
    expect(data.sessions).toHaveLength(1);
    expect(data.saved_searches).toEqual([
      expect.objectContaining({ name: `Search of ${person.label}`, alert: 'daily', query: { search: 'python', location: 'London', job_type: null, remote: false, salary_min: null } }),
    ]);
    expect(data.blocked_organisations).toEqual([]);
    expect(data.company).toBeNull();

    // Each table's rows for this person, no more and no fewer.
    const count = async (table: 'notifications' | 'sessions' | 'job_applications' | 'invitations', column: 'user_id' | 'candidate_id') =>
      Number((await ctx.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where(column, '=', person.user.id).executeTakeFirstOrThrow()).n);
    expect(data.notifications).toHaveLength(await count('notifications', 'user_id'));
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.sessions).toHaveLength(await count('sessions', 'user_id'));
    expect(data.applications).toHaveLength(await count('job_applications', 'candidate_id'));
    expect(data.invitations).toHaveLength(await count('invitations', 'candidate_id'));

    const text = response.body;
    for (const foreign of [other.signup.email, other.signup.name, `Message from ${other.label}`, `Cover note of ${other.label}`, `University of ${other.label}`, other.phone, `${other.label}-cv.pdf`]) {
      expect(text).not.toContain(foreign);
    }
    const [session] = await ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', person.user.id).execute();
    expect(text).not.toContain(session?.token_hash);
    expect(text).not.toContain('password_hash');
  });

  it('exports the organisations a candidate blocked, and their visibility', async () => {
    const org = await signedInOrganisation(ctx.app);
    const candidate = await signedInCandidate(ctx.app);
    await candidate.agent.patch(`/api/users/${candidate.user.id}/`, { visibility: 'hidden' });
    expect((await candidate.agent.post('/api/blocks/', { company: org.user.company })).statusCode).toBe(201);
    const data = AccountExport.parse((await candidate.agent.get('/api/account/export/')).json());
    expect(data.blocked_organisations.map((row) => row.company.id)).toEqual([org.user.company]);
    expect(data.user.visibility).toBe('hidden');
  });

  it("gives an organisation user their account and their company's jobs, not the candidates' data", async () => {
    const { org, job, second, person } = await world();
    const data = AccountExport.parse((await org.agent.get('/api/account/export/')).json());
    expect(data.user.id).toBe(org.user.id);
    expect(data.company?.jobs.map((row) => [row.id, row.posted_by_you])).toEqual([[job.id, true], [second.id, true]]);
    expect(data.applications).toEqual([]);
    const bodies = data.conversations.flatMap((conversation) => conversation.messages.map((message) => message.body));
    expect(bodies).toContain(`Reply to ${person.label}`);
    expect(bodies).not.toContain(`Message from ${person.label}`);
    expect(JSON.stringify(data)).not.toContain(person.signup.email);
  });

  it('gives the same export as a zip with the résumé file beside it, and nothing of anyone else', async () => {
    const { person, other } = await world();
    const response = await person.agent.get('/api/account/export/archive/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="tandem-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['data.json', `resume/${person.label}-cv.pdf`]);
    const data = AccountExport.parse(JSON.parse(strFromU8(files['data.json']!)));
    expect(data.user.id).toBe(person.user.id);
    expect(Buffer.from(files[`resume/${person.label}-cv.pdf`]!).subarray(0, 5).toString()).toBe('%PDF-');
    expect(strFromU8(files['data.json']!)).not.toContain(other.signup.email);

    // Without a résumé, the zip holds data.json alone.
    const { agent } = await signedInAgent(ctx.app);
    expect(Object.keys(unzipSync(new Uint8Array((await agent.get('/api/account/export/archive/')).rawPayload)))).toEqual(['data.json']);
    expect((await new Agent(ctx.app).get('/api/account/export/archive/')).statusCode).toBe(401);
  });

  it('limits exports to 5 an hour per person, and refuses anonymous callers', async () => {
    const { agent } = await signedInAgent(ctx.app);
    for (let i = 0; i < 5; i += 1) expect((await agent.get('/api/account/export/')).statusCode).toBe(200);
    expect((await agent.get('/api/account/export/')).statusCode).toBe(429);
    expect((await new Agent(ctx.app).get('/api/account/export/')).statusCode).toBe(401);
  });

  it('refuses a wrong or missing password with a field error and changes nothing', async () => {
    const { agent, user } = await signedInAgent(ctx.app);
    const wrong = await agent.delete('/api/account/', { payload: { password: 'Wrong-pass1!' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ password: [PRIVACY_MESSAGES.wrongPassword] });
    expect((await agent.delete('/api/account/', { payload: {} })).json()).toEqual({ password: [PRIVACY_MESSAGES.passwordRequired] });
    expect((await agent.get('/api/whoami/')).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeDefined();
    expect((await new Agent(ctx.app).delete('/api/account/', { payload: { password: 'x' } })).statusCode).toBe(401);
  });

  it("deletes a candidate: nothing of them remains but their messages, under 'Deleted user', and the e-mail signs up again", async () => {
    const { org, person, other } = await world();
    const otherBrowser = new Agent(ctx.app);
    expect((await otherBrowser.post('/api/login/', { email: person.signup.email, password: person.signup.password })).statusCode).toBe(200);
    const resumeFiles = () => readdirSync(join(ctx.database.config.uploadsDir, 'private', 'resumes'));
    const filesBefore = resumeFiles().length;
    const before = await everyRow(ctx);

    const deleted = await person.agent.delete('/api/account/', { payload: { password: person.signup.password } });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.cookies.find((cookie) => cookie.name === 'sessionid')?.value ?? '').toBe('');
    expect((await person.agent.get('/api/whoami/')).statusCode).toBe(401);
    expect((await otherBrowser.get('/api/whoami/')).statusCode).toBe(401);

    // The confirmation e-mail to their address is sent, and its outbox row goes with it.
    await ctx.app.queue.drain();
    // Query every table: no row points at them or holds their e-mail, name, phone or words, but the messages.
    const after = await everyRow(ctx);
    const marks = [person.signup.email, person.signup.name, person.phone, `Search of ${person.label}`, `Cover note of ${person.label}`, `University of ${person.label}`, `Employer of ${person.label}`, `${person.label}-cv.pdf`];
    for (const [table, rows] of after) {
      for (const row of rows) {
        for (const mark of marks) expect(row, `${table} still holds ${mark}`).not.toContain(mark);
        const parsed = JSON.parse(row) as Record<string, unknown>;
        for (const column of USER_COLUMNS) expect(parsed[column], `${table}.${column}`).not.toBe(person.user.id);
        if (table === 'users' || table === 'companies') expect(parsed.id === person.user.id && table === 'users').toBe(false);
      }
    }
    const kept = await ctx.db.selectFrom('messages').select(['body', 'sender_id']).where('conversation_id', '=', person.conversation.id).orderBy('id').execute();
    expect(kept).toEqual([
      { body: `Message from ${person.label}`, sender_id: null },
      { body: `Reply to ${person.label}`, sender_id: org.user.id },
    ]);
    expect(resumeFiles().length).toBe(filesBefore - 1);
    expect((await new Agent(ctx.app).post('/api/login/', { email: person.signup.email, password: person.signup.password })).statusCode).toBe(401);
    // The other candidate's rows are all still there.
    for (const [table, rows] of before) {
      for (const row of rows.filter((text) => text.includes(other.signup.email) || text.includes(`of ${other.label}`) || text.includes(`Message from ${other.label}`))) {
        // Compared by id where there is one: the mail queue may mark a row sent meanwhile.
        const id = (JSON.parse(row) as { id?: number }).id;
        const found = id === undefined ? after.get(table)?.includes(row) : after.get(table)?.some((kept) => (JSON.parse(kept) as { id?: number }).id === id);
        expect(found, `${table} lost a row of someone else`).toBe(true);
      }
    }

    // The company still reads the conversation, with the person as 'Deleted user', closed.
    const conversations = (await org.agent.get('/api/conversations/')).json().results as { id: number; other_party: { name: string }; open: boolean }[];
    // Closed because the account went, not 'the application was withdrawn or declined'.
    expect(conversations.find((row) => row.id === person.conversation.id)).toMatchObject({ other_party: { name: DELETED_USER_NAME }, open: false, closed_reason: 'account_deleted' });
    const page = (await org.agent.get(`/api/conversations/${person.conversation.id}/messages/`)).json();
    expect(page.results[0]).toMatchObject({ body: `Message from ${person.label}`, sender: { id: null, name: DELETED_USER_NAME }, mine: false });
    const refused = await org.agent.post(`/api/conversations/${person.conversation.id}/messages/`, { body: 'Still there?' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ non_field_errors: [CONVERSATION_MESSAGES.accountDeleted] });
    // The company's rankings no longer hold them.
    const ranked = (await org.agent.get(`/api/matching/match/?job=${person.application.job}`)).json();
    expect(JSON.stringify(ranked)).not.toContain(`"id":${person.user.id},`);

    const again = await new Agent(ctx.app).post('/api/signup/', { ...person.signup, password: 'Passw0rd!' });
    expect(again.statusCode).toBe(201);
    expect(again.json().id).not.toBe(person.user.id);
  });

  it('confirms a deletion by e-mail to the address it had, and keeps no row of that e-mail once it is sent', async () => {
    const candidate = await signedInCandidate(ctx.app);
    const sent: { to: string; subject: string; text: string }[] = [];
    const transport = ctx.app.mail.transport;
    ctx.app.mail.transport = async (mail) => {
      sent.push(mail);
      return transport(mail);
    };
    try {
      expect((await candidate.agent.delete('/api/account/', { payload: { password: candidate.signup.password } })).statusCode).toBe(204);
      await ctx.app.queue.drain();
    } finally {
      ctx.app.mail.transport = transport;
    }
    const confirmation = sent.find((mail) => mail.to === candidate.signup.email && mail.subject === 'Your Tandem account is deleted');
    expect(confirmation?.text).toContain('every device was signed out');
    expect(await ctx.db.selectFrom('mail_outbox').select('id').where('to_address', '=', candidate.signup.email).execute()).toEqual([]);
  });

  it("keeps an organisation user's jobs with the company: a colleague takes them, or they close when nobody is left", async () => {
    const { org, job, person } = await world();
    const colleague = await signedInAgent(ctx.app, 'recruiter');
    await ctx.db.updateTable('users').set({ company_id: org.company.id }).where('id', '=', colleague.user.id).execute();
    const { sessionUserChanged } = await import('../../bus/index.ts');
    await sessionUserChanged(ctx.db, colleague.user.id);

    expect((await org.agent.delete('/api/account/', { payload: { password: org.signup.password } })).statusCode).toBe(204);
    const jobs = await ctx.db.selectFrom('job_profiles').select(['id', 'created_by', 'status']).where('company_id', '=', org.company.id).execute();
    expect(jobs.every((row) => row.created_by === colleague.user.id && row.status === 'active')).toBe(true);
    expect((await colleague.agent.patch(`/api/jobprofile/${job.id}/`, { title: 'Senior Python Developer' })).statusCode).toBe(200);
    // The candidate keeps the application and its history, the company's move made by someone now gone.
    const [application] = (await person.agent.get('/api/job-applications/')).json().results;
    expect(application).toMatchObject({ status: 'screening' });
    const events = await ctx.db.selectFrom('job_application_events').select(['to_status', 'changed_by']).where('job_application_id', '=', person.application.id).orderBy('id').execute();
    expect(events).toEqual([
      { to_status: 'applied', changed_by: person.user.id },
      { to_status: 'screening', changed_by: null },
    ]);
    // The candidate still reads the reply of the user who left.
    const page = (await person.agent.get(`/api/conversations/${person.conversation.id}/messages/`)).json();
    expect(page.results.find((message: { body: string }) => message.body === `Reply to ${person.label}`)).toMatchObject({ sender: { name: DELETED_USER_NAME } });

    expect((await colleague.agent.delete('/api/account/', { payload: { password: colleague.signup.password } })).statusCode).toBe(204);
    const left = await ctx.db.selectFrom('job_profiles').select(['created_by', 'status', 'is_active']).where('company_id', '=', org.company.id).execute();
    expect(left).toHaveLength(2);
    expect(left.every((row) => row.created_by === null && row.status === 'closed' && row.is_active === 0)).toBe(true);
    expect((await person.agent.get(`/api/jobprofile/${job.id}/`)).statusCode).toBe(404);
    expect((await person.agent.get('/api/job-applications/')).json().results).toHaveLength(1);
    expect(await ctx.db.selectFrom('companies').select('created_by').where('id', '=', org.company.id).executeTakeFirst()).toEqual({ created_by: null });
  });

  it('asks an account without a password (Google only) to type its e-mail address', async () => {
    const { agent, user, signup } = await signedInAgent(ctx.app);
    await ctx.db.updateTable('users').set({ password_hash: null, google_sub: `google-${user.id}` }).where('id', '=', user.id).execute();
    const { sessionUserChanged } = await import('../../bus/index.ts');
    await sessionUserChanged(ctx.db, user.id);
    const wrong = await agent.delete('/api/account/', { payload: { email: 'someone.else@tandem.dev' } });
    expect(wrong.json()).toEqual({ email: [PRIVACY_MESSAGES.emailMismatch] });
    expect((await agent.delete('/api/account/', { payload: { email: ` ${signup.email.toUpperCase()} ` } })).statusCode).toBe(204);
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()).toBeUndefined();
  });

  it('removes the profile picture file after the deletion commits', async () => {
    const { agent, user, signup } = await signedInAgent(ctx.app);
    const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } }).png().toBuffer();
    const form = multipart({ name: 'Pic Person', email: signup.email, phone_number: '', address: '' }, { name: 'profile_picture', filename: 'me.png', type: 'image/png', data: png });
    const picture = (await agent.patch(`/api/users/${user.id}/`, form.body, { headers: form.headers })).json().profile_picture as string;
    const file = join(ctx.database.config.uploadsDir, 'public', picture.replace('/media/', ''));
    expect(existsSync(file)).toBe(true);
    expect((await agent.delete('/api/account/', { payload: { password: signup.password } })).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
  });
});
