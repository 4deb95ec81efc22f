import type { JobProfile } from '../profile.ts';
import type { CandidateStore } from './candidate-store.ts';
import { UNSEEN } from './interner.ts';
import { PlaceKinds } from './place-table.ts';
import type { PostingList } from './posting-list.ts';

/** A job turned into the numbers a candidate index compares. Built once per query. */
export interface CandidateQuery {
  readonly job: JobProfile;
  /** Interned skills the job asks for that some indexed candidate is credited for. */
  readonly keys: readonly number[];
  /** All the job's distinct keywords, known to the index or not (the skills factor divides by it). */
  readonly keywordCount: number;
  /** Where each indexed candidate's place stands relative to the job. */
  readonly places: PlaceKinds;
  /**
   * Whether the job's place sets apart the candidates of its city and state lists (not for a remote job or
   * one naming no place, which suit everyone), and those lists.
   */
  readonly local: boolean;
  readonly cityList: PostingList | undefined;
  readonly stateList: PostingList | undefined;
  readonly jobType: number;
}

export function candidateQuery(store: CandidateStore, job: JobProfile): CandidateQuery {
  const keys: number[] = [];
  for (const skill of job.skills) {
    const key = store.skills.lookup(skill.key);
    if (key !== undefined) keys.push(key);
  }
  const place = store.places.lookup(job.place);
  const named = job.place.city !== '' || job.place.state !== '' || job.place.country !== '';
  return {
    job,
    keys,
    keywordCount: job.skills.length,
    places: new PlaceKinds(store.places, place, 'candidates', job.remote),
    local: !job.remote && named,
    cityList: place.city >= 0 ? store.placePostings[place.city] : undefined,
    stateList: place.state >= 0 ? store.placePostings[place.state] : undefined,
    jobType: store.types.lookup(job.jobType) ?? UNSEEN,
  };
}
