import { DELETED_USER_NAME, SAVED_SEARCHES_MAX, StoredNotificationKinds, type AccountExport } from '@tandem/contract';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { nowIso } from '../../lib/time.ts';
import { experienceFields, volunteerHoursOf } from '../profile/index.ts';
import { ownSavedSearches } from '../saved-searches/index.ts';

/** The kinds as kept; a row that does not parse (never written by this app) exports as none set. */
const storedKinds = (text: string): StoredNotificationKinds => {
  try {
    return StoredNotificationKinds.catch({}).parse(JSON.parse(text));
  } catch {
    return {};
  }
};

/**
 * Everything held about one user (docs/product.md section C13), each part read by that user's id only: the
 * profile and its entries, applications with their history, invitations, conversations, notifications and
 * their preferences, blocked organisations, sessions (never their tokens), and for an organisation user the company's jobs.
 */
/** Hours given, events registered for and shifts signed up to (docs/product.md section C21). */
async function volunteeringOf(db: Db, userId: number) {
  const [hours, events, shifts] = await Promise.all([
    volunteerHoursOf(db, userId),
    db
      .selectFrom('event_registrations as r')
      .innerJoin('events as e', 'e.id', 'r.event_id')
      .select(['e.id', 'e.title', 'r.created_at'])
      .where('r.user_id', '=', userId)
      .orderBy('r.id')
      .execute(),
    db
      .selectFrom('shift_signups as s')
      .innerJoin('volunteer_shifts as h', 'h.id', 's.shift_id')
      .innerJoin('volunteer_opportunities as o', 'o.id', 'h.opportunity_id')
      .select(['o.id', 'o.title', 'h.start_at', 'h.end_at', 's.minutes'])
      .where('s.user_id', '=', userId)
      .orderBy('s.id')
      .execute(),
  ]);
  return {
    volunteer_hours: hours,
    event_registrations: events.map((row) => ({ event: { id: row.id, title: row.title }, created_at: row.created_at })),
    volunteer_shifts: shifts.map((row) => ({ opportunity: { id: row.id, title: row.title }, start: row.start_at, end: row.end_at, hours: row.minutes === null ? null : row.minutes / 60 })),
  };
}

