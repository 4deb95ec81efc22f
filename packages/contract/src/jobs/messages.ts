// Limits and messages of the jobs area (companies, job postings, applications, organisation profiles, dashboards).
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

export const JOBS_LIMITS = {
  /** One keyword or perk, and how many a job may list. */
  listItemMax: 100,
  listItemsMax: 50,
  applicationNoteMax: 2000,
  charityNumberMax: 50,
  statsDaysMin: 1,
  statsDaysMax: 366,
  recentActivity: 10,
  recentCandidates: 5,
  /** Largest id a PostgreSQL integer column holds: a larger one is a client's mistake, never a query. */
  maxRecordId: 2_147_483_647,
  /** How far ahead a closing date may be: a year (docs/product.md section C16). */
  closesWithinDays: 365,
} as const;

export const JOBS_MESSAGES = {
  required: MESSAGES.required,
  invalidEmail: MESSAGES.invalidEmail,
  emailTooLong: MESSAGES.emailTooLong,
  invalidString: 'Not a valid string.',
  invalidText: MESSAGES.invalidText,
  invalidNumber: 'A valid number is required.',
  invalidInteger: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  invalidChoice: 'Select a valid choice.',
  invalidUrl: 'Enter a valid URL starting with http:// or https://.',
  invalidPhone: 'Enter a valid phone number.',
  invalidList: 'Enter a comma-separated text or a list of texts.',
  listItemTooLong: `Each item may have at most ${JOBS_LIMITS.listItemMax} characters.`,
  tooManyItems: `Enter at most ${JOBS_LIMITS.listItemsMax} items.`,
  salaryNegative: 'Ensure this value is greater than or equal to 0.',
  salaryTooLarge: `Ensure this value is less than or equal to ${LIMITS.salaryMax}.`,
  salaryOrder: 'Maximum salary must be greater than or equal to minimum salary.',
  /** A keyword outside the skill catalogue (docs/product.md section C14). */
  keywordNotInCatalogue: 'Choose a skill from the list',
  yearsOfExperience: `Years of experience must be a whole number from 0 to ${LIMITS.yearsOfExperienceMax}.`,
  jobType: 'Select a valid job type: full-time, part-time, contract, temporary, intern or volunteering.',
  jobStatus: 'Select a valid status: active, paused or closed.',
  closesOnInvalid: 'Enter the closing date as a date, YYYY-MM-DD.',
  closesOnPast: 'The closing date cannot be in the past.',
  closesOnTooFar: `The closing date must be within ${JOBS_LIMITS.closesWithinDays} days.`,
  statusMismatch: 'is_active must be true exactly when the status is active.',
  addCompanyFirst: 'Please add your company details before posting a job.',
  companyExists: 'Your account already has a company.',
  companyNotDeletable: 'A company cannot be deleted: it outlives its jobs.',
  onlyOwnCompany: 'You can only manage the profile of your own company.',
  smallbizProfileExists: 'This company already has a small-business profile.',
  nonprofitProfileExists: 'This company already has a nonprofit profile.',
  alreadyApplied: 'You have already applied to this job.',
  applicationNotOpen: 'This application is no longer open.',
  alreadyWithdrawn: 'This application has already been withdrawn.',
  invalidMove: (from: string, to: string) => `An application cannot move from ${from} to ${to}.`,
  applicationStatus: 'Select a valid status: applied, screening, interview, offer, hired, rejected or no_reply.',
  rejectionNote: 'Select one of the suggested notes.',
  rejectionNoteOnlyWithRejection: 'A rejection note goes only with the status rejected.',
  ordering: 'Select a valid ordering.',
  period: 'Select a valid period: 7d, 30d, month or year.',
} as const;
