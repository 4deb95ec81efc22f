// Limits and messages of the community area (events, resources, tags, volunteer opportunities, geography), apart
// from its schemas: a screen that only shows one of these messages (the career resources card on /home) then does
// not pull zod and every community schema into its first load. Re-exported by community/index.ts.
import { MESSAGES } from '../messages.ts';

export const COMMUNITY_LIMITS = {
  tagsPerItem: 10,
  tagNameMax: 50,
  typeMax: 50,
  capacityMax: 1_000_000,
  keywordsMax: 30,
  keywordMax: 100,
  searchMax: 200,
  /** Largest id a PostgreSQL integer column holds: a larger one is a client's mistake, never a query. */
  maxRecordId: 2_147_483_647,
  importanceMin: 0,
  importanceMax: 10,
  defaultTagColor: '#6366f1',
} as const;

export const COMMUNITY_MESSAGES = {
  eventsFetchFailed: 'Unable to fetch events',
  resourcesFetchFailed: 'Unable to fetch resources',
  eventFull: 'This event is full.',
  registrationClosed: 'Registration is closed.',
  required: MESSAGES.required,
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidTimestamp: 'Enter a valid date and time with its time zone, e.g. 2025-06-01T18:00:00Z.',
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  invalidUrl: 'Enter a valid URL starting with http:// or https://.',
  invalidColor: 'Enter a colour as #rrggbb.',
  invalidText: 'This field contains characters that are not allowed.',
  invalidString: 'Not a valid string.',
  invalidId: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  capacity: `Capacity must be a whole number from 1 to ${COMMUNITY_LIMITS.capacityMax}, or empty for unlimited.`,
  tooManyTags: `An item can have at most ${COMMUNITY_LIMITS.tagsPerItem} tags.`,
  invalidTag: 'Give each tag as a name or an id.',
  tagNotFound: 'Tag not found.',
  tagNameRequired: 'A tag needs a name.',
  tagNameTaken: 'A tag with this name already exists.',
  tooManyKeywords: `Give at most ${COMMUNITY_LIMITS.keywordsMax} keywords.`,
  keywordTooLong: `Each keyword has at most ${COMMUNITY_LIMITS.keywordMax} characters.`,
  invalidKeywords: 'Give keywords as a comma-separated text or a list of texts.',
  invalidTimeCommitment: 'Choose one of One-time, Weekly, Monthly or Flexible.',
  invalidCategory: 'Choose one of Marketing, Technology, Design, Finance or Operations.',
  invalidLocation: 'Choose a city, Remote or Any.',
  needsCompany: 'Add your company details first.',
  organisationsOnly: 'Only organisation accounts can do this.',
  candidatesOnly: 'Only candidates can do this.',
  jobNotFound: 'Job not found.',
  skillNotFound: 'Skill not found.',
  importance: `Importance must be a whole number from ${COMMUNITY_LIMITS.importanceMin} to ${COMMUNITY_LIMITS.importanceMax}.`,
  level: `Level must be a whole number from ${COMMUNITY_LIMITS.importanceMin} to ${COMMUNITY_LIMITS.importanceMax}.`,
  duplicateJobSkill: 'The fields job, skill must make a unique set.',
  duplicateUserSkill: 'The fields user, skill must make a unique set.',
  cannotChange: 'This field cannot be changed.',
  deletedOrganisation: 'Deleted organisation',
} as const;
