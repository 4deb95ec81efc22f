import { jobTypeShare } from '../job-type.ts';
import type { CandidateProfile } from '../profile.ts';
import type { JobStore } from './job-store.ts';
import { PlaceKinds } from './place-table.ts';

/**
 * A candidate turned into the numbers a job index compares: credit per interned skill, place numbers,
 * and the job-type share for every job type the index knows. Built once per query.
 */
export interface JobQuery {
  readonly profile: CandidateProfile;
  /** Interned skills the candidate has credit for, and that credit (parallel arrays). */
  readonly keys: Int32Array;
  readonly units: Int32Array;
  readonly years: number;
  readonly degree: number;
  /** Where each indexed job's place stands relative to the candidate. */
  readonly places: PlaceKinds;
  /** Job-type share by interned job type. */
  readonly typeShare: Float64Array;
}

export function jobQuery(store: JobStore, profile: CandidateProfile): JobQuery {
  const keys: number[] = [];
  const units: number[] = [];
  for (const [key, credit] of profile.credits) {
    const id = store.skills.lookup(key);
    if (id === undefined) continue; // no indexed job asks for this skill
    keys.push(id);
    units.push(credit);
  }
  const typeShare = new Float64Array(store.types.size);
  for (let type = 0; type < typeShare.length; type++) {
    typeShare[type] = jobTypeShare(profile.jobTypes.size > 0, profile.jobTypes.has(store.types.name(type)));
  }
  return {
    profile,
    keys: Int32Array.from(keys),
    units: Int32Array.from(units),
    years: profile.years,
    degree: profile.degree,
    places: new PlaceKinds(store.places, store.places.lookup(profile.place), 'jobs'),
    typeShare,
  };
}
