import { preferenceChecks, SENIORITIES, type JobPreferenceFacts, type PreferenceCheck } from './preferences.ts';
import type { Audience } from './explain.ts';
import type { CandidateProfile, JobProfile } from './profile.ts';

/** One line saying how the job meets what the candidate looks for (docs/product.md section C14). */
export function preferenceNotes(
  candidate: CandidateProfile,
  job: JobProfile,
  facts: JobPreferenceFacts,
  audience: Audience = 'candidate',
): string {
  const checks = preferenceChecks(candidate.preferences, candidate.years, facts);
  if (checks.length === 0) return 'No preferences stated: every job suits';
  const notes = checks.map((check) => note(check, candidate, job)).join('; ');
  return audience === 'candidate' ? notes : thirdPerson(notes);
}

/** The organisation reads the same notes about the candidate: 'you want' becomes 'the candidate wants'. */
function thirdPerson(notes: string): string {
  return notes
    .replace(/\byou want\b/g, 'the candidate wants')
    .replace(/\byour experience\b/g, "the candidate's experience")
    .replace(/\byour lowest\b/g, "the candidate's lowest");
}

function note(check: PreferenceCheck, candidate: CandidateProfile, job: JobProfile): string {
  const type = job.jobType || 'This job type';
  switch (check.kind) {
    case 'jobType':
      return check.met ? `${type} is a job type you want` : `${type} is not among the job types you want`;
    case 'workMode':
      if (candidate.preferences.workMode === 1) return check.met ? 'Remote, as you want' : 'Not remote, and you want remote';
      return check.met ? 'On site, as you want' : 'Remote, and you want on site';
    case 'salary':
      if (check.met === 0.5) return 'No salary given to compare with your lowest';
      return check.met ? 'Pays at least your lowest salary' : 'Pays less than your lowest salary';
    case 'seniority': {
      const wanted = SENIORITIES[candidate.preferences.seniority];
      if (!wanted) return 'An internship, and your experience is past it';
      if (check.met === 1) return `Fits the ${wanted} level you want`;
      return check.met ? `Close to the ${wanted} level you want` : `Not the ${wanted} level you want`;
    }
  }
}
