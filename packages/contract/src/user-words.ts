// The words of a user's record, apart from its schemas (users.ts), for screens that show them without checking.
/** A visibility outside the three choices. */
export const VISIBILITY_MESSAGE = 'Select a valid choice: open, applied or hidden.';

export const USER_MESSAGES = {
  visibility: VISIBILITY_MESSAGE,
  visibilityCandidatesOnly: 'Only candidate accounts choose who sees them.',
  /** The toast once a visibility is saved. */
  visibilitySaved: 'Your visibility is saved.',
  visibilityFailed: 'Failed to save your visibility. Please try again.',
} as const;
