import { beforeAll, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { describeEachDialect } from '../../../test/app.ts';
import { createOpportunity, signedInOrganisation, type Organisation } from '../../../test/factories/community.ts';

// /volunteer's Location filter offered four fixed cities; places with opportunities (Leeds, Glasgow) could not be
// chosen. Its choices now come from the opportunities themselves.
describeEachDialect('/api/volunteer-opportunities/locations/', (ctx) => {
  let organisation: Organisation;

  beforeAll(async () => {
    organisation = await signedInOrganisation(ctx.app, ctx.db, 'nonprofit');
  });

  it('names each city with an active opportunity once, A to Z, and says whether any is remote', async () => {
    const anonymous = new Agent(ctx.app);
    expect((await anonymous.get('/api/volunteer-opportunities/locations/')).json()).toEqual({ cities: [], remote: false });

    await createOpportunity(organisation.agent, { city: 'Leeds' });
    await createOpportunity(organisation.agent, { city: 'Glasgow' });
    await createOpportunity(organisation.agent, { city: 'leeds' });
    await createOpportunity(organisation.agent, { city: '', is_remote: true });
    const closed = await createOpportunity(organisation.agent, { city: 'Bristol' });
    expect((await organisation.agent.patch(`/api/volunteer-opportunities/${closed.id}/`, { is_active: false })).statusCode).toBe(200);

    const response = await anonymous.get('/api/volunteer-opportunities/locations/');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ cities: ['Glasgow', 'Leeds'], remote: true });
  });
});
