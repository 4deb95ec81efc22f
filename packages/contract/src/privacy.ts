import { VolunteerHours } from './community/volunteering.ts';
import { z } from 'zod';
import { StoredNotificationKinds } from './notifications.ts';
import { SavedSearchAnswer } from './saved-searches.ts';

/**
 * `DELETE /api/account/`: the password confirms it; an account that signs in with Google only (no password) types
 * its e-mail address instead.
 */
export const DeleteAccountInput = z.object({
  password: z.string().max(1024).optional(),
  email: z.string().max(254).optional(),
});
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;

const nullableText = z.string().nullable();
const jobRef = z.object({ id: z.number(), title: z.string() });

const ExportEducation = z.object({
  institution: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: nullableText,
  end_date: nullableText,
  created_at: z.string(),
});
const ExportExperience = z.object({
  company: z.string(),
  duration: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  is_remote: z.boolean(),
  start_date: nullableText,
  end_date: nullableText,
  responsibilities: z.string(),
  created_at: z.string(),
});
const ExportMessage = z.object({ id: z.number(), body: z.string(), created_at: z.string(), mine: z.boolean(), sender: z.string() });

/**
 * `GET /api/account/export/`: everything Tandem holds about the caller, as one JSON attachment. Organisation users
 * get their own account's data and their company's jobs; candidates' data held by an organisation belongs to
 * those candidates' exports, not to the organisation user's.
 */
export const AccountExport = z.object({
  format: z.literal('tandem-account-export'),
  version: z.literal(1),
  exported_at: z.string(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    title: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    phone_number: z.string(),
    address: z.string(),
    role: z.string(),
    visibility: z.string(),
    profile_picture: nullableText,
    signs_in_with_google: z.boolean(),
    has_password: z.boolean(),
    created_at: z.string(),
    updated_at: z.string(),
  }),
  profile: z
    .object({ city: z.string(), state: z.string(), country: z.string(), created_at: z.string(), updated_at: z.string() })
    .nullable(),
  links: z.object({ linkedin: z.string(), github: z.string(), portfolio: z.string() }).nullable(),
  educations: z.array(ExportEducation),
  experiences: z.array(ExportExperience),
  skills: z.array(z.object({ name: z.string(), score: z.number(), created_at: z.string() })),
  preferences: z
    .object({ job_types: z.string(), work_mode: z.string(), min_salary: z.number().nullable(), seniority: nullableText, updated_at: z.string() })
    .nullable(),
  /** The résumé's details and its text as read; the file itself downloads from `download`. */
  resume: z.object({ filename: z.string(), size: z.number(), created_at: z.string(), text: z.string(), download: z.string() }).nullable(),
  saved_jobs: z.array(z.object({ job: jobRef, created_at: z.string() })),
  applications: z.array(
    z.object({
      id: z.number(),
      job: jobRef,
      company_name: nullableText,
      status: z.string(),
      note: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
      withdrawn_at: nullableText,
      history: z.array(z.object({ from_status: nullableText, to_status: z.string(), created_at: z.string() })),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.number(),
      job: jobRef,
      company_name: z.string(),
      message: z.string(),
      status: z.string(),
      decline_reason: nullableText,
      created_at: z.string(),
      answered_at: nullableText,
    }),
  ),
  /** A candidate's conversations whole; an organisation user's only with the messages they wrote. */
  conversations: z.array(z.object({ id: z.number(), job: jobRef.nullable(), volunteer_role: jobRef.nullable(), other_party: z.string(), created_at: z.string(), messages: z.array(ExportMessage) })),
  notifications: z.array(
    z.object({ kind: z.string(), title: z.string(), body: z.string(), link: z.string(), created_at: z.string(), read_at: nullableText }),
  ),
  /** The kinds as stored: each with the flags the person set, by kind. */
  notification_preferences: z.object({ email_frequency: z.string(), kinds: StoredNotificationKinds, updated_at: z.string() }).nullable(),
  saved_searches: z.array(SavedSearchAnswer),
  blocked_organisations: z.array(z.object({ company: z.object({ id: z.number(), name: z.string() }), created_at: z.string() })),
  volunteer_interests: z.array(z.object({ opportunity: jobRef, note: z.string(), status: z.string(), created_at: z.string() })),
  /** Confirmed volunteering hours per organisation (docs/product.md section C21). */
  volunteer_hours: z.array(VolunteerHours),
  event_registrations: z.array(z.object({ event: jobRef, created_at: z.string() })),
  volunteer_shifts: z.array(z.object({ opportunity: jobRef, start: z.string(), end: z.string(), hours: z.number().nullable() })),
  activity: z.array(z.object({ kind: z.string(), summary: z.string(), created_at: z.string() })),
  sessions: z.array(z.object({ created_at: z.string(), last_seen_at: z.string(), expires_at: z.string(), user_agent: z.string() })),
  company: z
    .object({
      id: z.number(),
      name: z.string(),
      email: z.string(),
      phone_number: z.string(),
      address: z.string(),
      website: z.string(),
      jobs: z.array(
        z.object({
          id: z.number(),
          title: z.string(),
          description: z.string(),
          status: z.string(),
          city: z.string(),
          country: z.string(),
          salary_min: z.number().nullable(),
          salary_max: z.number().nullable(),
          posted_by_you: z.boolean(),
          created_at: z.string(),
          updated_at: z.string(),
        }),
      ),
    })
    .nullable(),
});
export type AccountExport = z.infer<typeof AccountExport>;
