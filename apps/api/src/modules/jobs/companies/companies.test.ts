import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { buildCompany, createCompanyFor, jobsParties, signedInOrganisation, type Organisation } from '../../../test/factories/jobs.ts';
import type { SignedIn } from '../../../test/parties.ts';
import { malformedMultipart, multipart } from '../../../test/multipart.ts';
import { MESSAGES } from '@tandem/contract';

describeEachDialect('/api/company/', (ctx) => {
  let owner: Organisation, otherOrg: Organisation, candidate: SignedIn, anonymous: Agent;

  beforeAll(async () => {
    ({ owner, other: otherOrg, candidate, anonymous } = await jobsParties(ctx.app, { company: { name: 'Owner Ltd', email: 'jobs@owner.dev', phone_number: '0161 496 0000' } }));
  });

  describe('reading', () => {
    it('shows the owner their company with its contact details', async () => {
      const response = await owner.agent.get(`/api/company/${owner.company.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: owner.company.id,
        name: 'Owner Ltd',
        website: 'https://acme.dev',
        logo: null,
        address: '1 High Street, London',
        is_small_business: false,
        is_nonprofit: false,
        response_rate: null,
        median_reply_days: null,
        verified: false,
        email: 'jobs@owner.dev',
        phone_number: '0161 496 0000',
      });
    });

    it.each(['another organisation', 'a candidate', 'an anonymous visitor'])('shows %s only the public fields', async (who) => {
      const agent = who === 'another organisation' ? otherOrg.agent : who === 'a candidate' ? candidate.agent : anonymous;
      const one = await agent.get(`/api/company/${owner.company.id}/`);
      expect(one.statusCode).toBe(200);
      expect(Object.keys(one.json()).sort()).toEqual(['address', 'id', 'is_nonprofit', 'is_small_business', 'logo', 'median_reply_days', 'name', 'response_rate', 'verified', 'website']);
      const list = await agent.get('/api/company/?search=owner%20ltd');
      expect(list.statusCode).toBe(200);
      expect(list.json().results).toHaveLength(1);
      expect(list.json().results[0]).not.toHaveProperty('email');
      expect(list.json().results[0]).not.toHaveProperty('phone_number');
    });

    it('shows the owner their contact details in the list too', async () => {
      const list = await owner.agent.get('/api/company/?search=Owner');
      expect(list.json().results[0]).toMatchObject({ email: 'jobs@owner.dev', phone_number: '0161 496 0000' });
    });

    it('answers 404 for an unknown company and 400 for an id that is not a number', async () => {
      expect((await anonymous.get('/api/company/999999/')).statusCode).toBe(404);
      expect((await anonymous.get('/api/company/abc/')).statusCode).toBe(400);
      expect((await anonymous.get('/api/company/99999999999999999/')).statusCode).toBe(400);
    });

    it.each([
      ['0', 200],
      ['1000', 200],
      ['1001', 400],
      ['-1', 400],
      ['abc', 400],
    ])('answers a limit of %s with %i', async (limit, status) => {
      const response = await anonymous.get(`/api/company/?limit=${limit}`);
      expect(response.statusCode).toBe(status);
      if (limit === '0') expect(response.json()).toMatchObject({ results: [], count: expect.any(Number) });
    });

    it('treats search text literally and refuses unknown or hostile parameters', async () => {
      expect((await anonymous.get("/api/company/?search=' OR 1=1 --")).json().count).toBe(0);
      expect((await anonymous.get('/api/company/?search=%25')).json().count).toBe(0);
      expect((await anonymous.get('/api/company/?search=%00')).statusCode).toBe(400);
      expect((await anonymous.get('/api/company/?name[$ne]=x')).statusCode).toBe(400);
      expect((await anonymous.get('/api/company/?unknown=1')).statusCode).toBe(200);
    });
  });

  describe('creating', () => {
    it("creates a recruiter's company from the short form and links the account", async () => {
      const recruiter = await signedInAgent(ctx.app, 'recruiter');
      const response = await recruiter.agent.post('/api/company/', { name: 'Short Form Ltd', address: '2 Mill Lane, Leeds' });
      expect(response.statusCode).toBe(201);
      const company = response.json();
      expect(company).toMatchObject({ name: 'Short Form Ltd', address: '2 Mill Lane, Leeds', email: '', phone_number: '', website: '', is_small_business: false, is_nonprofit: false });
      expect((await recruiter.agent.get(`/api/users/${recruiter.user.id}/`)).json().company).toBe(company.id);
      // The page then puts the user with the company: that still works.
      const put = await recruiter.agent.put(`/api/users/${recruiter.user.id}/`, { name: 'Rae', phone_number: '', address: '', company: company.id });
      expect(put.statusCode).toBe(200);
      expect(put.json().company).toBe(company.id);
    });

    it('sets the kind of organisation from the role, never from the client', async () => {
      const owner = await signedInAgent(ctx.app, 'smallbiz_owner');
      const smallbiz = await owner.agent.post('/api/company/', buildCompany({ is_small_business: false, is_nonprofit: true }));
      expect(smallbiz.json()).toMatchObject({ is_small_business: true, is_nonprofit: false });
      const charity = await signedInAgent(ctx.app, 'nonprofit');
      const nonprofit = await charity.agent.post('/api/company/', buildCompany({ is_small_business: true }));
      expect(nonprofit.json()).toMatchObject({ is_small_business: false, is_nonprofit: true });
    });

    it('refuses a second company for the same user', async () => {
      const response = await owner.agent.post('/api/company/', buildCompany());
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ non_field_errors: ['Your account already has a company.'] });
    });

    it('refuses candidates (403) and anonymous visitors (401)', async () => {
      expect((await candidate.agent.post('/api/company/', buildCompany())).statusCode).toBe(403);
      expect((await anonymous.post('/api/company/', buildCompany())).statusCode).toBe(401);
    });

    it.each([
      [{ name: '' }, 'name', 'This field is required.'],
      [{ address: '   ' }, 'address', 'This field is required.'],
      [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
      [{ phone_number: 'call me' }, 'phone_number', 'Enter a valid phone number.'],
      [{ website: 'javascript:alert(1)' }, 'website', 'Enter a valid URL starting with http:// or https://.'],
      [{ website: 'not a site' }, 'website', 'Enter a valid URL starting with http:// or https://.'],
      [{ name: ['Array Ltd'] }, 'name', 'Not a valid string.'],
      [{ name: 'x'.repeat(151) }, 'name', 'Ensure this field has no more than 150 characters.'],
    ])('refuses %o with a message on %s', async (overrides, field, message) => {
      const user = await signedInAgent(ctx.app, 'recruiter');
      const response = await user.agent.post('/api/company/', buildCompany(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
      expect((await user.agent.get(`/api/users/${user.user.id}/`)).json().company).toBeNull();
    });
  });

  describe('changing', () => {
    it('adds https:// to a website given without a scheme', async () => {
      const response = await owner.agent.patch(`/api/company/${owner.company.id}/`, { website: 'owner.dev' });
      expect(response.statusCode).toBe(200);
      expect(response.json().website).toBe('https://owner.dev');
    });

    it('lets its own user change the website', async () => {
      const response = await owner.agent.patch(`/api/company/${owner.company.id}/`, { website: 'http://owner.dev/about' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ website: 'http://owner.dev/about', name: 'Owner Ltd', email: 'jobs@owner.dev' });
    });

    it('mends a typo in the name, and refuses the name of another organisation, leaving the company as it was', async () => {
      const org = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name: 'The Dialy Grind' });
      const mended = await org.agent.patch(`/api/company/${org.company.id}/`, { name: 'The Daily Grind' });
      expect(mended.statusCode, mended.body).toBe(200);
      expect(mended.json().name).toBe('The Daily Grind');
      expect((await org.agent.patch(`/api/company/${org.company.id}/`, { name: 'the daily grind' })).statusCode).toBe(200);

      const taken = await org.agent.patch(`/api/company/${org.company.id}/`, { name: 'owner ltd', phone_number: '0117 496 0000' });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toEqual({ name: ['Another organisation on Tandem has this name. Choose another.'] });
      const after = (await org.agent.get(`/api/company/${org.company.id}/`)).json();
      expect(after).toMatchObject({ name: 'the daily grind' });
      expect(after.phone_number).not.toBe('0117 496 0000');
    });

    it('keeps saving the details of a company added under a name another has, its name sent unchanged', async () => {
      // Added after answering 'No, add my organisation' (the factory confirms): a different organisation, same name.
      const namesake = await signedInOrganisation(ctx.app, 'smallbiz_owner', { name: 'Owner Ltd' });
      const saved = await namesake.agent.patch(`/api/company/${namesake.company.id}/`, { name: 'Owner Ltd', phone_number: '0117 496 0111' });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Owner Ltd', phone_number: '0117 496 0111' });
    });

    it('ignores a change of kind sent by the client', async () => {
      const response = await owner.agent.patch(`/api/company/${owner.company.id}/`, { is_nonprofit: true });
      expect(response.statusCode).toBe(200);
      expect(response.json().is_nonprofit).toBe(false);
    });

    it('replaces the details with PUT, clearing contact fields left out', async () => {
      const org = await signedInOrganisation(ctx.app, 'nonprofit');
      const response = await org.agent.put(`/api/company/${org.company.id}/`, { name: 'Renamed Trust', address: '3 Quay, Bristol' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ name: 'Renamed Trust', address: '3 Quay, Bristol', email: '', phone_number: '', website: '', is_nonprofit: true });
      expect((await org.agent.put(`/api/company/${org.company.id}/`, { name: 'No Address' })).json()).toEqual({ address: ['This field is required.'] });
    });

    it('refuses other organisations and candidates (403) and anonymous visitors (401)', async () => {
      for (const agent of [otherOrg.agent, candidate.agent]) {
        expect((await agent.patch(`/api/company/${owner.company.id}/`, { name: 'Hijacked' })).statusCode).toBe(403);
        expect((await agent.put(`/api/company/${owner.company.id}/`, { name: 'Hijacked', address: 'x' })).statusCode).toBe(403);
      }
      expect((await anonymous.patch(`/api/company/${owner.company.id}/`, { name: 'Hijacked' })).statusCode).toBe(401);
      expect((await otherOrg.agent.patch('/api/company/999999/', { name: 'x' })).statusCode).toBe(404);
      expect((await anonymous.get(`/api/company/${owner.company.id}/`)).json().name).toBe('Owner Ltd');
    });

    it('takes a logo by multipart, re-encoded as JPEG', async () => {
      const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#ff6600' } }).png().toBuffer();
      const form = multipart({ website: 'https://logo.dev' }, { name: 'logo', filename: 'logo.png', type: 'image/png', data: png });
      const response = await owner.agent.patch(`/api/company/${owner.company.id}/`, form.body, { headers: form.headers });
      expect(response.statusCode).toBe(200);
      const logo: string = response.json().logo;
      expect(logo).toMatch(/^\/media\/logos\/[0-9a-f-]{36}\.jpg$/);
      expect(response.json().website).toBe('https://logo.dev');
      const served = await ctx.app.inject({ method: 'GET', url: logo });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it('answers a malformed multipart body to POST, PUT and PATCH with a 400 and a field message', async () => {
      const org = await signedInAgent(ctx.app, 'recruiter');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } }).png().toBuffer();
      const bodies = malformedMultipart({ name: 'Cut Ltd', address: '1 Road, York' }, { name: 'logo', filename: 'logo.png', type: 'image/png', data: png });
      for (const form of bodies) {
        const answers = [
          await org.agent.post('/api/company/', form.body, { headers: form.headers }),
          await owner.agent.put(`/api/company/${owner.company.id}/`, form.body, { headers: form.headers }),
          await owner.agent.patch(`/api/company/${owner.company.id}/`, form.body, { headers: form.headers }),
        ];
        for (const response of answers) {
          expect(response.statusCode, form.case).toBe(400);
          expect(Object.values(response.json()), form.case).toEqual([[MESSAGES.malformedForm]]);
        }
      }
      expect((await anonymous.get(`/api/company/${owner.company.id}/`)).json().name).not.toBe('Cut Ltd');
    });

    it('refuses a logo that is not an image (415)', async () => {
      const form = multipart({}, { name: 'logo', filename: 'logo.png', type: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') });
      const response = await owner.agent.patch(`/api/company/${owner.company.id}/`, form.body, { headers: form.headers });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ detail: 'Please select a valid image file' });
    });

    it('creates a company with its logo in one multipart request', async () => {
      const user = await signedInAgent(ctx.app, 'smallbiz_owner');
      const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#000' } }).jpeg().toBuffer();
      const form = multipart({ name: 'Cafe', address: '4 Square, York', is_nonprofit: 'true' }, { name: 'logo', filename: 'c.jpg', type: 'image/jpeg', data: jpeg });
      const response = await user.agent.post('/api/company/', form.body, { headers: form.headers });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Cafe', is_small_business: true, is_nonprofit: false, logo: expect.stringMatching(/^\/media\/logos\//) });
    });
  });

  describe('deleting', () => {
    it('refuses to delete a company, even for its owner', async () => {
      const response = await owner.agent.delete(`/api/company/${owner.company.id}/`);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ detail: 'A company cannot be deleted: it outlives its jobs.' });
      expect((await otherOrg.agent.delete(`/api/company/${owner.company.id}/`)).statusCode).toBe(403);
      expect((await anonymous.delete(`/api/company/${owner.company.id}/`)).statusCode).toBe(401);
      expect((await owner.agent.delete('/api/company/999999/')).statusCode).toBe(404);
      expect((await anonymous.get(`/api/company/${owner.company.id}/`)).statusCode).toBe(200);
    });
  });

  it('creates a company through the factory for other suites', async () => {
    const user = await signedInAgent(ctx.app, 'nonprofit');
    const company = await createCompanyFor(user.agent, { name: 'Factory Trust' });
    expect(company.name).toBe('Factory Trust');
  });
});
