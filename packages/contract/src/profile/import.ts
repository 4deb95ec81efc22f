// Import a résumé or LinkedIn export as a draft, and export the profile as a JSON Resume (issue 32).
// Its messages and limits are in import-words.ts, which /editprofile's first screen reads without building these.
import { z } from 'zod';

export const IMPORT_SOURCES = ['pdf', 'docx', 'json-resume', 'linkedin'] as const;

export const ImportedEducation = z.object({
  institution: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
});
export type ImportedEducation = z.infer<typeof ImportedEducation>;

export const ImportedExperience = z.object({
  company: z.string(),
  /** The job title (the profile calls it `duration`, docs/product.md section 2). */
  duration: z.string(),
  city: z.string(),
  country: z.string(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  responsibilities: z.string(),
});
export type ImportedExperience = z.infer<typeof ImportedExperience>;

export const ImportedSkill = z.object({
  name: z.string(),
  score: z.number().int(),
  /** Where the skill was found: the sentence or entry that names it. */
  evidence: z.string(),
});
export type ImportedSkill = z.infer<typeof ImportedSkill>;

/** POST /api/profile/import/: what the file says, for the candidate to review; nothing is saved. */
export const ImportDraft = z.object({
  source: z.enum(IMPORT_SOURCES),
  personal: z.object({ name: z.string(), title: z.string(), phone_number: z.string(), address: z.string() }),
  links: z.object({ linkedin: z.string(), github: z.string(), portfolio: z.string() }),
  education: z.array(ImportedEducation),
  experience: z.array(ImportedExperience),
  skills: z.array(ImportedSkill),
  /** Items the file holds that the draft leaves out, each said in a sentence (over the limits, or not a catalogue skill). */
  not_imported: z.array(z.string()),
});
export type ImportDraft = z.infer<typeof ImportDraft>;

/** GET /api/profile/export/?format=json-resume: a JSON Resume 1.0 document (jsonresume.org), the parts Tandem holds. */
export const JsonResumeExport = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string(),
    label: z.string(),
    email: z.string(),
    phone: z.string(),
    url: z.string(),
    location: z.object({ address: z.string(), city: z.string(), region: z.string(), countryCode: z.string() }),
    profiles: z.array(z.object({ network: z.string(), url: z.string(), username: z.string() })),
  }),
  work: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      location: z.string(),
      startDate: z.string(),
      endDate: z.string(),
      summary: z.string(),
    }),
  ),
  education: z.array(
    z.object({ institution: z.string(), studyType: z.string(), area: z.string(), startDate: z.string(), endDate: z.string() }),
  ),
  skills: z.array(z.object({ name: z.string(), level: z.string(), keywords: z.array(z.string()) })),
  meta: z.object({ version: z.string(), canonical: z.string() }),
});
export type JsonResumeExport = z.infer<typeof JsonResumeExport>;
