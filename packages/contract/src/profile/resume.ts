// The candidate's résumé, as the profile shows it.
import { z } from 'zod';

export const ResumeInfo = z.object({
  filename: z.string(),
  size: z.number(),
  uploaded_at: z.string(),
  url: z.string(),
});
export const ResumeAnswer = z.object({ resume: ResumeInfo.nullable() });
export type ResumeAnswer = z.infer<typeof ResumeAnswer>;
