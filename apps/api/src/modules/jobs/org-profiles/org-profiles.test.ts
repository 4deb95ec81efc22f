import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/app.ts';
import { Agent, signedInAgent } from '../../../test/agent.ts';
import { signedInOrganisation } from '../../../test/factories/jobs.ts';

type Org = Awaited<ReturnType<typeof signedInOrganisation>>;

describeEachDialect('organisation profiles', (ctx) => {
  let shop: Org;
  let otherShop: Org;
  let charity: Org;
  let recruiter: Org;
  let candidate: Awaited<ReturnType<typeof signedInAgent>>;
  let anonymous: Agent;

  beforeAll(async () => {
    shop = await signedInOrganisation(ctx.app, 'smallbiz_owner');
    otherShop = await signedInOrganisation(ctx.app, 'smallbiz_owner');
    charity = await signedInOrganisation(ctx.app, 'nonprofit');
    recruiter = await signedInOrganisation(ctx.app, 'recruiter');
    candidate = await signedInAgent(ctx.app, 'candidate');
    anonymous = new Agent(ctx.app);
    const created = await shop.agent.post('/api/smallbiz-profile/', { company: shop.company.id, industry: 'food_beverage', employee_count: '2_5', problems_facing: 'Weekend staff' });
    expect(created.statusCode).toBe(201);
    expect((await otherShop.agent.post('/api/smallbiz-profile/', { industry: 'retail' })).statusCode).toBe(201);
  });

  describe('/api/smallbiz-profile/', () => {
    it('creates a profile with defaults for what is not sent (seeking_volunteers true)', async () => {
      const response = await shop.agent.get(`/api/smallbiz-profile/${shop.company.id}/`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        company: shop.company.id,
        industry: 'food_beverage',
        employee_count: '2_5',
        years_operating: '',
        seeking_volunteers: true,
        problems_facing: 'Weekend staff',
        volunteer_roles: '',
      });
    });

    it('refuses a second profile for the same company', async () => {
      const response = await shop.agent.post('/api/smallbiz-profile/', { industry: 'retail' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ company: ['This company already has a small-business profile.'] });
    });

    it('answers 404 when the company has no profile yet', async () => {
      const fresh = await signedInOrganisation(ctx.app, 'smallbiz_owner');
      expect((await fresh.agent.get(`/api/smallbiz-profile/${fresh.company.id}/`)).statusCode).toBe(404);
      expect((await fresh.agent.patch(`/api/smallbiz-profile/${fresh.company.id}/`, { industry: 'retail' })).statusCode).toBe(404);
    });

    it('changes some fields with PATCH and all of them with PUT', async () => {
      const patched = await otherShop.agent.patch(`/api/smallbiz-profile/${otherShop.company.id}/`, { seeking_volunteers: false, years_operating: '8_15' });
      expect(patched.json()).toMatchObject({ industry: 'retail', years_operating: '8_15', seeking_volunteers: false });
      const put = await otherShop.agent.put(`/api/smallbiz-profile/${otherShop.company.id}/`, { industry: 'trades', volunteer_roles: 'Carpentry help' });
      expect(put.json()).toMatchObject({ industry: 'trades', years_operating: '', seeking_volunteers: true, volunteer_roles: 'Carpentry help' });
    });

    it.each([
      [{ industry: 'mining' }, 'industry', 'Select a valid choice.'],
      [{ employee_count: '1000' }, 'employee_count', 'Select a valid choice.'],
      [{ years_operating: 'forever' }, 'years_operating', 'Select a valid choice.'],
      [{ seeking_volunteers: 'sometimes' }, 'seeking_volunteers', 'Must be a valid boolean.'],
      [{ problems_facing: 'x'.repeat(10_001) }, 'problems_facing', 'Ensure this field has no more than 10000 characters.'],
      [{ company: 'abc' }, 'company', 'A valid integer is required.'],
    ])('refuses %o with a message on %s', async (body, field, message) => {
      const response = await shop.agent.patch(`/api/smallbiz-profile/${shop.company.id}/`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()[field]).toEqual([message]);
    });

    it('refuses a profile for somebody else\'s company', async () => {
      const fresh = await signedInOrganisation(ctx.app, 'smallbiz_owner');
      const response = await fresh.agent.post('/api/smallbiz-profile/', { company: shop.company.id, industry: 'retail' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ company: ['You can only manage the profile of your own company.'] });
      const orphan = await signedInAgent(ctx.app, 'smallbiz_owner');
      expect((await orphan.agent.post('/api/smallbiz-profile/', { industry: 'retail' })).json()).toEqual({ company: ['Please add your company details before posting a job.'] });
    });

    it('hides another company\'s profile (404) and refuses candidates and recruiters (403), anonymous (401)', async () => {
      const path = `/api/smallbiz-profile/${shop.company.id}/`;
      expect((await otherShop.agent.get(path)).statusCode).toBe(404);
      expect((await otherShop.agent.patch(path, { industry: 'retail' })).statusCode).toBe(404);
      expect((await otherShop.agent.put(path, { industry: 'retail' })).statusCode).toBe(404);
      expect((await otherShop.agent.delete(path)).statusCode).toBe(404);
      expect((await charity.agent.get(path)).statusCode).toBe(404);
      for (const agent of [candidate.agent, recruiter.agent]) {
        expect((await agent.get(path)).statusCode).toBe(403);
        expect((await agent.patch(path, { industry: 'retail' })).statusCode).toBe(403);
        expect((await agent.post('/api/smallbiz-profile/', { industry: 'retail' })).statusCode).toBe(403);
        expect((await agent.get('/api/smallbiz-profile/')).statusCode).toBe(403);
      }
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await anonymous.patch(path, { industry: 'retail' })).statusCode).toBe(401);
      expect((await shop.agent.get(path)).json().industry).toBe('food_beverage');
    });

    it('lists only your own company\'s profile', async () => {
      const page = (await shop.agent.get('/api/smallbiz-profile/')).json();
      expect(page.count).toBe(1);
      expect(page.results[0].company).toBe(shop.company.id);
      expect((await charity.agent.get('/api/smallbiz-profile/')).json()).toMatchObject({ count: 0, results: [] });
      expect((await shop.agent.get('/api/smallbiz-profile/?limit=abc')).statusCode).toBe(400);
    });

    it('deletes your own profile', async () => {
      const fresh = await signedInOrganisation(ctx.app, 'smallbiz_owner');
      await fresh.agent.post('/api/smallbiz-profile/', {});
      expect((await fresh.agent.delete(`/api/smallbiz-profile/${fresh.company.id}/`)).statusCode).toBe(204);
      expect((await fresh.agent.get(`/api/smallbiz-profile/${fresh.company.id}/`)).statusCode).toBe(404);
    });
  });

  describe('/api/nonprofit-profile/', () => {
    it('creates, reads and changes your own nonprofit profile', async () => {
      const created = await charity.agent.post('/api/nonprofit-profile/', { mission: 'Gardens for all', charity_number: '1100001', focus_areas: 'Environment, Community' });
      expect(created.statusCode).toBe(201);
      expect(created.json()).toMatchObject({ company: charity.company.id, mission: 'Gardens for all', seeking_volunteers: true, volunteer_roles: '' });
      const patched = await charity.agent.patch(`/api/nonprofit-profile/${charity.company.id}/`, { volunteer_roles: 'Gardeners', seeking_volunteers: 'false' });
      expect(patched.json()).toMatchObject({ mission: 'Gardens for all', volunteer_roles: 'Gardeners', seeking_volunteers: false });
      expect((await charity.agent.post('/api/nonprofit-profile/', {})).json()).toEqual({ company: ['This company already has a nonprofit profile.'] });
      expect((await charity.agent.patch(`/api/nonprofit-profile/${charity.company.id}/`, { charity_number: 'x'.repeat(51) })).statusCode).toBe(400);
    });

    it('follows the same permissions', async () => {
      const path = `/api/nonprofit-profile/${charity.company.id}/`;
      expect((await shop.agent.get(path)).statusCode).toBe(404);
      expect((await candidate.agent.get(path)).statusCode).toBe(403);
      expect((await recruiter.agent.get(path)).statusCode).toBe(403);
      expect((await anonymous.get(path)).statusCode).toBe(401);
      expect((await charity.agent.get('/api/nonprofit-profile/abc/')).statusCode).toBe(400);
    });
  });
});
