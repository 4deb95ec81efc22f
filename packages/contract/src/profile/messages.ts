// Limits and messages of the profile area (docs/product.md sections 3, 5 and 7).
import { LIMITS } from '../limits.ts';
import { MESSAGES } from '../messages.ts';

export const PROFILE_MESSAGES = {
  educationMax: MESSAGES.educationMax,
  experienceMax: MESSAGES.experienceMax,
  invalidPdf: MESSAGES.invalidPdf,
  skillNotInCatalogue: 'Choose a skill from the list: this one is not in the skill catalogue.',
  skillAlreadyAdded: 'This skill is already on your profile.',
  score: `Proficiency must be a whole number from ${LIMITS.scoreMin} to ${LIMITS.scoreMax}.`,
  invalidUrl: 'Enter a valid URL starting with http:// or https://.',
  invalidDate: 'Enter a valid date as YYYY-MM-DD.',
  endBeforeStart: 'The end date cannot be before the start date.',
  invalidText: 'This field contains characters that are not allowed.',
  invalidId: 'A valid integer is required.',
  invalidBoolean: 'Must be a valid boolean.',
  cannotChange: 'This field cannot be changed.',
  profileExists: 'You already have a profile.',
  profileNotDeletable: 'A profile cannot be deleted; remove its entries instead.',
} as const;

export const PROFILE_LIMITS = {
  /** Largest id a PostgreSQL integer column holds: a larger one is a client's mistake, never a query. */
  maxRecordId: 2_147_483_647,
  resumeFilenameMax: 200,
  catalogueSearchMax: 100,
  completionMinSkills: 3,
} as const;
