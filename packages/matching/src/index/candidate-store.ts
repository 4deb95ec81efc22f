import type { DegreeLevel } from '../education.ts';
import { yearsWorked } from '../experience.ts';
import type { PreferenceFacts } from '../preferences.ts';
import { profileOf, type CandidateFacts, type CandidateProfile, type ProfileSkill } from '../profile.ts';
import { skillCredits, type CreditUnits } from '../skills.ts';
import type { SkillVocabulary } from '../vocabulary.ts';
import { IntListPool } from './int-list-pool.ts';
import { unitsBucket, UNITS_BUCKETS } from './buckets.ts';
import { Interner } from './interner.ts';
import { PlaceTable } from './place-table.ts';
import { PostingBatch } from './posting-batch.ts';
import { PostingList } from './posting-list.ts';
import { ensureLength, SlotTable } from './slot-table.ts';

// Postings gathered before a batch is added to the lists: bounds the batch's memory (about 9 MB).
const BATCH_POSTINGS = 1 << 20;

/**
 * The candidates of an index in columns, plus an inverted index from skill to the candidates credited
 * for it. Postings are expanded at insert time: a candidate is posted under its own skills and under
 * the skills related to them, each posting carrying its credit, so a job's query only adds numbers.
 */
export class CandidateStore {
  readonly skills = new Interner();
  readonly places = new PlaceTable();
  readonly types = new Interner();
  readonly slots = new SlotTable();
  /** Posting lists by interned skill and credit bucket, at `skill * UNITS_BUCKETS + bucket`. */
  readonly postings: (PostingList | undefined)[] = [];
  /** Own skills as [key, level, key, level, ...]. */
  readonly ownSkills = new IntListPool();
  /** Merged work periods (see mergePeriods). */
  readonly periods = new IntListPool();
  /** Interned preferred job types; empty means any. */
  readonly preferredTypes = new IntListPool();
  degree = new Uint8Array(0);
  /** Stated preferences (see PreferenceFacts): work mode, lowest salary (0 none), level (-1 none). */
  workMode = new Uint8Array(0);
  minSalary = new Float64Array(0);
  /** Level plus one, so that 0 means not stated in an unsigned array. */
  seniority = new Uint8Array(0);
  /** The candidate's place in `places`. */
  place = new Int32Array(0);
  /**
   * Candidates by city and by state (numbered as `places.parts`), so a job's query can tell at once who
   * lives in its city or state: everyone else can earn at most the same-country share of place points.
   */
  readonly placePostings: (PostingList | undefined)[] = [];
  /** Years worked per slot, as of #yearsDay (see yearsOn). */
  #years = new Float64Array(0);
  #yearsDay = Number.NaN;
  readonly #related: (readonly number[] | undefined)[] = [];

  constructor(readonly vocabulary: SkillVocabulary) {}

  upsert(candidate: CandidateFacts): void {
    this.#write(candidate, (at, slot, units) => this.#postingsOf(at).set(slot, units));
  }

