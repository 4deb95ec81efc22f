// Teams (docs/product.md section C18): who belongs to a company with which role, invitations to join it, and what its
// members keep on an application (notes and per-skill ratings), never shown to the candidate. The schemas; the roles,
// limits and words are in team-words.ts.

import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { APPLICATION_NOTE_MAX, COMPANY_MEMBER_ROLES, SKILL_RATING_MAX, SKILL_RATING_MIN, TEAM_MESSAGES } from './team-words.ts';

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
