import { formatInterviewSlot, SERVER_TIME_ZONE, VOLUNTEERING_MESSAGES, type ShiftAnswer } from '@tandem/contract';
import type { Db } from '../../../db/database.ts';
import type { User } from '../../../db/schema.ts';
import { badRequest, conflict, fieldError, notFound } from '../../../lib/http-errors.ts';
import { isAcceptedVolunteer } from '../volunteer/interest-repository.ts';
import { opportunityPolicy } from '../volunteer/policy.ts';
import { visibleOpportunity } from '../volunteer/service.ts';
import { calendarInvite, type CalendarMethod, type CalendarPart } from '../../../lib/calendar/invite.ts';
import type { Notifier } from '../../notifications/index.ts';
import {
  claimShiftReminders,
  findSignup,
  confirmedHoursOfCompany,
  confirmMinutes,
  findShift,
  givePlaceBack,
  insertShift,
  shiftsOf,
  signedUpShifts,
  takePlace,
  volunteersOf,
  type ShiftRow,
} from './repository.ts';

const presentShift = (row: ShiftRow, signedUp: boolean): ShiftAnswer => ({
  id: row.id,
  opportunity: row.opportunity_id,
  start: row.start_at,
  end: row.end_at,
  capacity: row.capacity,
  places_left: Math.max(0, row.capacity - row.signups_count),
  signed_up: signedUp,
});

async function ownedRole(db: Db, user: User, opportunityId: number) {
  const role = await visibleOpportunity(db, user, opportunityId);
  if (!opportunityPolicy.canChange(user, role)) throw notFound();
  return role;
}

/** A shift the caller may see (its role is visible to them), with its role. */
async function visibleShift(db: Db, user: User | null, id: number) {
  const shift = await findShift(db, id);
  if (!shift) throw notFound();
  return { shift, role: await visibleOpportunity(db, user, shift.opportunity_id) };
}

async function shiftAnswer(db: Db, user: User | null, shift: ShiftRow): Promise<ShiftAnswer> {
  const fresh = (await findShift(db, shift.id)) ?? shift;
  return presentShift(fresh, user ? (await signedUpShifts(db, user.id, [shift.id])).has(shift.id) : false);
}

export async function createShift(db: Db, user: User, opportunityId: number, input: { start: string; end: string; capacity: number }): Promise<ShiftAnswer> {
  await ownedRole(db, user, opportunityId);
  if (Date.parse(input.start) <= Date.now()) throw fieldError('start', VOLUNTEERING_MESSAGES.shiftInPast);
  const id = await insertShift(db, { opportunityId, ...input });
  return presentShift((await findShift(db, id)) as ShiftRow, false);
}

/** A role's shifts: everyone who sees the role reads those not yet over; its organisation reads past ones too. */
export async function listShifts(db: Db, user: User | null, opportunityId: number): Promise<ShiftAnswer[]> {
  const role = await visibleOpportunity(db, user, opportunityId);
  const rows = await shiftsOf(db, opportunityId, opportunityPolicy.canChange(user, role) ? undefined : new Date().toISOString());
  const mine = user ? await signedUpShifts(db, user.id, rows.map((row) => row.id)) : new Set<number>();
  return rows.map((row) => presentShift(row, mine.has(row.id)));
}

/** Where links point, and the host that makes a calendar event's UID unique to this deployment. */
export interface ShiftServices {
  db: Db;
  notifier: Notifier;
  appUrl: (path: string) => string;
}

type Role = Awaited<ReturnType<typeof visibleOpportunity>>;

const when = (shift: Pick<ShiftRow, 'start_at' | 'end_at'>) => formatInterviewSlot({ start: shift.start_at, end: shift.end_at }, SERVER_TIME_ZONE);

/**
 * The volunteer's shift as a calendar invitation, like an interview's (one VEVENT, times in UTC). Its UID names the
 * sign-up, so the cancellation (CANCEL, a higher SEQUENCE) removes that very event, and signing up again after
 * cancelling makes a new one rather than one a calendar would ignore.
 */
function shiftCalendar(role: Role, shift: ShiftRow, signupId: number, volunteer: Pick<User, 'name' | 'email'>, method: CalendarMethod, appUrl: (path: string) => string): CalendarPart {
  const organisation = role.company_name ?? 'Tandem organisation';
  return calendarInvite(
    {
      uid: `shift-${shift.id}-signup-${signupId}@${new URL(appUrl('/')).host}`,
      sequence: method === 'CANCEL' ? 1 : 0,
      start: new Date(shift.start_at),
      end: new Date(shift.end_at),
      summary: `Volunteering: ${role.title} (${organisation})`,
      description: `Your shift for ${organisation}. When: ${when(shift)}. Cancel on Tandem: ${appUrl('/applications')}`,
      location: role.is_remote === 1 ? 'Remote' : [role.city, role.country].filter(Boolean).join(', '),
      organizer: { name: organisation, email: 'no-reply@tandem.invalid' },
      attendees: [{ name: volunteer.name, email: volunteer.email }],
    },
    method,
  );
}

/**
 * An accepted volunteer takes a place on a shift not yet started: 409 'This shift is full.' past capacity. They are
 * told (bell; e-mail as their settings say) with the calendar invitation attached, as an interview's booking is.
 */
