// Volunteering that reaches people (docs/product.md section C21): limits and words, without zod (a volunteer role's
// and an organisation's pages show places left on their first screen). The schemas are in volunteering.ts.

export const VOLUNTEERING_LIMITS = {
  noteMax: 1000,
  reasonMax: 500,
  shiftCapacityMax: 1000,
  /** The longest shift and the most hours confirmed for one: a day. */
  hoursMax: 24,
  /** Apply Now e-mails the organisation: at most this many an hour per person. */
  interestsPerHour: 20,
  /** Accepting and declining e-mail the candidate. */
  answersPerHour: 200,
} as const;

export const VOLUNTEERING_MESSAGES = {
  noteRequired: 'Write a short note to the organisation.',
  consentRequired: 'Agree to share your name and e-mail with the organisation.',
  alreadyAnswered: 'This interest has already been answered.',
  shiftCapacity: `Capacity must be a whole number from 1 to ${VOLUNTEERING_LIMITS.shiftCapacityMax}.`,
  shiftEndBeforeStart: 'The shift must end after it starts.',
  shiftTooLong: `A shift lasts at most ${VOLUNTEERING_LIMITS.hoursMax} hours.`,
  shiftInPast: 'A shift must start in the future.',
  shiftFull: 'This shift is full.',
  shiftStarted: 'This shift has already started.',
  notAccepted: 'Only volunteers the organisation accepted can sign up to its shifts.',
  hoursRange: `Hours must be more than 0 and at most ${VOLUNTEERING_LIMITS.hoursMax}, in quarters of an hour.`,
  hoursBeforeEnd: 'Hours can be confirmed once the shift has ended.',
  notSignedUp: 'This person did not sign up to this shift.',
  interestSent: 'Your interest was sent. The organisation has been told and will reply by',
} as const;

/** no_reply: the reply deadline passed with no answer (the organisation may still answer it late). */
export const VOLUNTEER_INTEREST_STATUSES = ['pending', 'accepted', 'declined', 'no_reply'] as const;
export type VolunteerInterestStatus = (typeof VOLUNTEER_INTEREST_STATUSES)[number];

/** places left as a person reads it: '3 places left', '1 place left'. */
export const placesLeftLabel = (placesLeft: number): string => (placesLeft === 1 ? '1 place left' : `${placesLeft} places left`);