export async function exportAccount(db: Db, user: User): Promise<AccountExport> {
  const isCandidate = user.role === 'candidate';
  const profile = await db.selectFrom('applications').selectAll().where('user_id', '=', user.id).executeTakeFirst();
  const profileId = profile?.id ?? -1;
  const [educations, experiences, skills, preferences, resume, savedJobs, interests, activity, sessions, notifications, notificationPreferences] = await Promise.all([
    db.selectFrom('education').selectAll().where('application_id', '=', profileId).orderBy('id').execute(),
    db.selectFrom('experience').selectAll().where('application_id', '=', profileId).orderBy('id').execute(),
    db.selectFrom('profile_skills').select(['name', 'score', 'created_at']).where('application_id', '=', profileId).orderBy('id').execute(),
    db.selectFrom('candidate_preferences').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
    db.selectFrom('resumes').select(['filename', 'size', 'created_at', 'text']).where('user_id', '=', user.id).executeTakeFirst(),
    db
      .selectFrom('saved_jobs as s')
      .innerJoin('job_profiles as j', 'j.id', 's.job_id')
      .select(['j.id', 'j.title', 's.created_at'])
      .where('s.user_id', '=', user.id)
      .orderBy('s.id')
      .execute(),
    db
      .selectFrom('volunteer_interests as v')
      .innerJoin('volunteer_opportunities as o', 'o.id', 'v.opportunity_id')
      .select(['o.id', 'o.title', 'v.note', 'v.status', 'v.created_at'])
      .where('v.user_id', '=', user.id)
      .orderBy('v.id')
      .execute(),
    db.selectFrom('activity_log').select(['kind', 'summary', 'created_at']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'expires_at', 'user_agent']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('notifications').select(['kind', 'title', 'body', 'link', 'created_at', 'read_at']).where('user_id', '=', user.id).orderBy('id').execute(),
    db.selectFrom('notification_preferences').selectAll().where('user_id', '=', user.id).executeTakeFirst(),
  ]);

  return {
    format: 'tandem-account-export',
    version: 1,
    exported_at: nowIso(),
    user: {
      id: user.id,
      name: user.name,
      title: user.title,
      email: user.email,
      email_verified: user.email_verified === 1,
      phone_number: user.phone_number,
      address: user.address,
      role: user.role,
      visibility: user.visibility,
      profile_picture: user.profile_picture,
      signs_in_with_google: user.google_sub !== null,
      has_password: user.password_hash !== null,
      created_at: user.created_at,
      updated_at: user.updated_at,
    },
    profile: profile ? { city: profile.city, state: profile.state, country: profile.country, created_at: profile.created_at, updated_at: profile.updated_at } : null,
    links: profile ? { linkedin: profile.linkedin, github: profile.github, portfolio: profile.portfolio } : null,
    educations: educations.map(({ institution, degree, field_of_study, start_date, end_date, created_at }) => ({ institution, degree, field_of_study, start_date, end_date, created_at })),
    experiences: experiences.map((row) => ({ ...experienceFields(row), created_at: row.created_at })),
    skills,
    preferences: preferences
      ? { job_types: preferences.job_types, work_mode: preferences.work_mode, min_salary: preferences.min_salary, seniority: preferences.seniority, updated_at: preferences.updated_at }
      : null,
    resume: resume ? { ...resume, download: `/common/resume/${user.id}/file/` } : null,
    saved_jobs: savedJobs.map((row) => ({ job: { id: row.id, title: row.title }, created_at: row.created_at })),
    applications: isCandidate ? await applicationsOf(db, user.id) : [],
    invitations: isCandidate ? await invitationsOf(db, user.id) : [],
    conversations: await conversationsOf(db, user),
    notifications,
    notification_preferences: notificationPreferences
      ? { email_frequency: notificationPreferences.email_frequency, kinds: storedKinds(notificationPreferences.kinds), updated_at: notificationPreferences.updated_at }
      : null,
    saved_searches: await savedSearchesOf(db, user.id),
    blocked_organisations: (
      await db
        .selectFrom('company_blocks as b')
        .innerJoin('companies as c', 'c.id', 'b.company_id')
        .select(['c.id', 'c.name', 'b.created_at'])
        .where('b.candidate_id', '=', user.id)
        .orderBy('b.created_at')
        .execute()
    ).map((row) => ({ company: { id: row.id, name: row.name }, created_at: row.created_at })),
    volunteer_interests: interests.map((row) => ({ opportunity: { id: row.id, title: row.title }, note: row.note, status: row.status, created_at: row.created_at })),
    ...(await volunteeringOf(db, user.id)),
    activity,
    sessions,
    company: await companyOf(db, user),
  };
}

async function applicationsOf(db: Db, userId: number): Promise<AccountExport['applications']> {
  const rows = await db
    .selectFrom('job_applications as a')
    .innerJoin('job_profiles as j', 'j.id', 'a.job_id')
    .leftJoin('companies as c', 'c.id', 'j.company_id')
    .select(['a.id', 'a.status', 'a.note', 'a.created_at', 'a.updated_at', 'a.withdrawn_at', 'j.id as job_id', 'j.title as job_title', 'c.name as company_name'])
    .where('a.candidate_id', '=', userId)
    .orderBy('a.id')
    .execute();
  const events =
    rows.length === 0
      ? []
      : await db
          .selectFrom('job_application_events')
          .select(['job_application_id', 'from_status', 'to_status', 'created_at'])
          .where('job_application_id', 'in', rows.map((row) => row.id))
          .orderBy('id')
          .execute();
  return rows.map((row) => ({
    id: row.id,
    job: { id: row.job_id, title: row.job_title },
    company_name: row.company_name,
    status: row.status,
    note: row.note,
    created_at: row.created_at,
    updated_at: row.updated_at,
    withdrawn_at: row.withdrawn_at,
    history: events.filter((event) => event.job_application_id === row.id).map(({ from_status, to_status, created_at }) => ({ from_status, to_status, created_at })),
  }));
}

