// Teams (docs/product.md section C18): roles, limits and words, without zod (the organisation's screens word their
// team and their stage menu on the first screen). The schemas are in teams.ts.

export const COMPANY_MEMBER_ROLES = ['owner', 'member'] as const;
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];
export const COMPANY_MEMBER_ROLE_LABELS: Record<CompanyMemberRole, string> = { owner: 'Owner', member: 'Member' };

/** An invitation's link works for 7 days, once. */
export const COMPANY_INVITE_DAYS = 7;
/** Invitations send e-mail: at most this many an hour per owner. */
export const COMPANY_INVITES_PER_HOUR = 20;
export const APPLICATION_NOTE_MAX = 2000;
export const SKILL_RATING_MIN = 1;
export const SKILL_RATING_MAX = 5;
/** How long a move to Rejected or Hired can be undone; nothing reaches the candidate before it passes. */
export const FINAL_MOVE_UNDO_MS = 10_000;

export const TEAM_MESSAGES = {
  invalidRole: 'Choose Owner or Member.',
  alreadyMember: 'This person already belongs to your organisation.',
  inOtherCompany: 'This person already belongs to another organisation.',
  invited: 'Invitation sent.',
  invalidLink: 'This invitation link is invalid, used or expired.',
  wrongAccount: 'This invitation was sent to another e-mail address. Sign in with that address to join.',
  alreadyInCompany: 'Your account already belongs to an organisation.',
  organisationsOnly: 'Only organisation accounts can join a team.',
  lastOwner: 'An organisation keeps at least one owner. Make someone else an owner first.',
  notAMember: 'This person is not a member of your organisation.',
  duplicateName: 'Is this your organisation? Ask its owner to invite you.',
  /** A rename to the name of another organisation here: refused, not asked (it would pass for them). */
  nameOfAnother: 'Another organisation on Tandem has this name. Choose another.',
  noteRequired: 'Write a note.',
  noteTooLong: `A note is at most ${APPLICATION_NOTE_MAX} characters.`,
  ratingRange: `A rating is from ${SKILL_RATING_MIN} to ${SKILL_RATING_MAX}.`,
  unknownSkill: 'Rate only the skills this job requires.',
  moveHeld: 'A move of this applicant is waiting to be sent. Undo it first, or wait until it is sent.',
  holdOnlyFinal: 'Only a move to Rejected or Hired is held for undo.',
  nothingToUndo: 'There is no move to undo: it has been sent already.',
  notYourMove: 'Only the member who made this move can undo it.',
} as const;

/** Company names compare without case and spaces ('Acme  Ltd' is 'acme ltd'). */
export const companyNameKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');
