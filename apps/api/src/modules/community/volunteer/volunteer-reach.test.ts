import { conversationClosedMessage, type ConversationAnswer, type NotificationItem } from '@tandem/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signedInAgent, type Agent } from '../../../test/agent.ts';
import { describeEachDialect, type TestContext } from '../../../test/app.ts';
import { invitationsIn } from '../../../test/calendar-mail.ts';
import { communityParties, createOpportunity, inDays, type Organisation } from '../../../test/factories/community.ts';
import { minimalPdf } from '../../../test/factories/profile.ts';
import { multipart } from '../../../test/multipart.ts';
import { startTestSmtp } from '../../../test/smtp.ts';
import { canReadCandidate } from '../../profile/index.ts';
import { sendShiftReminders } from '../shifts/service.ts';
import { sweepInterestDeadlines } from './interest-deadlines.ts';

// Volunteering's gaps closed (docs/product.md section C21): Apply Now opens a conversation, an interest's reply
// deadline is swept like an application's, the organisation may read the volunteer's profile, and a shift's sign-up
// brings a calendar invitation and a reminder the day before.

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const note = { note: 'I can drive a van on Saturdays.', share_contact: true };

async function notificationsOf(agent: Agent, kind: string): Promise<NotificationItem[]> {
  return ((await agent.get('/api/notifications/?limit=1000')).json().results as NotificationItem[]).filter((item) => item.kind === kind);
}

async function conversationsOf(agent: Agent): Promise<ConversationAnswer[]> {
  return (await agent.get('/api/conversations/?limit=1000')).json().results as ConversationAnswer[];
}

const interestOf = async (agent: Agent, roleId: number) =>
  ((await agent.get(`/api/volunteer-opportunities/${roleId}/interest/`)).json().results as { user: { id: number }; status: string; conversation: number | null }[])[0];

