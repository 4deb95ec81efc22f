// Teams (docs/product.md section C18): who belongs to a company with which role, invitations to join it, and what its
// members keep on an application (notes and per-skill ratings), never shown to the candidate.

import { z } from 'zod';
import { emailSchema } from './auth.ts';

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

export const CompanyMemberAnswer = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_MEMBER_ROLES),
  joined_at: z.string(),
});
export type CompanyMemberAnswer = z.infer<typeof CompanyMemberAnswer>;

/** What the signed-in user may do in their company: the web shows what these allow and re-derives nothing. */
export const CompanyAbilities = z.object({
  role: z.enum(COMPANY_MEMBER_ROLES).nullable(),
  manage_jobs: z.boolean(),
  manage_members: z.boolean(),
  edit_company: z.boolean(),
});
export type CompanyAbilities = z.infer<typeof CompanyAbilities>;

export const CompanyMembersAnswer = z.object({ results: z.array(CompanyMemberAnswer), abilities: CompanyAbilities });
export type CompanyMembersAnswer = z.infer<typeof CompanyMembersAnswer>;

const roleField = z.enum(COMPANY_MEMBER_ROLES, { error: TEAM_MESSAGES.invalidRole });

export const CompanyInviteInput = z.object({ email: emailSchema, role: roleField.default('member') });
export type CompanyInviteInput = z.input<typeof CompanyInviteInput>;

export const CompanyJoinInput = z.object({ token: z.string().trim().min(1, TEAM_MESSAGES.invalidLink).max(200, TEAM_MESSAGES.invalidLink) });
export type CompanyJoinInput = z.input<typeof CompanyJoinInput>;

export const CompanyJoinAnswer = z.object({ company: z.number(), company_name: z.string(), role: z.enum(COMPANY_MEMBER_ROLES) });
export type CompanyJoinAnswer = z.infer<typeof CompanyJoinAnswer>;

export const CompanyMemberRoleInput = z.object({ role: roleField });
export type CompanyMemberRoleInput = z.input<typeof CompanyMemberRoleInput>;

export const ApplicationNoteInput = z.object({
  body: z.string({ error: TEAM_MESSAGES.noteRequired }).trim().min(1, TEAM_MESSAGES.noteRequired).max(APPLICATION_NOTE_MAX, TEAM_MESSAGES.noteTooLong),
});
export type ApplicationNoteInput = z.input<typeof ApplicationNoteInput>;

export const ApplicationNoteAnswer = z.object({ id: z.number(), body: z.string(), author: z.string(), created_at: z.string() });
export type ApplicationNoteAnswer = z.infer<typeof ApplicationNoteAnswer>;

export const SkillRatingInput = z.object({
  skill: z.string().trim().min(1, TEAM_MESSAGES.unknownSkill).max(200, TEAM_MESSAGES.unknownSkill),
  rating: z.coerce.number({ error: TEAM_MESSAGES.ratingRange }).int(TEAM_MESSAGES.ratingRange).min(SKILL_RATING_MIN, TEAM_MESSAGES.ratingRange).max(SKILL_RATING_MAX, TEAM_MESSAGES.ratingRange),
});
export type SkillRatingInput = z.input<typeof SkillRatingInput>;

/** Per required skill: the signed-in member's own rating and the team's average (null when nobody rated it). */
export const SkillRatingsAnswer = z.object({
  results: z.array(z.object({ skill: z.string(), mine: z.number().nullable(), average: z.number().nullable(), count: z.number() })),
});
export type SkillRatingsAnswer = z.infer<typeof SkillRatingsAnswer>;

/** One step of an application's history: who moved it from which stage to which, and when (oldest first). */
export const ApplicationEventAnswer = z.object({
  id: z.number(),
  /** Null for the application itself (it starts at applied). */
  from: z.string().nullable(),
  /** A stage, or 'withdrawn' when the candidate withdrew. */
  to: z.string(),
  /** Who made it: a member, the candidate, 'Tandem' for the reply deadline's sweep, or 'Deleted user'. */
  by: z.string(),
  at: z.string(),
});
export type ApplicationEventAnswer = z.infer<typeof ApplicationEventAnswer>;

/** The match score (0 to 100, the matching engine's) of each of a job's applicants the organisation may see ranked. */
export const ApplicantScoresAnswer = z.object({ results: z.array(z.object({ candidate: z.number(), score: z.number() })) });
export type ApplicantScoresAnswer = z.infer<typeof ApplicantScoresAnswer>;

/** Company names compare without case and spaces ('Acme  Ltd' is 'acme ltd'). */
export const companyNameKey = (name: string): string => name.toLowerCase().replace(/\s+/g, '');
