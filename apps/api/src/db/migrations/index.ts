import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001_initial.ts';
import * as matchingChanges from './0002_matching_changes.ts';
import * as busReplacesChangeLog from './0003_bus_replaces_change_log.ts';
import * as candidatePreferences from './0004_candidate_preferences.ts';
import * as countersAndResourceReads from './0005_counters_and_resource_reads.ts';
import * as salaryCurrencyPeriod from './0006_salary_currency_period.ts';
import * as dropChangeCounters from './0007_drop_change_counters.ts';
import * as mailAndAccount from './0008_mail_and_account.ts';
import * as notifications from './0009_notifications.ts';
import * as conversations from './0010_conversations.ts';
import * as candidateVisibility from './0011_candidate_visibility.ts';
import * as replyDeadlines from './0012_reply_deadlines.ts';
import * as blocksAndConversationOrder from './0013_blocks_and_conversation_order.ts';
import * as accountDeletion from './0014_account_deletion.ts';
import * as staleJobs from './0015_stale_jobs.ts';
import * as savedSearches from './0016_saved_searches.ts';
import * as companyReplyRecords from './0017_company_reply_records.ts';
import * as replySweepIndex from './0019_reply_sweep_index.ts';
import * as tagOwners from './0021_tag_owners.ts';
import * as mailCaps from './0022_mail_caps.ts';
import * as interviews from './0030_interviews.ts';
import * as companyMembers from './0027_company_members.ts';
import * as applicationNotes from './0028_application_notes.ts';
import * as volunteering from './0032_volunteering.ts';
import * as volunteerConversations from './0035_volunteer_conversations.ts';
import * as heldMoves from './0036_held_moves.ts';
import * as mailUnlessRead from './0039_mail_unless_read.ts';
import * as trustAndSafety from './0033_trust_and_safety.ts';
import * as jobClosingDates from './0037_job_closing_dates.ts';
import * as holdsAndVerification from './0034_holds_and_verification.ts';

/** Migrations listed explicitly (not read from disk) so they run the same under tsx, a bundler or a test runner. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '0001_initial': initial,
      '0002_matching_changes': matchingChanges,
      '0003_bus_replaces_change_log': busReplacesChangeLog,
      '0004_candidate_preferences': candidatePreferences,
      '0005_counters_and_resource_reads': countersAndResourceReads,
      '0006_salary_currency_period': salaryCurrencyPeriod,
      '0007_drop_change_counters': dropChangeCounters,
      '0008_mail_and_account': mailAndAccount,
      '0009_notifications': notifications,
      '0010_conversations': conversations,
      '0011_candidate_visibility': candidateVisibility,
      '0012_reply_deadlines': replyDeadlines,
      '0013_blocks_and_conversation_order': blocksAndConversationOrder,
      '0014_account_deletion': accountDeletion,
      '0015_stale_jobs': staleJobs,
      '0016_saved_searches': savedSearches,
      '0017_company_reply_records': companyReplyRecords,
      '0019_reply_sweep_index': replySweepIndex,
      '0021_tag_owners': tagOwners,
      '0022_mail_caps': mailCaps,
      '0030_interviews': interviews,
      '0027_company_members': companyMembers,
      '0028_application_notes': applicationNotes,
      '0032_volunteering': volunteering,
      '0035_volunteer_conversations': volunteerConversations,
      '0036_held_moves': heldMoves,
      '0039_mail_unless_read': mailUnlessRead,
      '0033_trust_and_safety': trustAndSafety,
      '0037_job_closing_dates': jobClosingDates,
      '0034_holds_and_verification': holdsAndVerification,
    };
  },
};
