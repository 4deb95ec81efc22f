import type { CandidateInput } from '../../types.ts';

/**
 * A candidate of the judged set with a careful recruiter's judgement of the jobs that matter to them:
 * 3 would shortlist (a strong fit), 2 worth an interview, 1 a stretch. Every job not listed is judged 0
 * (irrelevant), for the reason `elsewhere` gives.
 */
export interface JudgedCandidate {
  readonly input: CandidateInput;
  readonly summary: string;
  readonly judgements: readonly (readonly [jobId: number, relevance: 1 | 2 | 3, reason: string])[];
  readonly elsewhere: string;
}

type Place = 'London' | 'Manchester' | 'Leeds' | 'Bristol';

/** A profile in brief: skills as 'Name level, ...' (underscores for spaces), and the years worked until the judged day. */
type Profile = [id: number, place: Place, years: number, skills: string, extra?: Partial<CandidateInput>];

export const BACHELOR = { educations: [{ degree: "Bachelor's degree" }] };
export const MASTER = { educations: [{ degree: "Master's" }] };

function person([id, place, years, skills, extra = {}]: Profile): CandidateInput {
  const start = new Date(Date.UTC(2026, 5, 1) - years * 365.25 * 86_400_000).toISOString().slice(0, 10);
  return {
    id,
    skills: skills.split(',').map((entry) => {
      const [name, level] = entry.trim().split(' ');
      return { name: name!.replaceAll('_', ' '), score: Number(level) };
    }),
    experiences: years > 0 ? [{ start_date: start, end_date: null }] : [],
    educations: [],
    city: place,
    state: 'England',
    country: 'United Kingdom',
    ...extra,
  };
}

/** One judged candidate; `who` names them in the reason every job not listed is irrelevant. */
export function judged(
  summary: string,
  who: string,
  profile: Profile,
  judgements: JudgedCandidate['judgements'],
): JudgedCandidate {
  return { summary, input: person(profile), judgements, elsewhere: `${who}: no skill or field in common` };
}
