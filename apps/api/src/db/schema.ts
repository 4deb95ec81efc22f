// Table types for Kysely, one file per group of tables under schema/ (conventions in schema/column-types.ts).
import type {
  EventTagsTable,
  EventsTable,
  ResourceReadsTable,
  ResourceTagsTable,
  ResourcesTable,
  TagsTable,
  VolunteerInterestsTable,
  VolunteerOpportunitiesTable,
  VolunteerShiftsTable,
  ShiftSignupsTable,
  EventRegistrationsTable,
} from './schema/community.ts';
import type {
  CompaniesTable,
  CompanyVerificationsTable,
  CompanyBlocksTable,
  CompanyReplyRecordsTable,
  NonprofitProfilesTable,
  SmallbizProfilesTable,
} from './schema/companies.ts';
import type { ConversationsTable, InvitationsTable, MessagesTable } from './schema/conversations.ts';
import type {
  ActivityLogTable,
  JobApplicationEventsTable,
  JobApplicationsTable,
  JobProfilesTable,
  JobSkillsTable,
  SavedJobsTable,
} from './schema/jobs.ts';
import type {
  JobSkillMatricesTable,
  MatchResultsTable,
  MatchingSessionsTable,
  UserSkillMatricesTable,
} from './schema/matching.ts';
import type {
  MailCapSendsTable,
  MailDigestItemsTable,
  MailHeldTable,
  MailOutboxTable,
  NotificationPreferencesTable,
  NotificationsTable,
} from './schema/notifications.ts';
import type {
  ApplicationsTable,
  CandidatePreferencesTable,
  EducationTable,
  ExperienceTable,
  ProfileSkillsTable,
  ResumesTable,
} from './schema/profiles.ts';
import type { SavedSearchAlertsTable, SavedSearchesTable } from './schema/saved-searches.ts';
import type {
  CatalogueSkillsTable,
  SkillAliasesTable,
  SkillCategoriesTable,
  SkillRelationsTable,
} from './schema/skills.ts';
import type { RateCountersTable } from './schema/throttling.ts';
import type { InterviewSlotsTable, InterviewsTable } from './schema/interviews.ts';
import type { AccountTokensTable, SessionsTable, UsersTable } from './schema/users.ts';
import type { AdminAuditTable, ReportsTable } from './schema/trust.ts';
import type { ApplicationHeldMovesTable, ApplicationNotesTable, ApplicationSkillRatingsTable, CompanyInvitesTable } from './schema/teams.ts';

export type * from './schema/community.ts';
export type * from './schema/companies.ts';
export type * from './schema/conversations.ts';
export type * from './schema/jobs.ts';
export type * from './schema/matching.ts';
export type * from './schema/notifications.ts';
export type * from './schema/profiles.ts';
export type * from './schema/saved-searches.ts';
export type * from './schema/skills.ts';
export type * from './schema/throttling.ts';
export type * from './schema/users.ts';
export type * from './schema/teams.ts';
export type * from './schema/interviews.ts';
export type * from './schema/trust.ts';

export interface Database {
  users: UsersTable;
  invitations: InvitationsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  company_blocks: CompanyBlocksTable;
  notifications: NotificationsTable;
  sessions: SessionsTable;
  companies: CompaniesTable;
  company_verifications: CompanyVerificationsTable;
  applications: ApplicationsTable;
  education: EducationTable;
  experience: ExperienceTable;
  profile_skills: ProfileSkillsTable;
  skill_categories: SkillCategoriesTable;
  catalogue_skills: CatalogueSkillsTable;
  skill_aliases: SkillAliasesTable;
  skill_relations: SkillRelationsTable;
  tags: TagsTable;
  job_profiles: JobProfilesTable;
  job_skills: JobSkillsTable;
  saved_jobs: SavedJobsTable;
  job_applications: JobApplicationsTable;
  job_application_events: JobApplicationEventsTable;
  company_reply_records: CompanyReplyRecordsTable;
  smallbiz_profiles: SmallbizProfilesTable;
  nonprofit_profiles: NonprofitProfilesTable;
  events: EventsTable;
  event_tags: EventTagsTable;
  resources: ResourcesTable;
  resource_tags: ResourceTagsTable;
  volunteer_opportunities: VolunteerOpportunitiesTable;
  volunteer_interests: VolunteerInterestsTable;
  job_skill_matrices: JobSkillMatricesTable;
  user_skill_matrices: UserSkillMatricesTable;
  matching_sessions: MatchingSessionsTable;
  match_results: MatchResultsTable;
  resumes: ResumesTable;
  activity_log: ActivityLogTable;
  rate_counters: RateCountersTable;
  resource_reads: ResourceReadsTable;
  notification_preferences: NotificationPreferencesTable;
  mail_outbox: MailOutboxTable;
  mail_digest_items: MailDigestItemsTable;
  mail_cap_sends: MailCapSendsTable;
  mail_held: MailHeldTable;
  saved_searches: SavedSearchesTable;
  saved_search_alerts: SavedSearchAlertsTable;
  account_tokens: AccountTokensTable;
  candidate_preferences: CandidatePreferencesTable;
  company_invites: CompanyInvitesTable;
  application_notes: ApplicationNotesTable;
  application_skill_ratings: ApplicationSkillRatingsTable;
  application_held_moves: ApplicationHeldMovesTable;
  interviews: InterviewsTable;
  interview_slots: InterviewSlotsTable;
  volunteer_shifts: VolunteerShiftsTable;
  shift_signups: ShiftSignupsTable;
  event_registrations: EventRegistrationsTable;
  reports: ReportsTable;
  admin_audit: AdminAuditTable;
}
