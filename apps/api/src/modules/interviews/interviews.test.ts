import type { InterviewAnswer, JobApplicationAnswer } from '@tandem/contract';
import { INTERVIEW_MESSAGES } from '@tandem/contract';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Agent, signedInAgent } from '../../test/agent.ts';
import { buildAppOn, describeEachDialect } from '../../test/app.ts';
import { invitationsIn } from '../../test/calendar-mail.ts';
import { applyTo, createJob, jobsParties, type Organisation } from '../../test/factories/jobs.ts';
import type { SignedIn } from '../../test/parties.ts';
import { startTestSmtp } from '../../test/smtp.ts';
import { sendDueReminders } from './service.ts';

const smtp = await startTestSmtp();
afterAll(() => smtp.close());

const HOUR = 3_600_000;
/** A whole hour `hours` from now, as ISO 8601 with an offset (+01:00 for one of them, to prove UTC storage). */
const hourFromNow = (hours: number) => new Date(Math.ceil(Date.now() / HOUR) * HOUR + hours * HOUR);
const slot = (startHours: number, minutes = 45) => {
  const start = hourFromNow(startHours);
  return { start: start.toISOString(), end: new Date(start.getTime() + minutes * 60_000).toISOString() };
};
/** The same instant written in British Summer Time's offset: 14:00Z is 15:00+01:00. */
const withOffset = (iso: string) => {
  const shifted = new Date(Date.parse(iso) + HOUR).toISOString().slice(0, 19);
  return `${shifted}+01:00`;
};