const userRow = (ctx: TestContext, id: number) => ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describeEachDialect(
  'volunteering reaches people: conversations, deadlines, profiles, shift invitations',
  (ctx) => {
    let owner: Organisation, other: Organisation, candidate: Agent, candidateId: number, candidateName: string, candidateEmail: string;

    beforeAll(async () => {
      const parties = await communityParties(ctx, 'nonprofit', 'smallbiz_owner');
      ({ owner, other } = parties);
      candidate = parties.candidate.agent;
      candidateId = parties.candidate.user.id;
      candidateName = parties.candidate.signup.name;
      candidateEmail = parties.candidate.signup.email;
    });

    it('Apply Now opens one conversation about the role, the note its first message, for both sides and no one else', async () => {
      const role = await createOpportunity(owner.agent, { title: 'Van Driver' });
      expect((await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note)).statusCode).toBe(200);
      expect((await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note)).statusCode).toBe(200);

      const mine = (await conversationsOf(candidate)).filter((item) => item.volunteer_role?.id === role.id);
      expect(mine).toEqual([
        expect.objectContaining({ job: null, volunteer_role: { id: role.id, title: 'Van Driver' }, other_party: { name: owner.companyName }, open: true, closed_reason: null, application: null }),
      ]);
      const conversation = mine[0]!;
      expect(conversation.last_message).toMatchObject({ body: note.note, mine: true });
      const theirs = (await conversationsOf(owner.agent)).find((item) => item.id === conversation.id);
      expect(theirs).toMatchObject({ other_party: { name: candidateName }, unread_count: 1, volunteer_role: { id: role.id } });
      expect((await interestOf(owner.agent, role.id))?.conversation).toBe(conversation.id);
      const listed = (await candidate.get('/api/volunteer-interests/')).json().results.find((item: { opportunity: { id: number } }) => item.opportunity.id === role.id);
      expect(listed.conversation).toBe(conversation.id);
      expect((await other.agent.get(`/api/conversations/${conversation.id}/`)).statusCode).toBe(404);

      // Either side writes; each is told as in any conversation.
      expect((await owner.agent.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Lovely, can you start on the 5th?' })).statusCode).toBe(201);
      const told = (await notificationsOf(candidate, 'message')).filter((item) => item.link === `/messages/${conversation.id}`);
      expect(told).toEqual([expect.objectContaining({ title: `${owner.companyName} about Van Driver` })]);
      expect((await candidate.post(`/api/conversations/${conversation.id}/messages/`, { body: 'Yes, see you then.' })).statusCode).toBe(201);
      expect((await notificationsOf(owner.agent, 'message')).some((item) => item.link === `/chats/${conversation.id}` && item.title === `${candidateName} about Van Driver`)).toBe(true);

      const exported = (await candidate.get('/api/account/export/')).json();
      expect(exported.conversations).toContainEqual(expect.objectContaining({ id: conversation.id, job: null, volunteer_role: { id: role.id, title: 'Van Driver' } }));
    });

    it('closes the conversation when the interest is declined or withdrawn; its history stays', async () => {
      const declinedRole = await createOpportunity(owner.agent, { title: 'Kitchen Helper' });
      await candidate.post(`/api/volunteer-opportunities/${declinedRole.id}/interest/`, note);
      await owner.agent.post(`/api/volunteer-opportunities/${declinedRole.id}/interest/${candidateId}/decline/`, { reason: 'We are full.' });
      const withdrawnRole = await createOpportunity(owner.agent, { title: 'Garden Helper' });
      await candidate.post(`/api/volunteer-opportunities/${withdrawnRole.id}/interest/`, note);
      expect((await candidate.delete(`/api/volunteer-opportunities/${withdrawnRole.id}/interest/`)).statusCode).toBe(204);
      for (const roleId of [declinedRole.id, withdrawnRole.id]) {
        const conversation = (await conversationsOf(candidate)).find((item) => item.volunteer_role?.id === roleId);
        expect(conversation).toMatchObject({ open: false, closed_reason: 'interest_ended', last_message: { body: note.note } });
        const refused = await owner.agent.post(`/api/conversations/${conversation?.id}/messages/`, { body: 'Hello?' });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ non_field_errors: [conversationClosedMessage('interest_ended')] });
      }
    });

    it('reminds the organisation once as the deadline nears, then lapses a pending interest to no_reply and tells the candidate once', async () => {
      const role = await createOpportunity(owner.agent, { title: 'Reading Buddy' });
      await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
      const setDue = (due: string) => ctx.db.updateTable('volunteer_interests').set({ reply_due_at: due }).where('opportunity_id', '=', role.id).execute();
      const sweep = () => sweepInterestDeadlines(ctx.db, ctx.app.notifier, ctx.app.replies);
      const reminders = async () => (await notificationsOf(owner.agent, 'reply_due')).filter((item) => item.link === `/volunteer-roles/${role.id}`);
      const lapses = async () => (await notificationsOf(candidate, 'volunteer_interest_answered')).filter((item) => item.title === 'Your interest in Reading Buddy had no reply in time');

      await sweep();
      expect(await reminders()).toEqual([]);
      await setDue(inDays(0, 2));
      expect((await sweep()).reminded).toBeGreaterThanOrEqual(1);
      await sweep();
      expect(await reminders()).toEqual([expect.objectContaining({ title: 'Someone offering to volunteer for Reading Buddy is waiting for your reply' })]);
      expect((await interestOf(owner.agent, role.id))?.status).toBe('pending');

      await setDue(inDays(0, -1));
      expect((await sweep()).lapsed).toBeGreaterThanOrEqual(1);
      await sweep();
      expect(await lapses()).toEqual([expect.objectContaining({ body: expect.stringContaining('did not answer your offer to volunteer'), link: '/applications' })]);
      expect((await interestOf(owner.agent, role.id))?.status).toBe('no_reply');
      expect((await candidate.get('/api/volunteer-interests/')).json().results.find((item: { opportunity: { id: number } }) => item.opportunity.id === role.id).status).toBe('no_reply');
      // A late answer is still an answer.
      expect((await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/accept/`, {})).json()).toMatchObject({ status: 'accepted' });
    });

    it('counts a message from the organisation in the conversation as a reply: that interest does not lapse', async () => {
      const role = await createOpportunity(owner.agent, { title: 'Phone Befriender' });
      await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
      const conversation = (await interestOf(owner.agent, role.id))?.conversation;
      await owner.agent.post(`/api/conversations/${conversation}/messages/`, { body: 'Thanks! We will call you this week.' });
      await ctx.db.updateTable('volunteer_interests').set({ reply_due_at: inDays(0, -1) }).where('opportunity_id', '=', role.id).execute();
      await sweepInterestDeadlines(ctx.db, ctx.app.notifier, ctx.app.replies);
      expect((await interestOf(owner.agent, role.id))?.status).toBe('pending');
    });

    it('lets the organisation read the profile of someone who offered to help, and nobody else; withdrawing ends it', async () => {
      const role = await createOpportunity(owner.agent);
      const fresh = await signedInAgent(ctx.app, 'candidate');
      const ownerUser = await userRow(ctx, owner.user.id);
      const otherUser = await userRow(ctx, other.user.id);
      expect(await canReadCandidate(ctx.db, ownerUser, fresh.user.id)).toBe(false);
      await fresh.agent.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
      expect(await canReadCandidate(ctx.db, ownerUser, fresh.user.id)).toBe(true);
      expect(await canReadCandidate(ctx.db, otherUser, fresh.user.id)).toBe(false);
      await fresh.agent.delete(`/api/volunteer-opportunities/${role.id}/interest/`);
      expect(await canReadCandidate(ctx.db, ownerUser, fresh.user.id)).toBe(false);
    });

    it('lists whether the volunteer has a résumé, which their organisation downloads and another cannot', async () => {
      const role = await createOpportunity(owner.agent);
      const fresh = await signedInAgent(ctx.app, 'candidate');
      const form = multipart({}, { name: 'resume', filename: 'cv.pdf', type: 'application/pdf', data: minimalPdf('Forklift driving') });
      expect((await fresh.agent.post('/common/resume/upload/', form.body, { headers: form.headers })).statusCode).toBe(201);
      expect((await owner.agent.get(`/common/resume/${fresh.user.id}/file/`)).statusCode).toBe(404);
      await fresh.agent.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
      expect(((await owner.agent.get(`/api/volunteer-opportunities/${role.id}/interest/`)).json().results as { has_resume: boolean }[])[0]?.has_resume).toBe(true);
      const file = await owner.agent.get(`/common/resume/${fresh.user.id}/file/`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect((await other.agent.get(`/common/resume/${fresh.user.id}/file/`)).statusCode).toBe(404);
    });

    it('e-mails the volunteer a calendar invitation on signing up and its cancellation on cancelling, and reminds them once the day before', async () => {
      const role = await createOpportunity(owner.agent, { title: 'Soup Run' });
      await candidate.post(`/api/volunteer-opportunities/${role.id}/interest/`, note);
      await owner.agent.post(`/api/volunteer-opportunities/${role.id}/interest/${candidateId}/accept/`, {});
      const soon = (await owner.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, { start: inDays(0, 20), end: inDays(0, 23), capacity: 3 })).json();
      const later = (await owner.agent.post(`/api/volunteer-opportunities/${role.id}/shifts/`, { start: inDays(5), end: inDays(5, 2), capacity: 3 })).json();
      expect((await candidate.post(`/api/shifts/${later.id}/signup/`)).statusCode).toBe(200);
      expect((await candidate.delete(`/api/shifts/${later.id}/signup/`)).statusCode).toBe(200);
      expect((await candidate.post(`/api/shifts/${soon.id}/signup/`)).statusCode).toBe(200);

      const shiftNotices = await notificationsOf(candidate, 'volunteer_shift');
      expect(shiftNotices.map((item) => item.title)).toEqual(expect.arrayContaining(['Signed up: Soup Run', 'Shift cancelled: Soup Run']));
      await ctx.app.queue.drain();
      const invites = smtp.to(candidateEmail).flatMap((mail) => invitationsIn(mail.raw)).filter((invite) => invite.summary.startsWith('Volunteering: Soup Run'));
      const laterInvites = invites.filter((invite) => invite.start === later.start);
      expect(laterInvites.map((invite) => invite.method)).toEqual(expect.arrayContaining(['REQUEST', 'CANCEL']));
      const request = laterInvites.find((invite) => invite.method === 'REQUEST');
      const cancel = laterInvites.find((invite) => invite.method === 'CANCEL');
      expect(cancel?.uid).toBe(request?.uid);
      expect(cancel?.sequence).toBeGreaterThan(request?.sequence ?? 0);
      expect(request?.attendees).toEqual([`mailto:${candidateEmail.toLowerCase()}`]);
      // The download and the e-mail are the same event.
      const ics = await candidate.get(`/api/shifts/${soon.id}/ics/`);
      const soonInvite = invites.find((invite) => invite.start === soon.start && invite.method === 'REQUEST');
      expect(soonInvite).toBeDefined();
      expect(ics.body).toContain(`UID:${soonInvite?.uid}`);

      // Two sweeps at once: the sign-up is claimed by one; nothing is left for a third.
      const counts = await Promise.all([sendShiftReminders(ctx.db, ctx.app.notifier), sendShiftReminders(ctx.db, ctx.app.notifier)]);
      expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      await sendShiftReminders(ctx.db, ctx.app.notifier);
      const reminded = (await notificationsOf(candidate, 'volunteer_shift')).filter((item) => item.title === 'Tomorrow: Soup Run');
      expect(reminded).toEqual([expect.objectContaining({ body: expect.stringContaining('Cannot come? Cancel to give your place to someone else.') })]);
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example/' },
);
