import { isEntryType } from '../preferences.ts';
import type { CandidateProfile } from '../profile.ts';
import type { JobStore } from './job-store.ts';
import { PlaceKinds } from './place-table.ts';

/**
 * A candidate turned into the numbers a job index compares: credit per interned skill, place numbers,
 * and, for every job type the index knows, whether the candidate wants it. Built once per query.
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
  /** By interned job type: 1 when the candidate named it among the types they want. */
  readonly typeWanted: Uint8Array;
  /** By interned job type: 1 for internships. */
  readonly entryType: Uint8Array;
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
  const typeWanted = new Uint8Array(store.types.size);
  const entryType = new Uint8Array(store.types.size);
  for (let type = 0; type < typeWanted.length; type++) {
    typeWanted[type] = profile.jobTypes.has(store.types.name(type)) ? 1 : 0;
    entryType[type] = isEntryType(store.types.name(type)) ? 1 : 0;
  }
  return {
    profile,
    keys: Int32Array.from(keys),
    units: Int32Array.from(units),
    years: profile.years,
    degree: profile.degree,
    places: new PlaceKinds(store.places, store.places.lookup(profile.place), 'jobs'),
    typeWanted,
    entryType,
  };
}