describeEachDialect(
  'interviews',
  (ctx) => {
    let owner: Organisation, other: Organisation, candidate: SignedIn, stranger: SignedIn, anonymous: Agent;
    let job: { id: number; title: string };

    beforeAll(async () => {
      ({ owner, other, candidate, anonymous } = await jobsParties(ctx.app, { company: { name: 'Hiring Co' } }, {}, { name: 'Cara Candidate' }));
      stranger = await signedInAgent(ctx.app, 'candidate');
      job = await createJob(owner.agent, { title: 'Support Engineer' });
    });

    /** A fresh application by the candidate to a new job of the owner. */
    async function application(): Promise<JobApplicationAnswer> {
      const fresh = await createJob(owner.agent, { title: 'Support Engineer' });
      return applyTo(candidate.agent, fresh.id);
    }
    const propose = (agent: Agent, applicationId: number, body: unknown) => agent.post(`/api/job-applications/${applicationId}/interviews/`, body);
    const threeSlots = () => [slot(48), slot(50), slot(52)];
    const proposal = (slots = threeSlots()) => ({ slots, location: '1 High Street, London', note: 'Bring your portfolio.' });
    async function proposed(): Promise<{ app: JobApplicationAnswer; interview: InterviewAnswer }> {
      const app = await application();
      const response = await propose(owner.agent, app.id, proposal());
      expect(response.statusCode, response.body).toBe(201);
      return { app, interview: response.json() };
    }
    const book = (agent: Agent, id: number, slotId: unknown) => agent.post(`/api/interviews/${id}/book/`, { slot: slotId });
    const mailsTo = (address: string) => smtp.to(address).flatMap((mail) => invitationsIn(mail.raw).map((invite) => ({ mail, invite })));

    describe('proposing', () => {
      it('stores 1 to 5 times in UTC with a place and a note, and tells the candidate', async () => {
        const app = await application();
        const slots = threeSlots();
        const response = await propose(owner.agent, app.id, { ...proposal(slots), slots: [{ start: withOffset(slots[0]!.start), end: withOffset(slots[0]!.end) }, slots[1], slots[2]] });
        expect(response.statusCode, response.body).toBe(201);
        expect(response.json()).toMatchObject({
          application: app.id,
          status: 'proposed',
          candidate: { id: candidate.user.id, name: 'Cara Candidate' },
          company: { id: owner.company.id, name: 'Hiring Co' },
          location: '1 High Street, London',
          video_url: '',
          note: 'Bring your portfolio.',
          booked_slot: null,
          sequence: 0,
        });
        expect(response.json().slots.map((item: { start: string; end: string }) => [item.start, item.end])).toEqual(slots.map((item) => [item.start, item.end]));
        const [notice] = (await candidate.agent.get('/api/notifications/')).json().results;
        expect(notice).toMatchObject({ kind: 'interview', title: 'Hiring Co invites you to an interview', link: '/applications' });
        expect((await candidate.agent.get(`/api/interviews/?application=${app.id}`)).json().count).toBe(1);
      });

      it('refuses bad times with field messages and stores nothing', async () => {
        const app = await application();
        const before = await ctx.db.selectFrom('interviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        const refused = async (body: unknown) => {
          const response = await propose(owner.agent, app.id, body);
          expect(response.statusCode, response.body).toBe(400);
          return response.json();
        };
        const past = { start: new Date(Date.now() - HOUR).toISOString(), end: new Date(Date.now() - HOUR / 2).toISOString() };
        expect((await refused(proposal([slot(48), past]))).slots).toEqual([INTERVIEW_MESSAGES.slotInPast(2)]);
        expect((await refused(proposal([{ start: slot(48).start, end: slot(47).start }]))).slots).toEqual([INTERVIEW_MESSAGES.slotEndsFirst(1)]);
        expect((await refused(proposal([slot(48, 90), slot(49)]))).slots).toEqual([INTERVIEW_MESSAGES.slotsOverlap(1, 2)]);
        expect((await refused(proposal([slot(48), slot(50), slot(52), slot(54), slot(56), slot(58)]))).slots).toEqual([INTERVIEW_MESSAGES.tooManySlots]);
        expect((await refused(proposal([]))).slots).toEqual([INTERVIEW_MESSAGES.slotsRequired]);
        expect((await refused(proposal([{ start: '2030-01-01 10:00', end: '2030-01-01T11:00:00Z' }]))).slots).toEqual([INTERVIEW_MESSAGES.dateTime]);
        expect((await refused({ slots: [slot(48)] })).location).toEqual([INTERVIEW_MESSAGES.placeRequired]);
        expect((await refused({ slots: [slot(48)], video_url: 'javascript:alert(1)' })).video_url).toEqual([INTERVIEW_MESSAGES.videoUrl]);
        const after = await ctx.db.selectFrom('interviews').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
        expect(Number(after.n)).toBe(Number(before.n));
      });

      it('arranges one interview at a time per applicant, and none for a withdrawn application', async () => {
        const { app } = await proposed();
        expect((await propose(owner.agent, app.id, proposal())).json()).toEqual({ non_field_errors: [INTERVIEW_MESSAGES.alreadyArranged] });
        const gone = await application();
        await candidate.agent.post(`/api/job-applications/${gone.id}/withdraw/`);
        expect((await propose(owner.agent, gone.id, proposal())).json()).toEqual({ non_field_errors: [INTERVIEW_MESSAGES.applicationNotOpen] });
      });

      it('lets only the job’s organisation propose: anonymous 401, the candidate 403, another company or candidate 404', async () => {
        const app = await application();
        expect((await propose(anonymous, app.id, proposal())).statusCode).toBe(401);
        expect((await propose(candidate.agent, app.id, proposal())).statusCode).toBe(403);
        expect((await propose(other.agent, app.id, proposal())).statusCode).toBe(404);
        expect((await propose(stranger.agent, app.id, proposal())).statusCode).toBe(404);
        expect((await propose(owner.agent, 999_999, proposal())).statusCode).toBe(404);
      });
    });

    describe('booking', () => {
      it('books the second time: the application moves to interview (a reply), both sides get a REQUEST a parser reads', async () => {
        const { app, interview } = await proposed();
        const chosen = interview.slots[1]!;
        const booked = await book(candidate.agent, interview.id, chosen.id);
        expect(booked.statusCode, booked.body).toBe(200);
        expect(booked.json()).toMatchObject({ status: 'booked', booked_slot: chosen, sequence: 0 });
        const moved = (await candidate.agent.get(`/api/job-applications/${app.id}/`)).json();
        expect(moved).toMatchObject({ status: 'interview', replied_at: expect.any(String) });
        await ctx.app.queue.drain();
        for (const address of [candidate.signup.email, owner.signup.email]) {
          const invites = mailsTo(address).filter(({ invite }) => invite.uid === `interview-${interview.id}@tandem.example`);
          // The text/calendar alternative and the .ics attachment, the same invitation.
          expect(invites.map(({ invite }) => invite.contentType.split(';')[0])).toEqual(['text/calendar', 'application/ics']);
          expect(invites[0]!.invite.contentType).toContain('method=REQUEST');
          for (const { invite } of invites) {
            expect(invite).toMatchObject({ method: 'REQUEST', sequence: 0, start: chosen.start, end: chosen.end, status: 'CONFIRMED', organizer: `mailto:${owner.signup.email}`, summary: 'Interview: Support Engineer at Hiring Co' });
            expect(invite.attendees).toEqual([`mailto:${candidate.signup.email}`, `mailto:${owner.signup.email}`]);
          }
        }
        const again = await book(candidate.agent, interview.id, interview.slots[0]!.id);
        expect(again.statusCode).toBe(409);
        expect(again.json()).toEqual({ detail: INTERVIEW_MESSAGES.alreadyBooked });
      });

      it('counts as the organisation’s interview on /orghome and the candidate’s job-search stats', async () => {
        const orgBefore = (await owner.agent.get('/api/org/dashboard/')).json().interviews;
        const statsBefore = (await candidate.agent.get('/api/users/dashboard/job-search-stats/')).json().interviews;
        const { interview } = await proposed();
        await book(candidate.agent, interview.id, interview.slots[0]!.id);
        expect((await owner.agent.get('/api/org/dashboard/')).json().interviews).toBe(orgBefore + 1);
        expect((await candidate.agent.get('/api/users/dashboard/job-search-stats/')).json().interviews).toBe(statsBefore + 1);
        expect((await other.agent.get('/api/org/dashboard/')).json().interviews).toBe(0);
      });

      it('refuses a time not offered, one of another interview, and a cancelled interview, with field messages', async () => {
        const { interview } = await proposed();
        const { interview: another } = await proposed();
        expect((await book(candidate.agent, interview.id, another.slots[0]!.id)).json()).toEqual({ slot: [INTERVIEW_MESSAGES.slotNotOffered] });
        expect((await book(candidate.agent, interview.id, 999_999)).json()).toEqual({ slot: [INTERVIEW_MESSAGES.slotNotOffered] });
        expect((await book(candidate.agent, interview.id, 'second')).json()).toEqual({ slot: [INTERVIEW_MESSAGES.slotRequired] });
        await candidate.agent.post(`/api/interviews/${interview.id}/cancel/`, { reason: 'I took another offer.' });
        const cancelled = await book(candidate.agent, interview.id, interview.slots[0]!.id);
        expect(cancelled.statusCode).toBe(400);
        expect(cancelled.json()).toEqual({ slot: [INTERVIEW_MESSAGES.interviewCancelled] });
      });

      it('refuses a time withdrawn by a reschedule', async () => {
        const { interview } = await proposed();
        await owner.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'The panel moved.', slots: [slot(70)] });
        expect((await book(candidate.agent, interview.id, interview.slots[0]!.id)).json()).toEqual({ slot: [INTERVIEW_MESSAGES.slotNotOffered] });
      });
    });

    describe('rescheduling and cancelling', () => {
      it('sends the same UID with SEQUENCE 1 after a reschedule, and METHOD:CANCEL with a higher one on cancelling', async () => {
        const { interview } = await proposed();
        await book(candidate.agent, interview.id, interview.slots[0]!.id);
        const moved = await owner.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'The panel moved.', slots: [slot(72), slot(74)] });
        expect(moved.statusCode, moved.body).toBe(200);
        expect(moved.json()).toMatchObject({ status: 'proposed', booked_slot: null, sequence: 1, reason: 'The panel moved.' });
        expect(moved.json().slots).toHaveLength(2);
        const [notice] = (await candidate.agent.get('/api/notifications/')).json().results;
        expect(notice).toMatchObject({ kind: 'interview', title: 'New interview times: Support Engineer' });
        const newTime = moved.json().slots[1];
        expect((await book(candidate.agent, interview.id, newTime.id)).json()).toMatchObject({ status: 'booked', sequence: 1 });
        await ctx.app.queue.drain();
        const uid = `interview-${interview.id}@tandem.example`;
        const requests = mailsTo(candidate.signup.email).filter(({ invite }) => invite.uid === uid && invite.contentType.startsWith('text/calendar'));
        expect(requests.map(({ invite }) => [invite.method, invite.sequence, invite.start])).toEqual([
          ['REQUEST', 0, interview.slots[0]!.start],
          ['REQUEST', 1, newTime.start],
        ]);
        const cancelled = await candidate.agent.post(`/api/interviews/${interview.id}/cancel/`, { reason: 'I took another offer.' });
        expect(cancelled.json()).toMatchObject({ status: 'cancelled', sequence: 2, reason: 'I took another offer.', slots: [] });
        await ctx.app.queue.drain();
        for (const address of [candidate.signup.email, owner.signup.email]) {
          const last = mailsTo(address).filter(({ invite }) => invite.uid === uid).at(-1)!.invite;
          expect(last).toMatchObject({ method: 'CANCEL', sequence: 2, status: 'CANCELLED', start: newTime.start });
        }
        const ics = await owner.agent.get(`/api/interviews/${interview.id}/ics/`);
        expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8; method=CANCEL');
        expect((await candidate.agent.post(`/api/interviews/${interview.id}/cancel/`, { reason: 'Again.' })).json()).toEqual({ non_field_errors: [INTERVIEW_MESSAGES.interviewCancelled] });
      });

      it('lets the candidate ask for other times with a reason (never times of their own), which the organisation hears', async () => {
        const { interview } = await proposed();
        expect((await candidate.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'Mornings are hard.', slots: [slot(80)] })).json()).toEqual({
          slots: [INTERVIEW_MESSAGES.onlyOrganisationProposes],
        });
        expect((await candidate.agent.post(`/api/interviews/${interview.id}/reschedule/`, {})).json()).toEqual({ reason: [INTERVIEW_MESSAGES.reasonRequired] });
        const asked = await candidate.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'Mornings are hard.' });
        expect(asked.json()).toMatchObject({ status: 'times_requested', reason: 'Mornings are hard.', sequence: 0 });
        const [notice] = (await owner.agent.get('/api/notifications/')).json().results;
        expect(notice).toMatchObject({ kind: 'interview', title: 'Cara Candidate asked for other interview times', link: `/candidatelist?job=${interview.job.id}` });
        expect((await owner.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'Afternoons then.' })).json()).toEqual({ slots: [INTERVIEW_MESSAGES.slotsRequiredToReschedule] });
        // Cancelled before any booking: no calendar holds it, so no calendar mail, and no file to download.
        await owner.agent.post(`/api/interviews/${interview.id}/cancel/`, { reason: 'The role is filled.' });
        expect((await candidate.agent.get(`/api/interviews/${interview.id}/ics/`)).statusCode).toBe(404);
        expect((await candidate.agent.post(`/api/interviews/${interview.id}/cancel/`, {})).statusCode).toBe(400);
      });
    });

    describe('the calendar file', () => {
      it('downloads the booked interview as text/calendar that a parser reads, for either side only', async () => {
        const { interview } = await proposed();
        expect((await candidate.agent.get(`/api/interviews/${interview.id}/ics/`)).statusCode).toBe(404);
        await book(candidate.agent, interview.id, interview.slots[2]!.id);
        const response = await candidate.agent.get(`/api/interviews/${interview.id}/ics/`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8; method=REQUEST');
        expect(response.headers['content-disposition']).toBe(`attachment; filename="interview-${interview.id}.ics"`);
        const event = new ICAL.Event(new ICAL.Component(ICAL.parse(response.body)).getFirstSubcomponent('vevent')!);
        expect(event.startDate.toJSDate().toISOString()).toBe(interview.slots[2]!.start);
        expect((await owner.agent.get(`/api/interviews/${interview.id}/ics/`)).statusCode).toBe(200);
      });
    });

    describe('who may do what', () => {
      it('answers every call about an interview 401 anonymous and 404 to another company or candidate; each side’s action 403 to the other', async () => {
        const { interview } = await proposed();
        const calls = [
          (agent: Agent) => agent.get(`/api/interviews/${interview.id}/`),
          (agent: Agent) => agent.get(`/api/interviews/${interview.id}/ics/`),
          (agent: Agent) => book(agent, interview.id, interview.slots[0]!.id),
          (agent: Agent) => agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'x', slots: [slot(90)] }),
          (agent: Agent) => agent.post(`/api/interviews/${interview.id}/cancel/`, { reason: 'x' }),
        ];
        for (const call of calls) {
          expect((await call(anonymous)).statusCode).toBe(401);
          expect((await call(other.agent)).statusCode).toBe(404);
          expect((await call(stranger.agent)).statusCode).toBe(404);
        }
        expect((await book(owner.agent, interview.id, interview.slots[0]!.id)).statusCode).toBe(403);
        expect((await owner.agent.get(`/api/interviews/${interview.id}/`)).statusCode).toBe(200);
        expect((await candidate.agent.get(`/api/interviews/${interview.id}/`)).json().status).toBe('proposed');
        expect((await book(candidate.agent, 999_999, 1)).statusCode).toBe(404);
      });

      it('lists only one’s own interviews', async () => {
        const { interview } = await proposed();
        const ids = async (agent: Agent) => ((await agent.get('/api/interviews/?limit=1000')).json().results as InterviewAnswer[]).map((row) => row.id);
        expect(await ids(candidate.agent)).toContain(interview.id);
        expect(await ids(owner.agent)).toContain(interview.id);
        expect(await ids(other.agent)).toEqual([]);
        expect(await ids(stranger.agent)).toEqual([]);
        expect((await anonymous.get('/api/interviews/')).statusCode).toBe(401);
        expect((await owner.agent.get('/api/interviews/?status=maybe')).statusCode).toBe(400);
        expect((await owner.agent.get(`/api/interviews/?job=${job.id}`)).json().count).toBe(0);
      });
    });

    describe('reminders', () => {
      it('reminds both sides once when the interview is within the lead time, however many instances sweep at once', async () => {
        const app = await application();
        const soon = { start: new Date(Date.now() + 30 * 60_000).toISOString(), end: new Date(Date.now() + 75 * 60_000).toISOString() };
        const { id, slots } = (await propose(owner.agent, app.id, { ...proposal([soon, slot(60)]) })).json() as InterviewAnswer;
        await book(candidate.agent, id, slots[0]!.id);
        const second = await buildAppOn(ctx, {});
        try {
          const services = (instance: typeof ctx.app) => ({ db: instance.db, notifier: instance.notifier, calendar: { appUrl: instance.mail.appUrl } });
          // Two instances' sweeps at once, with a 24-hour lead: one claims the interview, the other finds nothing left.
          const counts = await Promise.all([sendDueReminders(services(ctx.app), 24 * HOUR), sendDueReminders(services(second), 24 * HOUR)]);
          expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
          expect(await sendDueReminders(services(ctx.app), 24 * HOUR)).toBe(0);
        } finally {
          await second.close();
        }
        const reminders = async (agent: Agent) =>
          ((await agent.get('/api/notifications/?limit=1000')).json().results as { kind: string; title: string }[]).filter((item) => item.kind === 'interview_reminder');
        expect(await reminders(candidate.agent)).toEqual([expect.objectContaining({ title: expect.stringContaining('Interview soon: Support Engineer') })]);
        expect((await reminders(owner.agent)).filter((item) => item.title.includes('Cara Candidate'))).toHaveLength(1);
        await ctx.app.queue.drain();
        expect(smtp.to(candidate.signup.email).filter((mail) => mail.header('subject')?.startsWith('Interview soon'))).toHaveLength(1);
      });

      it('leaves alone an interview beyond the lead time, and one released by a reschedule', async () => {
        const { interview } = await proposed();
        await book(candidate.agent, interview.id, interview.slots[0]!.id);
        const services = { db: ctx.app.db, notifier: ctx.app.notifier, calendar: { appUrl: ctx.app.mail.appUrl } };
        const remindedAt = async () => (await ctx.db.selectFrom('interviews').select('reminded_at').where('id', '=', interview.id).executeTakeFirstOrThrow()).reminded_at;
        await sendDueReminders(services, 24 * HOUR);
        expect(await remindedAt()).toBeNull();
        await owner.agent.post(`/api/interviews/${interview.id}/reschedule/`, { reason: 'Sooner.', slots: [slot(1)] });
        await sendDueReminders(services, 100 * HOUR);
        expect(await remindedAt()).toBeNull();
      });
    });
  },
  { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tandem.example/' },
);
