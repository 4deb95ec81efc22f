import type { DegreeLevel } from '../education.ts';
import { isEntryType } from '../preferences.ts';
import type { JobProfile, SkillRef } from '../profile.ts';
import type { SkillVocabulary } from '../vocabulary.ts';
import { IntListPool } from './int-list-pool.ts';
import { countBucket, COUNT_BUCKETS } from './buckets.ts';
import { Interner } from './interner.ts';
import { PlaceTable } from './place-table.ts';
import { PostingBatch } from './posting-batch.ts';
import { PostingList } from './posting-list.ts';
import { ensureLength, SlotTable } from './slot-table.ts';

// Postings gathered before a batch is added to the lists: bounds the batch's memory (about 9 MB).
const BATCH_POSTINGS = 1 << 20;

/**
 * The jobs of an index in columns (one typed array per field, indexed by slot) plus an inverted index
 * from skill to the slots of the jobs that ask for it. Used for jobs and volunteer opportunities alike.
 */
export class JobStore {
  readonly skills = new Interner();
  readonly places = new PlaceTable();
  readonly types = new Interner();
  readonly slots = new SlotTable();
  /**
   * Posting lists by interned skill and keyword-count bucket, at `skill * COUNT_BUCKETS + bucket`;
   * undefined until a job needs that list.
   */
  readonly postings: (PostingList | undefined)[] = [];
  /** Each job's interned skill keys, in the job's order (to update postings and to explain). */
  readonly keys = new IntListPool();
  keywordCount = new Int32Array(0);
  requiredYears = new Float64Array(0);
  requiredDegree = new Uint8Array(0);
  /** The job's place (with its remote flag) in `places`. */
  place = new Int32Array(0);
  jobType = new Int32Array(0);
  /** The highest salary the job states, 0 when none (compared with a candidate's lowest). */
  salary = new Float64Array(0);

  constructor(readonly vocabulary: SkillVocabulary) {}

  upsert(job: JobProfile): void {
    this.#write(job, (at, slot) => this.#postingsOf(at).set(slot));
  }

  /** Adds many jobs; new ones have their postings added in a batch (see PostingBatch). */
  upsertMany(jobs: Iterable<JobProfile>): void {
    const batch = new PostingBatch();
    const flush = () => batch.flush((at) => this.#postingsOf(at));
    for (const job of jobs) {
      if (this.slots.slotOf(job.id) === undefined) this.#write(job, (at, slot) => batch.add(at, slot, 0));
      else {
        flush(); // an update must see the postings already gathered
        this.upsert(job);
      }
      if (batch.size >= BATCH_POSTINGS) flush();
    }
    flush();
  }

  #write(job: JobProfile, post: (at: number, slot: number) => void): void {
    const { slot, fresh } = this.slots.acquire(job.id);
    this.#reserve(this.slots.ids.length);
    const keys = job.skills.map((skill) => this.skills.intern(skill.key, skill.name));
    const bucket = countBucket(keys.length);
    if (!fresh) {
      // Same bucket: move only the changed skills. Other bucket: every posting moves.
      const oldBucket = countBucket(this.keywordCount[slot] ?? 0);
      const kept = oldBucket === bucket ? new Set(keys) : new Set<number>();
      for (const key of this.keys.get(slot))
        if (!kept.has(key)) this.postings[key * COUNT_BUCKETS + oldBucket]?.delete(slot);
    }
    for (const key of keys) post(key * COUNT_BUCKETS + bucket, slot);
    this.keys.set(slot, keys);
    this.keywordCount[slot] = keys.length;
    this.requiredYears[slot] = job.requiredYears;
    this.requiredDegree[slot] = job.requiredDegree;
    this.place[slot] = this.places.intern(job.place, job.placeLabel, job.remote);
    this.jobType[slot] = this.types.intern(job.jobType);
    this.salary[slot] = job.salary;
  }

  remove(id: number): boolean {
    const slot = this.slots.release(id);
    if (slot === undefined) return false;
    const bucket = countBucket(this.keywordCount[slot] ?? 0);
    for (const key of this.keys.get(slot)) this.postings[key * COUNT_BUCKETS + bucket]?.delete(slot);
    this.keys.clear(slot);
    this.keywordCount[slot] = 0;
    return true;
  }

  /** Rebuilds the compiled job held in a slot (for explanations). */
  profileAt(slot: number): JobProfile {
    const skills: SkillRef[] = [...this.keys.get(slot)].map((key) => {
      const name = this.skills.name(key);
      return { key: name, skillId: this.vocabulary.skillOf(name)?.id ?? null, name: this.skills.label(key) };
    });
    const place = this.place[slot] ?? 0;
    return {
      id: this.slots.ids[slot] ?? 0,
      skills,
      requiredYears: this.requiredYears[slot] ?? 0,
      requiredDegree: (this.requiredDegree[slot] ?? 0) as DegreeLevel,
      place: this.places.place(place, false),
      placeLabel: this.places.place(place, true),
      remote: this.places.remote(place),
      jobType: this.types.name(this.jobType[slot] ?? 0),
      entryType: isEntryType(this.types.name(this.jobType[slot] ?? 0)),
      salary: this.salary[slot] ?? 0,
    };
  }

  /** Gives back spare capacity after a bulk load. */
  trim(): void {
    for (const list of this.postings) list?.trim();
    this.keys.trim();
  }

  #postingsOf(at: number): PostingList {
    // Fill the gap first: a JS array written far past its end turns into a slow dictionary.
    while (this.postings.length <= at) this.postings.push(undefined);
    let list = this.postings[at];
    if (!list) {
      list = new PostingList(false);
      this.postings[at] = list;
    }
    return list;
  }

  #reserve(capacity: number): void {
    if (this.keywordCount.length >= capacity) return;
    this.keys.reserve(capacity);
    this.keywordCount = ensureLength(this.keywordCount, capacity);
    this.requiredYears = ensureLength(this.requiredYears, capacity);
    this.requiredDegree = ensureLength(this.requiredDegree, capacity);
    this.place = ensureLength(this.place, capacity);
    this.jobType = ensureLength(this.jobType, capacity);
    this.salary = ensureLength(this.salary, capacity);
  }
}
