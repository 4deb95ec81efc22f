import { formatInterviewSlot, INTERVIEW_MESSAGES, SERVER_TIME_ZONE, type InterviewAnswer, type InterviewProposalInput, type InterviewRescheduleInput } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import type { PageWindow } from '../../lib/pagination.ts';
import { loadApplication, moveToInterview, organisationOf, type ApplicationRow } from '../jobs/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { interviewCalendar, type CalendarSettings } from './calendar.ts';
import type { InterviewScope, InterviewSide } from './policy.ts';
import { presentInterview } from './presenter.ts';
import {
  bookSlot,
  cancelInterview,
  claimDueReminders,
  findInterview,
  insertInterview,
  listInterviews,
  replaceSlots,
  requestOtherTimes,
  slotsOf,
  type InterviewFilters,
  type InterviewRow,
  type SlotRow,
} from './repository.ts';

export interface InterviewServices {
  db: Db;
  notifier: Notifier;
  calendar: CalendarSettings;
}

export interface LoadedInterview {
  row: InterviewRow;
  slots: SlotRow[];
}

export async function loadInterview(db: Db, id: number): Promise<LoadedInterview> {
  const row = await findInterview(db, id);
  if (!row) throw notFound();
  return { row, slots: await slotsOf(db, [row.id]) };
}

/** A page of the interviews in a scope (a candidate's own, or those about an owner's jobs), newest first. */
export async function interviewsOf(db: Db, scope: InterviewScope, filters: InterviewFilters, window: PageWindow): Promise<{ count: number; results: InterviewAnswer[] }> {
  const { count, rows } = await listInterviews(db, scope, filters, window);
  // The slots of the whole page in one query.
  const slots = await slotsOf(db, rows.map((row) => row.id));
  return { count, results: rows.map((row) => presentInterview(row, slots)) };
}

const conflict = (detail: string) => new HttpError(409, { detail });
/** An application the organisation can still interview for: not withdrawn, not decided. */
const interviewable = (application: ApplicationRow) => application.withdrawn_at === null && application.status !== 'hired' && application.status !== 'rejected';

const candidateLink = '/applications';
const organisationLink = (row: Pick<InterviewRow, 'job_id'>) => `/candidatelist?job=${row.job_id}`;
const companyOf = (row: Pick<InterviewRow, 'company_name'>) => row.company_name ?? 'The organisation';
const place = (row: Pick<InterviewRow, 'location' | 'video_url'>) => (row.location ? `At ${row.location}.` : `By video: ${row.video_url}`);
const when = (slot: SlotRow) => formatInterviewSlot({ start: slot.start_at, end: slot.end_at }, SERVER_TIME_ZONE);

/** The organisation proposes 1 to 5 times for an applicant; the candidate is told and chooses on /applications. */
export async function propose(services: InterviewServices, application: ApplicationRow, by: User, input: InterviewProposalInput): Promise<LoadedInterview> {
  const { db, notifier } = services;
  if (!interviewable(application)) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.applicationNotOpen] });
  const id = await insertInterview(db, {
    applicationId: application.id,
    proposedBy: by.id,
    location: input.location ?? '',
    videoUrl: input.video_url ?? '',
    note: input.note ?? '',
    slots: input.slots,
  });
  if (id === undefined) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.alreadyArranged] });
  const loaded = await loadInterview(db, id);
  await notifier.notify(db, [application.candidate_id], {
    kind: 'interview',
    title: `${companyOf(loaded.row)} invites you to an interview`,
    body: `${application.job_title}: choose one of ${input.slots.length === 1 ? 'the time' : `${input.slots.length} times`} offered, or ask for other times.`,
    link: candidateLink,
  });
  return loaded;
}

/**
 * The candidate books one offered time, once: the application moves to interview (the organisation's reply) and both
 * sides get the calendar invitation (REQUEST) with their notice.
 */
export async function book(services: InterviewServices, loaded: LoadedInterview, slotId: number, candidate: User): Promise<LoadedInterview> {
  const { db } = services;
  const { row } = loaded;
  if (row.status === 'cancelled') throw badRequest({ slot: [INTERVIEW_MESSAGES.interviewCancelled] });
  if (row.status === 'booked') throw conflict(INTERVIEW_MESSAGES.alreadyBooked);
  const slot = loaded.slots.find((item) => item.id === slotId && item.withdrawn_at === null);
  if (!slot) throw badRequest({ slot: [INTERVIEW_MESSAGES.slotNotOffered] });
  if (Date.parse(slot.start_at) <= Date.now()) throw badRequest({ slot: [INTERVIEW_MESSAGES.slotPassed] });
  const application = await loadApplication(db, row.application_id);
  if (!interviewable(application)) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.applicationNotOpen] });
  if (!(await bookSlot(db, row.id, slot))) {
    const now = await loadInterview(db, row.id);
    if (now.row.status === 'booked') throw conflict(INTERVIEW_MESSAGES.alreadyBooked);
    throw badRequest({ slot: [INTERVIEW_MESSAGES.interviewCancelled] });
  }
  await moveToInterview(db, application, candidate.id);
  const booked = await loadInterview(db, row.id);
  await tellBooked(services, booked.row, slot);
  return booked;
}