export async function signUp(services: ShiftServices, candidate: User, id: number): Promise<ShiftAnswer> {
  const { db } = services;
  const { shift, role } = await visibleShift(db, candidate, id);
  if (!(await isAcceptedVolunteer(db, shift.opportunity_id, candidate.id))) throw badRequest({ non_field_errors: [VOLUNTEERING_MESSAGES.notAccepted] });
  if (Date.parse(shift.start_at) <= Date.now()) throw badRequest({ non_field_errors: [VOLUNTEERING_MESSAGES.shiftStarted] });
  const taken = await takePlace(db, id, candidate.id);
  if (taken === 'full') throw conflict(VOLUNTEERING_MESSAGES.shiftFull);
  const signup = taken === 'signed_up' ? await findSignup(db, id, candidate.id) : undefined;
  if (signup) {
    await services.notifier.notify(db, [candidate.id], {
      kind: 'volunteer_shift',
      title: `Signed up: ${role.title}`,
      body: `${when(shift)} with ${role.company_name ?? 'the organisation'}. The calendar invitation is attached; cancel on Tandem if you cannot come.`,
      link: '/applications',
      calendar: shiftCalendar(role, shift, signup.id, candidate, 'REQUEST', services.appUrl),
    });
  }
  return shiftAnswer(db, candidate, shift);
}

/** Gives the place back before the shift starts; a calendar that took the invitation gets its cancellation. */
export async function cancelSignUp(services: ShiftServices, candidate: User, id: number): Promise<ShiftAnswer> {
  const { db } = services;
  const { shift, role } = await visibleShift(db, candidate, id);
  if (Date.parse(shift.start_at) <= Date.now()) throw badRequest({ non_field_errors: [VOLUNTEERING_MESSAGES.shiftStarted] });
  const signupId = await givePlaceBack(db, id, candidate.id);
  if (signupId !== undefined) {
    await services.notifier.notify(db, [candidate.id], {
      kind: 'volunteer_shift',
      title: `Shift cancelled: ${role.title}`,
      body: `${when(shift)}: your place is given back. Thank you for letting ${role.company_name ?? 'the organisation'} know in time.`,
      link: '/applications',
      calendar: shiftCalendar(role, shift, signupId, candidate, 'CANCEL', services.appUrl),
    });
  }
  return shiftAnswer(db, candidate, shift);
}

/** The shift as a calendar file, for a volunteer who holds a place on it (404 for anybody else). */
export async function shiftIcs(db: Db, user: User, id: number, appUrl: (path: string) => string): Promise<string> {
  const { shift, role } = await visibleShift(db, user, id);
  const signup = await findSignup(db, id, user.id);
  if (!signup) throw notFound();
  return shiftCalendar(role, shift, signup.id, user, 'REQUEST', appUrl).content;
}

export const SHIFT_REMINDER_BATCH = 200;
/** Volunteers are reminded the day before their shift, as people registered for an event are. */
export const SHIFT_REMINDER_BEFORE_MS = 86_400_000;

/**
 * The scheduler's task (docs/product.md section C21), the same mechanism as interviews' reminders: every sign-up to
 * a shift starting within a day is claimed once and its volunteer reminded (bell; e-mail as their settings say).
 */
export async function sendShiftReminders(db: Db, notifier: Notifier, now: Date = new Date()): Promise<number> {
  let sent = 0;
  for (;;) {
    const rows = await claimShiftReminders(db, now, SHIFT_REMINDER_BEFORE_MS, SHIFT_REMINDER_BATCH);
    await notifier.notifyEach(
      db,
      rows.map((row) => ({
        userId: row.user_id,
        kind: 'volunteer_shift' as const,
        title: `Tomorrow: ${row.title}`,
        body: `Your volunteering shift with ${row.company_name ?? 'the organisation'}: ${when({ start_at: row.start_at, end_at: row.end_at })}. Cannot come? Cancel to give your place to someone else.`,
        link: '/applications',
      })),
    );
    sent += rows.length;
    if (rows.length < SHIFT_REMINDER_BATCH) return sent;
  }
}

/** Who signed up to a shift of the organisation's, with hours confirmed. */
export async function shiftVolunteers(db: Db, user: User, id: number) {
  const { shift } = await visibleShift(db, user, id);
  await ownedRole(db, user, shift.opportunity_id);
  const rows = await volunteersOf(db, id);
  return rows.map((row) => ({ user: { id: row.id, name: row.name }, hours: row.minutes === null ? null : row.minutes / 60 }));
}

/** After the shift, the organisation confirms the hours a volunteer gave (again: corrects them). */
export async function confirmHours(db: Db, user: User, id: number, volunteerId: number, hours: number) {
  const { shift } = await visibleShift(db, user, id);
  await ownedRole(db, user, shift.opportunity_id);
  if (Date.parse(shift.end_at) > Date.now()) throw badRequest({ non_field_errors: [VOLUNTEERING_MESSAGES.hoursBeforeEnd] });
  if (!(await confirmMinutes(db, id, volunteerId, Math.round(hours * 60)))) throw fieldError('user', VOLUNTEERING_MESSAGES.notSignedUp);
  const volunteers = await volunteersOf(db, id);
  const row = volunteers.find((item) => item.id === volunteerId);
  return { user: { id: volunteerId, name: row?.name ?? '' }, hours };
}

/** A CSV field: quoted, with quotes doubled, and a leading = + - @ defused so a spreadsheet never runs it. */
const csvField = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** Every confirmed hour given to the organisation, shift by shift, for its funders. */
export async function hoursCsv(db: Db, companyId: number): Promise<string> {
  const rows = await confirmedHoursOfCompany(db, companyId);
  const lines = [['Role', 'Shift start (UTC)', 'Shift end (UTC)', 'Volunteer', 'Hours', 'Confirmed at (UTC)'].map(csvField).join(',')];
  for (const row of rows) {
    lines.push([row.title, row.start_at, row.end_at, row.name, String((row.minutes ?? 0) / 60), row.confirmed_at ?? ''].map(csvField).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}
