import { COMMUNITY_MESSAGES, VOLUNTEERING_MESSAGES, type NotificationItem } from '@tandem/contract';
import { beforeAll, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../../test/app.ts';
import { communityParties, createEvent, createOpportunity, inDays, signedInOrganisation, type Organisation } from '../../../test/factories/community.ts';
import { takeDueReminders } from '../events/registrations.ts';

const note = { note: 'I ran a food bank rota for two years.', share_contact: true };

async function notificationsOf(agent: Agent, kind: string): Promise<NotificationItem[]> {
  return ((await agent.get('/api/notifications/?limit=100')).json().results as NotificationItem[]).filter((item) => item.kind === kind);
}

/** A shift moved into the past behind the app's back, as time passing would. */
const endShift = (ctx: TestContext, shiftId: number) =>
  ctx.db.updateTable('volunteer_shifts').set({ start_at: inDays(-1), end_at: inDays(-1, 3) }).where('id', '=', shiftId).execute();

describeEachDialect('volunteering: interest, shifts, hours, events', (ctx) => {
  let owner: Organisation, other: Organisation, candidate: Agent, candidateId: number, candidateName: string, candidateEmail: string, anonymous: Agent;
  let colleague: Organisation;

  beforeAll(async () => {
    const parties = await communityParties(ctx, 'nonprofit', 'smallbiz_owner');
    ({ owner, other, anonymous } = parties);
    candidate = parties.candidate.agent;
    candidateId = parties.candidate.user.id;
    candidateName = parties.candidate.signup.name;
    candidateEmail = parties.candidate.user.email;
    // A second member of the owner's company, as teams make them: told of interest like the first.
    colleague = await signedInOrganisation(ctx.app, ctx.db, 'nonprofit');
    await ctx.db.updateTable('users').set({ company_id: owner.companyId }).where('id', '=', colleague.user.id).execute();
    const { sessionUserChanged } = await import('../../../bus/index.ts');
    await sessionUserChanged(ctx.db, colleague.user.id);
  });

  it('Apply Now needs a note and consent; nothing is recorded without them', async () => {
    const role = await createOpportunity(owner.agent);
    const missing = await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ note: expect.any(Array), share_contact: [VOLUNTEERING_MESSAGES.consentRequired] });
    const blank = await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, { note: '   ', share_contact: true });
    expect(blank.json()).toEqual({ note: [VOLUNTEERING_MESSAGES.noteRequired] });
    const refused = await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, { note: 'Hi', share_contact: false });
    expect(refused.json()).toEqual({ share_contact: [VOLUNTEERING_MESSAGES.consentRequired] });
    expect((await owner.agent.get(`/api/volunteer-opportunities/${role.id}/interest/`)).json().results).toEqual([]);
  });

  it('reaches every member of the organisation at once, once, and lists the person with note, contact, score and a deadline', async () => {
    const role = await createOpportunity(owner.agent, { title: 'Food Bank Driver' });
    const first = await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ interested: true });
    await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    for (const member of [owner, colleague]) {
      const told = (await notificationsOf(member.agent, 'volunteer_interest')).filter((item) => item.link === `/volunteer-roles/${role.id}`);
      expect(told).toEqual([expect.objectContaining({ title: `${candidateName} wants to volunteer: Food Bank Driver`, link: `/volunteer-roles/${role.id}` })]);
    }
    const listed = await owner.agent.get(`/api/volunteer-opportunities/${role.id}/interest/`);
    expect(listed.statusCode).toBe(200);
    const [person] = listed.json().results;
    expect(person).toEqual({
      user: { id: candidateId, name: candidateName, email: candidateEmail },
      has_resume: false,
      note: note.note,
      match_score: expect.toSatisfy((value: unknown) => value === null || (typeof value === 'number' && value >= 0 && value <= 100)),
      status: 'pending',
      decline_reason: null,
      reply_due_at: expect.any(String),
      created_at: expect.any(String),
      conversation: expect.any(Number),
    });
    expect(Date.parse(person.reply_due_at) - Date.parse(person.created_at)).toBeGreaterThan(13 * 86_400_000);
    const mine = (await candidate.get('/api/volunteer-interests/')).json().results;
    expect(mine[0]).toMatchObject({ opportunity: { id: role.id, title: 'Food Bank Driver', company: owner.companyId }, status: 'pending', reply_due_at: person.reply_due_at });
  });

  it('refuses the interest list, accept and decline to everyone but the role\'s organisation', async () => {
    const role = await createOpportunity(owner.agent);
    await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    const paths = [`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/accept/`, `/api/volunteer-opportunities/${role.id}/interest/${candidateId}/decline/`];
    expect((await anonymous.get(`/api/volunteer-opportunities/${role.id}/interest/`)).statusCode).toBe(401);
    for (const agent of [candidate, other.agent]) expect((await agent.get(`/api/volunteer-opportunities/${role.id}/interest/`)).statusCode).toBe(404);
    for (const path of paths) {
      expect((await anonymous.post(path, {})).statusCode).toBe(401);
      expect((await candidate.post(path, {})).statusCode).toBe(404);
      expect((await other.agent.post(path, {})).statusCode).toBe(404);
    }
    expect((await other.agent.post(`/api/volunteer-opportunities/${role.id}/interest/`, note)).statusCode).toBe(403);
    expect((await anonymous.post(`/api/volunteer-opportunities/${role.id}/interest/`, note)).statusCode).toBe(401);
    expect((await anonymous.get('/api/volunteer-interests/')).statusCode).toBe(401);
    expect((await owner.agent.get('/api/volunteer-interests/')).statusCode).toBe(403);
    expect((await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/999999/accept/`, {})).statusCode).toBe(404);
    expect((await owner.agent.get(`/api/volunteer-opportunities/${role.id}/interest/`)).json().results[0].status).toBe('pending');
  });

  it('declines kindly with the reason shown to the candidate, once', async () => {
    const role = await createOpportunity(owner.agent, { title: 'Night Shelter Host' });
    await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    const declined = await colleague.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/decline/`, { reason: 'We are full until spring.' });
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'declined', decline_reason: 'We are full until spring.' });
    const again = await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/accept/`, {});
    expect(again.json()).toEqual({ non_field_errors: [VOLUNTEERING_MESSAGES.alreadyAnswered] });
    const told = (await notificationsOf(candidate, 'volunteer_interest_answered')).find((item) => item.title === 'Night Shelter Host: thank you for offering');
    expect(told?.body).toContain('We are full until spring.');
    expect((await candidate.get('/api/volunteer-interests/')).json().results.find((item: { opportunity: { id: number } }) => item.opportunity.id === role.id)).toMatchObject({ status: 'declined' });
  });

  it('lets only an accepted volunteer sign up to a shift, never past capacity, with a calendar file; hours confirmed after it show per organisation', async () => {
    const role = await createOpportunity(owner.agent, { title: 'Warehouse Sorter' });
    const created = await owner.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, { start: inDays(3), end: inDays(3, 3), capacity: 1 });
    expect(created.statusCode).toBe(201);
    const shift = created.json();
    expect(shift).toMatchObject({ opportunity: role.id, capacity: 1, places_left: 1, signed_up: false });

    const early = await candidate.post(`/api/shifts/${shift.id}/signup/`);
    expect(early.json()).toEqual({ non_field_errors: [VOLUNTEERING_MESSAGES.notAccepted] });
    await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    expect((await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/accept/`, {})).json()).toMatchObject({ status: 'accepted' });
    expect((await notificationsOf(candidate, 'volunteer_interest_answered')).some((item) => item.title.endsWith('would love your help: Warehouse Sorter'))).toBe(true);

    const signed = await candidate.post(`/api/shifts/${shift.id}/signup/`);
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ places_left: 0, signed_up: true });
    expect((await candidate.post(`/api/shifts/${shift.id}/signup/`)).json()).toMatchObject({ places_left: 0, signed_up: true });

    // A second accepted volunteer finds it full.
    const second = await signedInAgent(ctx.app, 'candidate');
    await second.agent.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
    await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${second.user.id}/accept/`, {});
    const full = await second.agent.post(`/api/shifts/${shift.id}/signup/`);
    expect(full.statusCode).toBe(409);
    expect(full.json()).toEqual({ detail: VOLUNTEERING_MESSAGES.shiftFull });

    const ics = await candidate.get(`/api/shifts/${shift.id}/ics/`);
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toMatch(new RegExp(`UID:shift-${shift.id}-signup-\\d+@`));
    expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    expect(ics.body).toContain('SUMMARY:Volunteering: Warehouse Sorter');
    expect((await second.agent.get(`/api/shifts/${shift.id}/ics/`)).statusCode).toBe(404);

    // Cancelling gives the place back; the second volunteer takes it; the first takes it back once freed.
    expect((await candidate.delete(`/api/shifts/${shift.id}/signup/`)).json()).toMatchObject({ places_left: 1, signed_up: false });
    expect((await second.agent.post(`/api/shifts/${shift.id}/signup/`)).statusCode).toBe(200);
    expect((await second.agent.delete(`/api/shifts/${shift.id}/signup/`)).statusCode).toBe(200);
    expect((await candidate.post(`/api/shifts/${shift.id}/signup/`)).statusCode).toBe(200);

    const before = await owner.agent.post(`/api/shifts/${shift.id}/hours/`, { user: candidateId, hours: 3 });
    expect(before.json()).toEqual({ non_field_errors: [VOLUNTEERING_MESSAGES.hoursBeforeEnd] });
    await endShift(ctx, shift.id);
    expect((await owner.agent.post(`/api/shifts/${shift.id}/hours/`, { user: candidateId, hours: 2.3 })).json()).toEqual({ hours: [VOLUNTEERING_MESSAGES.hoursRange] });
    expect((await owner.agent.post(`/api/shifts/${shift.id}/hours/`, { user: second.user.id, hours: 3 })).json()).toEqual({ user: [VOLUNTEERING_MESSAGES.notSignedUp] });
    const confirmed = await colleague.agent.post(`/api/shifts/${shift.id}/hours/`, { user: candidateId, hours: 3 });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ user: { id: candidateId, name: candidateName }, hours: 3 });
    expect((await owner.agent.get(`/api/shifts/${shift.id}/volunteers/`)).json()).toEqual({ results: [{ user: { id: candidateId, name: candidateName }, hours: 3 }] });

    const me = (await candidate.get(`/api/users/${candidateId}/`)).json();
    expect(me.volunteer_hours).toContainEqual({ company: owner.companyId, company_name: owner.companyName, hours: 3 });
    // The hours' query is compiled once and run with each user's id: another volunteer's record holds none of these.
    expect((await second.agent.get(`/api/users/${second.user.id}/`)).json().volunteer_hours).toEqual([]);
    const exported = (await candidate.get('/api/account/export/')).json();
    expect(exported.volunteer_hours).toContainEqual({ company: owner.companyId, company_name: owner.companyName, hours: 3 });
    expect(exported.volunteer_shifts).toContainEqual(expect.objectContaining({ opportunity: { id: role.id, title: 'Warehouse Sorter' }, hours: 3 }));

    const csv = await owner.agent.get('/api/volunteer-hours/export/');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="volunteer-hours-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('"Role","Shift start (UTC)","Shift end (UTC)","Volunteer","Hours","Confirmed at (UTC)"');
    expect(lines.some((line) => line.startsWith('"Warehouse Sorter",') && line.includes(`"${candidateName}","3"`))).toBe(true);
    expect((await other.agent.get('/api/volunteer-hours/export/')).body.trim().split('\r\n')).toHaveLength(1);
  });

  it('refuses every shift call to those without the right', async () => {
    const role = await createOpportunity(owner.agent);
    const shift = (await owner.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, { start: inDays(2), end: inDays(2, 2), capacity: 5 })).json();
    const body = { start: inDays(2), end: inDays(2, 2), capacity: 5 };
    expect((await anonymous.post(`/api/volunteer-opportunities/${role.id}/shifts/`, body)).statusCode).toBe(401);
    expect((await candidate.post(`/api/volunteer-opportunities/${role.id}/shifts/`, body)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, body)).statusCode).toBe(404);
    expect((await anonymous.get(`/api/volunteer-opportunities/${role.id}/shifts/`)).json().results).toEqual([expect.objectContaining({ id: shift.id, places_left: 5, signed_up: false })]);
    for (const method of ['post', 'delete'] as const) {
      expect((await anonymous[method](`/api/shifts/${shift.id}/signup/`)).statusCode).toBe(401);
      expect((await owner.agent[method](`/api/shifts/${shift.id}/signup/`)).statusCode).toBe(403);
    }
    expect((await anonymous.get(`/api/shifts/${shift.id}/ics/`)).statusCode).toBe(401);
    expect((await anonymous.get(`/api/shifts/${shift.id}/volunteers/`)).statusCode).toBe(401);
    for (const agent of [candidate, other.agent]) {
      expect((await agent.get(`/api/shifts/${shift.id}/volunteers/`)).statusCode).toBe(404);
      expect((await agent.post(`/api/shifts/${shift.id}/hours/`, { user: candidateId, hours: 1 })).statusCode).toBe(404);
    }
    expect((await anonymous.post(`/api/shifts/${shift.id}/hours/`, { user: candidateId, hours: 1 })).statusCode).toBe(401);
    expect((await anonymous.get('/api/volunteer-hours/export/')).statusCode).toBe(401);
    expect((await candidate.get('/api/volunteer-hours/export/')).statusCode).toBe(403);
    // An inactive role's shifts are as hidden as the role.
    const hidden = await createOpportunity(owner.agent, { is_active: false });
    expect((await candidate.get(`/api/volunteer-opportunities/${hidden.id}/shifts/`)).statusCode).toBe(404);
    expect((await candidate.post(`/api/shifts/999999/signup/`)).statusCode).toBe(404);
  });

  it('checks a shift: future start, end after start, at most a day, capacity 1 to 1000', async () => {
    const role = await createOpportunity(owner.agent);
    const post = (body: unknown) => owner.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, body);
    expect((await post({ start: inDays(1, 2), end: inDays(1), capacity: 3 })).json()).toEqual({ end: [VOLUNTEERING_MESSAGES.shiftEndBeforeStart] });
    expect((await post({ start: inDays(1), end: inDays(3), capacity: 3 })).json()).toEqual({ end: [VOLUNTEERING_MESSAGES.shiftTooLong] });
    expect((await post({ start: inDays(1), end: inDays(1, 2), capacity: 0 })).json()).toEqual({ capacity: [VOLUNTEERING_MESSAGES.shiftCapacity] });
    expect((await post({ start: inDays(-1), end: inDays(-1, 2), capacity: 3 })).json()).toEqual({ start: [VOLUNTEERING_MESSAGES.shiftInPast] });
    expect((await post({ start: 'soon', end: inDays(1, 2), capacity: 3 })).statusCode).toBe(400);
  });

  it('registers for an event once with places left, refuses past capacity with 409, cancels in one step', async () => {
    const event = await createEvent(owner.agent, { capacity: 2, registration_open: true });
    const seen = (await anonymous.get(`/api/events/${event.id}/`)).json();
    expect(seen).toMatchObject({ places_left: 2, registered: false, is_full: false });
    const first = await candidate.post(`/api/events/${event.id}/register/`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ places_left: 1, registered: true, participants_count: 1 });
    expect((await candidate.post(`/api/events/${event.id}/register/`)).json()).toMatchObject({ places_left: 1, registered: true });
    const second = await signedInAgent(ctx.app, 'candidate');
    expect((await second.agent.post(`/api/events/${event.id}/register/`)).json()).toMatchObject({ places_left: 0, is_full: true });
    const third = await signedInAgent(ctx.app, 'candidate');
    const refused = await third.agent.post(`/api/events/${event.id}/register/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: COMMUNITY_MESSAGES.eventFull });
    expect((await candidate.get(`/api/events/?company=${owner.companyId}&limit=100`)).json().results.find((item: { id: number }) => item.id === event.id)).toMatchObject({ registered: true });
    expect((await candidate.delete(`/api/events/${event.id}/register/`)).json()).toMatchObject({ places_left: 1, registered: false });
    expect((await third.agent.post(`/api/events/${event.id}/register/`)).statusCode).toBe(200);
  });

  it('refuses event registration to visitors and organisations, and for a closed event', async () => {
    const event = await createEvent(owner.agent, { capacity: 5 });
    for (const method of ['post', 'delete'] as const) {
      expect((await anonymous[method](`/api/events/${event.id}/register/`)).statusCode).toBe(401);
      expect((await other.agent[method](`/api/events/${event.id}/register/`)).statusCode).toBe(403);
    }
    const closed = await createEvent(owner.agent, { capacity: 5, registration_open: false });
    expect((await candidate.post(`/api/events/${closed.id}/register/`)).json()).toEqual({ non_field_errors: [COMMUNITY_MESSAGES.registrationClosed] });
    const hidden = await createEvent(owner.agent, { is_active: false });
    expect((await candidate.post(`/api/events/${hidden.id}/register/`)).statusCode).toBe(404);
  });

  it('reminds each registered person once, the day before', async () => {
    const soon = await createEvent(owner.agent, { title: 'Litter Pick Tomorrow', start_date: inDays(0, 20), end_date: inDays(0, 22) });
    const later = await createEvent(owner.agent, { title: 'Litter Pick Next Week', start_date: inDays(6), end_date: inDays(6, 2) });
    await candidate.post(`/api/events/${soon.id}/register/`);
    await candidate.post(`/api/events/${later.id}/register/`);
    const first = await takeDueReminders(ctx.db, new Date());
    expect(first.map((row) => row.event_id)).toContain(soon.id);
    expect(first.map((row) => row.event_id)).not.toContain(later.id);
    expect((await takeDueReminders(ctx.db, new Date())).map((row) => row.event_id)).not.toContain(soon.id);
  });
});
