import type { JsonResumeExport } from '@tandem/contract';

export interface ProfileForExport {
  user: { name: string; email: string; phone_number: string };
  application: { linkedin: string; github: string; portfolio: string; city: string; state: string; country: string } | undefined;
  education: { institution: string; degree: string; field_of_study: string; start_date: string | null; end_date: string | null }[];
  experience: { company: string; duration: string; city: string; country: string; start_date: string | null; end_date: string | null; responsibilities: string }[];
  skills: { name: string; score: number }[];
}

/** A level word and the exact score, so that reading the export back gives the same proficiency ("Advanced (8/10)"). */
export function levelOf(score: number): string {
  const word = score >= 9 ? 'Expert' : score >= 7 ? 'Advanced' : score >= 4 ? 'Intermediate' : 'Beginner';
  return `${word} (${score}/10)`;
}

const place = (city: string, country: string) => (city && country ? `${city}, ${country}` : city || country);

/** The profile as a JSON Resume 1.0 document (jsonresume.org/schema): what POST /api/profile/import/ reads back. */
export function toJsonResume(profile: ProfileForExport): JsonResumeExport {
  const application = profile.application;
  const profiles = [
    ...(application?.linkedin ? [{ network: 'LinkedIn', url: application.linkedin, username: '' }] : []),
    ...(application?.github ? [{ network: 'GitHub', url: application.github, username: '' }] : []),
  ];
  return {
    $schema: 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json',
    basics: {
      name: profile.user.name,
      label: '',
      email: profile.user.email,
      phone: profile.user.phone_number,
      url: application?.portfolio ?? '',
      location: { address: place(application?.city ?? '', application?.country ?? ''), city: application?.city ?? '', region: application?.state ?? '', countryCode: '' },
      profiles,
    },
    work: profile.experience.map((entry) => ({
      name: entry.company,
      position: entry.duration,
      location: place(entry.city, entry.country),
      startDate: entry.start_date ?? '',
      endDate: entry.end_date ?? '',
      summary: entry.responsibilities,
    })),
    education: profile.education.map((entry) => ({
      institution: entry.institution,
      studyType: entry.degree,
      area: entry.field_of_study,
      startDate: entry.start_date ?? '',
      endDate: entry.end_date ?? '',
    })),
    skills: profile.skills.map((skill) => ({ name: skill.name, level: levelOf(skill.score), keywords: [] })),
    meta: { version: 'v1.0.0', canonical: 'https://jsonresume.org/schema' },
  };
}
