import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type Client } from './client.ts';
import { missingPieces, startDeployment, type Deployment } from './deployment.ts';

const missing = missingPieces();
if (missing) console.warn(`cluster volunteering suite skipped: ${missing}`);

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const note = { note: 'Happy to help on the day.', share_contact: true };

/**
 * Places are never given past capacity (docs/product.md section C21), however the sign-ups are spread over the
 * instances: 50 people at once for 10 places, half through each instance, on PostgreSQL.
 */
describe.skipIf(missing)('volunteering capacity on two instances', () => {
  let deployment: Deployment;
  let a: string;
  let b: string;
  let organisation: Client;
  let people: { client: Client; id: number }[];

  beforeAll(async () => {
    deployment = await startDeployment();
    [a, b] = deployment.instances as [string, string];
    ({ client: organisation } = await signUp(deployment.proxy, 'nonprofit'));
    expect((await organisation.post('/api/company/', { name: 'Cluster Trust', address: '1 High Street, London' })).status).toBe(201);
    people = [];
    for (let n = 0; n < 50; n++) people.push(await signUp(deployment.proxy, 'candidate'));
  }, 180_000);
  afterAll(async () => deployment?.stop(), 60_000);

  it('gives exactly 10 of 10 event places to 50 concurrent registrations split across the instances', async () => {
    const created = await organisation.post('/api/events/', { title: 'Beach Clean', start_date: inHours(72), end_date: inHours(75), capacity: 10 });
    expect(created.status).toBe(201);
    const { id } = created.json() as { id: number };
    const answers = await Promise.all(people.map(({ client }, n) => client.post(`/api/events/${id}/register/`, undefined, n % 2 ? a : b)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    for (const base of [a, b]) {
      expect((await organisation.get(`/api/events/${id}/`, base)).json()).toMatchObject({ participants_count: 10, places_left: 0, is_full: true });
    }
  });

  it('gives exactly 10 of 10 shift places to 50 concurrent accepted volunteers split across the instances', async () => {
    const role = await organisation.post('/api/volunteer-opportunities/', { title: 'Marshal', category: 'Operations' });
    expect(role.status).toBe(201);
    const { id: roleId } = role.json() as { id: number };
    const shift = await organisation.post(`/api/volunteer-opportunities/${roleId}/shifts/`, { start: inHours(48), end: inHours(51), capacity: 10 });
    expect(shift.status).toBe(201);
    const { id: shiftId } = shift.json() as { id: number };
    for (const person of people) {
      expect((await person.client.post(`/api/volunteer-opportunities/${roleId}/interest/`, note)).status).toBe(200);
      expect((await organisation.post(`/api/volunteer-opportunities/${roleId}/interest/${person.id}/accept/`, {})).status).toBe(200);
    }
    const answers = await Promise.all(people.map(({ client }, n) => client.post(`/api/shifts/${shiftId}/signup/`, undefined, n % 2 ? a : b)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 409)).toHaveLength(40);
    const shifts = (await organisation.get(`/api/volunteer-opportunities/${roleId}/shifts/`, b)).json() as { results: { id: number; places_left: number }[] };
    expect(shifts.results.find((item) => item.id === shiftId)?.places_left).toBe(0);
    expect(((await organisation.get(`/api/shifts/${shiftId}/volunteers/`, a)).json() as { results: unknown[] }).results).toHaveLength(10);
  });
});