async function invitationsOf(db: Db, userId: number): Promise<AccountExport['invitations']> {
  const rows = await db
    .selectFrom('invitations as i')
    .innerJoin('job_profiles as j', 'j.id', 'i.job_id')
    .innerJoin('companies as c', 'c.id', 'i.company_id')
    .select(['i.id', 'i.message', 'i.status', 'i.decline_reason', 'i.created_at', 'i.answered_at', 'j.id as job_id', 'j.title as job_title', 'c.name as company_name'])
    .where('i.candidate_id', '=', userId)
    .orderBy('i.id')
    .execute();
  return rows.map(({ job_id, job_title, ...row }) => ({ ...row, job: { id: job_id, title: job_title } }));
}

/** A candidate's conversations whole; an organisation user's, where they wrote, with their own messages only. */
async function conversationsOf(db: Db, user: User): Promise<AccountExport['conversations']> {
  const isCandidate = user.role === 'candidate';
  let query = db
    .selectFrom('conversations as c')
    .leftJoin('job_profiles as j', 'j.id', 'c.job_id')
    .leftJoin('volunteer_opportunities as vo', 'vo.id', 'c.opportunity_id')
    .innerJoin('companies as co', 'co.id', 'c.company_id')
    .leftJoin('users as cand', 'cand.id', 'c.candidate_id')
    .select(['c.id', 'c.created_at', 'j.id as job_id', 'j.title as job_title', 'vo.id as opportunity_id', 'vo.title as opportunity_title', 'co.name as company_name', 'cand.name as candidate_name']);
  query = isCandidate
    ? query.where('c.candidate_id', '=', user.id)
    : query.where('c.id', 'in', db.selectFrom('messages').select('conversation_id').where('sender_id', '=', user.id));
  const conversations = await query.orderBy('c.id').execute();
  if (conversations.length === 0) return [];
  let messages = db
    .selectFrom('messages as m')
    .leftJoin('users as u', 'u.id', 'm.sender_id')
    .select(['m.id', 'm.conversation_id', 'm.sender_id', 'm.body', 'm.created_at', 'u.name as sender_name'])
    .where('m.conversation_id', 'in', conversations.map((row) => row.id));
  if (!isCandidate) messages = messages.where('m.sender_id', '=', user.id);
  const rows = await messages.orderBy('m.id').execute();
  return conversations.map((conversation) => ({
    id: conversation.id,
    job: conversation.job_id === null ? null : { id: conversation.job_id, title: conversation.job_title ?? '' },
    volunteer_role: conversation.opportunity_id === null ? null : { id: conversation.opportunity_id, title: conversation.opportunity_title ?? '' },
    other_party: isCandidate ? conversation.company_name : (conversation.candidate_name ?? DELETED_USER_NAME),
    created_at: conversation.created_at,
    messages: rows
      .filter((row) => row.conversation_id === conversation.id)
      .map((row) => ({
        id: row.id,
        body: row.body,
        created_at: row.created_at,
        mine: row.sender_id === user.id,
        sender: row.sender_id === null ? DELETED_USER_NAME : (row.sender_name ?? DELETED_USER_NAME),
      })),
  }));
}

/** The person's saved searches, as the API answers them (docs/product.md section C12). */
async function savedSearchesOf(db: Db, userId: number): Promise<AccountExport['saved_searches']> {
  return ownSavedSearches(db, userId, SAVED_SEARCHES_MAX * 10);
}

async function companyOf(db: Db, user: User): Promise<AccountExport['company']> {
  if (user.role === 'candidate' || user.company_id === null) return null;
  const company = await db.selectFrom('companies').select(['id', 'name', 'email', 'phone_number', 'address', 'website']).where('id', '=', user.company_id).executeTakeFirst();
  if (!company) return null;
  const jobs = await db
    .selectFrom('job_profiles')
    .select(['id', 'title', 'description', 'status', 'city', 'country', 'salary_min', 'salary_max', 'created_by', 'created_at', 'updated_at'])
    .where('company_id', '=', company.id)
    .orderBy('id')
    .execute();
  return { ...company, jobs: jobs.map(({ created_by, ...job }) => ({ ...job, posted_by_you: created_by === user.id })) };
}
