// Jobs held for review (docs/product.md section C20): what the operator's list answers. A decision takes the
// operator's AdminReasonInput (trust.ts), like every operator action.
import { z } from 'zod';

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
