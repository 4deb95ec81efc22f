// Jobs held for review (docs/product.md section C20): what the operator's list answers. A decision takes the
// operator's AdminReasonInput (trust.ts), like every operator action.
import { z } from 'zod';

export const REVIEW_MESSAGES = {
  /** Beside a held job, for its organisation, before the reasons. */
  heldIntro: 'Held for review: an operator will publish it or tell you why not.',
  /** An organisation cannot make its own held job active or paused (closing or deleting it stays possible). */
  heldStatus: 'This job is held for review: only an operator can publish it. You can still edit, close or delete it.',
  notHeld: 'This job is not held for review.',
} as const;

export const HeldJobAnswer = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  job_type: z.string(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  salary_currency: z.string(),
  salary_period: z.string(),
  company: z.number().nullable(),
  company_name: z.string().nullable(),
  held_reason: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type HeldJobAnswer = z.infer<typeof HeldJobAnswer>;

export const HeldJobList = z.object({ count: z.number(), results: z.array(HeldJobAnswer) });
export type HeldJobList = z.infer<typeof HeldJobList>;
