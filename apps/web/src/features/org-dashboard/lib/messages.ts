// Words of /orghome that the contract does not hold ('Unable to fetch events' and 'Unable to fetch resources'
// come from COMMUNITY_MESSAGES, 'No jobs found matching your criteria.' from UI_MESSAGES).
export const DASHBOARD_MESSAGES = {
  /**
   * The line under the heading: the period alone until the company's name has arrived, so the line is there from
   * the first frame and nothing below it moves when the name joins it.
   */
  headerLine: (companyName: string | undefined, period: string) => (companyName ? `${companyName} · ${period}` : period),
  noEvents: 'No upcoming events.',
  noOwnEvents: 'You have not created any events yet.',
  noResources: 'No resources yet.',
  noOpportunities: 'You have not posted any volunteer roles yet.',
  noCandidates: 'No applicants yet. They appear here as soon as someone applies to one of your jobs.',
  statsFailed: 'The figures could not be loaded; showing zeros.',
  saved: (what: string) => `${what} saved.`,
  deleted: (what: string) => `${what} deleted.`,
  saveFailed: (what: string) => `Failed to save the ${what.toLowerCase()}.`,
  deleteFailed: (what: string) => `Failed to delete the ${what.toLowerCase()}.`,
  opportunitiesFailed: 'Unable to fetch volunteer roles',
  awaitingFailed: 'Unable to fetch the applicants awaiting your reply',
  replied: (name: string, status: string) => `${name} moved to ${status}.`,
  replyFailed: 'Your reply could not be sent. Please try again.',
  declineHeld: (name: string, seconds: number) => `${name} is declined in ${seconds} s. Nothing is sent before then.`,
  declineHeldByOther: (name: string, by: string, seconds: number) => `${by} is declining ${name} (in ${seconds} s).`,
  declineSending: (name: string) => `Declining ${name}…`,
  declineUndone: (name: string) => `${name} is not declined.`,
  undoFailed: 'Failed to undo the decline',
} as const;