async function tellBooked(services: InterviewServices, row: InterviewRow, slot: SlotRow): Promise<void> {
  const calendar = interviewCalendar(row, slot, 'REQUEST', services.calendar);
  const body = `${when(slot)}. ${place(row)}`;
  await services.notifier.notify(services.db, [row.candidate_id], { kind: 'interview', title: `Interview booked: ${row.job_title} at ${companyOf(row)}`, body, link: candidateLink, calendar });
  await services.notifier.notify(services.db, await organisationOf(services.db, row), {
    kind: 'interview',
    title: `${row.candidate_name} booked an interview for ${row.job_title}`,
    body,
    link: organisationLink(row),
    calendar,
  });
}

/**
 * Either side asks for a change. The organisation proposes new times (the old ones are withdrawn and a booking is
 * released: the candidate books again, and the new invitation carries a higher SEQUENCE); the candidate gives a
 * reason, which asks the organisation for other times.
 */
export async function reschedule(services: InterviewServices, loaded: LoadedInterview, side: InterviewSide, input: InterviewRescheduleInput): Promise<LoadedInterview> {
  const { db, notifier } = services;
  const { row } = loaded;
  if (row.status === 'cancelled') throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.interviewCancelled] });
  if (side === 'organisation') {
    if (!input.slots) throw badRequest({ slots: [INTERVIEW_MESSAGES.slotsRequiredToReschedule] });
    if (!(await replaceSlots(db, row.id, input.slots, input.reason))) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.interviewCancelled] });
    await notifier.notify(db, [row.candidate_id], {
      kind: 'interview',
      title: `New interview times: ${row.job_title}`,
      body: `${companyOf(row)} proposed new times (“${input.reason}”). Choose one, or ask for others.`,
      link: candidateLink,
    });
  } else {
    if (input.slots) throw badRequest({ slots: [INTERVIEW_MESSAGES.onlyOrganisationProposes] });
    if (!(await requestOtherTimes(db, row.id, input.reason))) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.interviewCancelled] });
    await notifier.notify(db, await organisationOf(db, row), {
      kind: 'interview',
      title: `${row.candidate_name} asked for other interview times`,
      body: `${row.job_title}: “${input.reason}”. Propose new times on the applicant board.`,
      link: organisationLink(row),
    });
  }
  return loadInterview(db, row.id);
}

/** Either side cancels with a reason; calendars that hold the event get METHOD:CANCEL with a higher SEQUENCE. */
export async function cancel(services: InterviewServices, loaded: LoadedInterview, side: InterviewSide, reason: string): Promise<LoadedInterview> {
  const { db, notifier } = services;
  const { row } = loaded;
  if (row.status === 'cancelled' || !(await cancelInterview(db, row.id, reason))) throw badRequest({ non_field_errors: [INTERVIEW_MESSAGES.interviewCancelled] });
  const after = await loadInterview(db, row.id);
  const lastSlot = after.slots.find((slot) => slot.id === row.booked_slot_id);
  const calendar = row.ever_booked === 1 && lastSlot ? interviewCalendar(after.row, lastSlot, 'CANCEL', services.calendar) : undefined;
  const by = side === 'organisation' ? companyOf(row) : row.candidate_name;
  const notice = { kind: 'interview' as const, title: `Interview cancelled: ${row.job_title}`, body: `${by} cancelled the interview: “${reason}”.`, calendar };
  // Whoever's calendar holds the event hears of it; otherwise only the other side.
  const organisation = await organisationOf(db, row);
  if (calendar || side === 'organisation') await notifier.notify(db, [row.candidate_id], { ...notice, link: candidateLink });
  if (calendar || side === 'candidate') await notifier.notify(db, organisation, { ...notice, link: organisationLink(row) });
  return after;
}

/** The interview's calendar file as it stands: REQUEST while booked, CANCEL once cancelled after a booking. */
export function currentCalendar(loaded: LoadedInterview, settings: CalendarSettings) {
  const { row, slots } = loaded;
  const slot = slots.find((item) => item.id === row.booked_slot_id);
  if (row.status === 'booked' && slot) return interviewCalendar(row, slot, 'REQUEST', settings);
  if (row.status === 'cancelled' && row.ever_booked === 1 && slot) return interviewCalendar(row, slot, 'CANCEL', settings);
  return undefined;
}

export const REMINDER_BATCH = 200;

/**
 * The scheduler's task: both sides of every booked interview starting within INTERVIEW_REMINDER_BEFORE are reminded
 * once (interview_reminder: in the bell and by e-mail as each person's settings say).
 */
export async function sendDueReminders(services: InterviewServices, beforeMs: number, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const ids = await claimDueReminders(services.db, now, beforeMs, REMINDER_BATCH);
    for (const id of ids) {
      const row = await findInterview(services.db, id);
      const slot = row ? (await slotsOf(services.db, [id])).find((item) => item.id === row.booked_slot_id) : undefined;
      if (!row || !slot) continue;
      const body = `${when(slot)}. ${place(row)}`;
      await services.notifier.notify(services.db, [row.candidate_id], { kind: 'interview_reminder', title: `Interview soon: ${row.job_title} at ${companyOf(row)}`, body, link: candidateLink });
      await services.notifier.notify(services.db, await organisationOf(services.db, row), {
        kind: 'interview_reminder',
        title: `Interview soon: ${row.candidate_name} for ${row.job_title}`,
        body,
        link: organisationLink(row),
      });
      sent += 1;
    }
    if (ids.length < REMINDER_BATCH) return sent;
  }
}