  /** Adds many candidates; new ones have their postings added in a batch (see PostingBatch). */
  upsertMany(candidates: Iterable<CandidateFacts>): void {
    const batch = new PostingBatch();
    const flush = () => batch.flush((at) => this.#postingsOf(at));
    for (const candidate of candidates) {
      if (this.slots.slotOf(candidate.id) === undefined)
        this.#write(candidate, (at, slot, units) => batch.add(at, slot, units));
      else {
        flush(); // an update must see the postings already gathered
        this.upsert(candidate);
      }
      if (batch.size >= BATCH_POSTINGS) flush();
    }
    flush();
  }

  #write(candidate: CandidateFacts, post: (at: number, slot: number, units: number) => void): void {
    const { slot, fresh } = this.slots.acquire(candidate.id);
    this.#reserve(this.slots.ids.length);
    const pairs: number[] = [];
    for (const skill of candidate.skills) pairs.push(this.skills.intern(skill.key, skill.name), skill.level);
    const credits = this.#credits(pairs);
    if (!fresh) {
      for (const [key, units] of this.creditsAt(slot)) {
        const now = credits.get(key);
        if (now === undefined || unitsBucket(now) !== unitsBucket(units))
          this.#listOf(key, units)?.delete(slot);
      }
    }
    for (const [key, units] of credits) post(key * UNITS_BUCKETS + unitsBucket(units), slot, units);
    this.ownSkills.set(slot, pairs);
    this.periods.set(slot, candidate.periods);
    this.preferredTypes.set(
      slot,
      [...candidate.jobTypes].map((type) => this.types.intern(type)),
    );
    this.degree[slot] = candidate.degree;
    this.workMode[slot] = candidate.preferences.workMode;
    this.minSalary[slot] = candidate.preferences.minSalary;
    this.seniority[slot] = candidate.preferences.seniority + 1;
    const place = this.places.intern(candidate.place, candidate.placeLabel, false);
    if (fresh || this.place[slot] !== place) {
      if (!fresh) this.#placeLists(this.place[slot] ?? 0, (list) => list.delete(slot));
      this.#placeLists(place, (list) => list.set(slot));
    }
    this.place[slot] = place;
    if (!Number.isNaN(this.#yearsDay)) this.#years[slot] = this.yearsAt(slot, this.#yearsDay);
  }

  remove(id: number): boolean {
    const slot = this.slots.release(id);
    if (slot === undefined) return false;
    for (const [key, units] of this.creditsAt(slot)) this.#listOf(key, units)?.delete(slot);
    this.#placeLists(this.place[slot] ?? 0, (list) => list.delete(slot));
    this.ownSkills.clear(slot);
    this.periods.clear(slot);
    this.preferredTypes.clear(slot);
    return true;
  }

  /** Credit per interned skill of the candidate in a slot, recomputed from its own skills. */
  creditsAt(slot: number): Map<number, CreditUnits> {
    return this.#credits(this.ownSkills.get(slot));
  }

  /** Years worked by the candidate in a slot, at `today` (a day number). */
  yearsAt(slot: number, today: number): number {
    const from = this.periods.offsets[slot] ?? 0;
    return yearsWorked(this.periods.data, today, from, from + (this.periods.lengths[slot] ?? 0));
  }

  /**
   * Years worked per slot at `today`, one array read per candidate in a query. Recomputed for every slot
   * only when the day changes (once a day in service); upsert keeps it current in between.
   */
  yearsOn(today: number): Float64Array {
    if (today !== this.#yearsDay) {
      for (let slot = 0; slot < this.slots.end; slot++) this.#years[slot] = this.yearsAt(slot, today);
      this.#yearsDay = today;
    }
    return this.#years;
  }

  /** The stated preferences of the candidate in a slot. */
  preferencesAt(slot: number): PreferenceFacts {
    return {
      workMode: this.workMode[slot] ?? 0,
      minSalary: this.minSalary[slot] ?? 0,
      seniority: (this.seniority[slot] ?? 0) - 1,
    };
  }

  /** Rebuilds the compiled candidate held in a slot (for explanations). */
  profileAt(slot: number, today: number): CandidateProfile {
    const pairs = this.ownSkills.get(slot);
    const skills: ProfileSkill[] = [];
    for (let i = 0; i + 1 < pairs.length; i += 2) {
      const name = this.skills.name(pairs[i] ?? 0);
      const skillId = this.vocabulary.skillOf(name)?.id ?? null;
      skills.push({ key: name, skillId, name: this.skills.label(pairs[i] ?? 0), level: pairs[i + 1] ?? 0 });
    }
    const place = this.place[slot] ?? 0;
    const facts: CandidateFacts = {
      id: this.slots.ids[slot] ?? 0,
      skills,
      periods: [...this.periods.get(slot)],
      degree: (this.degree[slot] ?? 0) as DegreeLevel,
      place: this.places.place(place, false),
      placeLabel: this.places.place(place, true),
      jobTypes: new Set([...this.preferredTypes.get(slot)].map((type) => this.types.name(type))),
      preferences: this.preferencesAt(slot),
    };
    return profileOf(this.vocabulary, facts, today);
  }

  trim(): void {
    for (const list of this.postings) list?.trim();
    this.ownSkills.trim();
    this.periods.trim();
    this.preferredTypes.trim();
  }

  #credits(pairs: ArrayLike<number>): Map<number, CreditUnits> {
    const skills: (readonly [number, number])[] = [];
    for (let i = 0; i + 1 < pairs.length; i += 2) skills.push([pairs[i] ?? 0, pairs[i + 1] ?? 0]);
    return skillCredits(skills, (key) => this.#relatedOf(key));
  }

  // The related skills of an interned skill, interned too (the vocabulary never changes, so cache them).
  #relatedOf(key: number): readonly number[] {
    let related = this.#related[key];
    if (!related) {
      related = this.vocabulary
        .relatedKeys(this.skills.name(key))
        .map((other) => this.skills.intern(other, this.vocabulary.skillOf(other)?.name ?? other));
      this.#related[key] = related;
    }
    return related;
  }

  // The city and state lists of a place, created on first use.
  #placeLists(place: number, change: (list: PostingList) => void): void {
    const [city, state] = this.places.numbersOf(place);
    for (const part of [city, state]) {
      if (part < 0) continue;
      while (this.placePostings.length <= part) this.placePostings.push(undefined);
      const list = (this.placePostings[part] ??= new PostingList(false));
      change(list);
    }
  }

  #listOf(key: number, units: number): PostingList | undefined {
    return this.postings[key * UNITS_BUCKETS + unitsBucket(units)];
  }

  #postingsOf(at: number): PostingList {
    // Fill the gap first: a JS array written far past its end turns into a slow dictionary.
    while (this.postings.length <= at) this.postings.push(undefined);
    let list = this.postings[at];
    if (!list) {
      list = new PostingList(true);
      this.postings[at] = list;
    }
    return list;
  }

  #reserve(capacity: number): void {
    if (this.degree.length >= capacity) return;
    this.ownSkills.reserve(capacity);
    this.periods.reserve(capacity);
    this.preferredTypes.reserve(capacity);
    this.degree = ensureLength(this.degree, capacity);
    this.workMode = ensureLength(this.workMode, capacity);
    this.minSalary = ensureLength(this.minSalary, capacity);
    this.seniority = ensureLength(this.seniority, capacity);
    this.place = ensureLength(this.place, capacity);
    this.#years = ensureLength(this.#years, capacity);
  }
}
