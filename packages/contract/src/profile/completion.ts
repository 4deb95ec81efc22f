// Profile completion (the candidate home's card).
import { z } from 'zod';

export const PROFILE_CHECKLIST = [
  { key: 'photo', label: 'Add a profile photo', link: '/editprofile' },
  { key: 'phone', label: 'Add your phone number', link: '/editprofile' },
  { key: 'address', label: 'Add your address', link: '/editprofile' },
  { key: 'education', label: 'Add your education', link: '/editprofile' },
  { key: 'skills', label: 'Add at least 3 skills', link: '/editprofile' },
  { key: 'experience', label: 'Add your work experience', link: '/editprofile' },
  { key: 'resume', label: 'Upload your résumé', link: '/profile' },
  { key: 'link', label: 'Add a link (LinkedIn, GitHub or portfolio)', link: '/editprofile' },
] as const;
export type ProfileChecklistKey = (typeof PROFILE_CHECKLIST)[number]['key'];

export const ProfileCompletionAnswer = z.object({
  completion: z.number().int().min(0).max(100),
  checklist: z.array(z.object({ key: z.string(), label: z.string(), done: z.boolean(), link: z.string() })),
});
export type ProfileCompletionAnswer = z.infer<typeof ProfileCompletionAnswer>;
