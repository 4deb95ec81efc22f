import type { SkillVocabulary } from '../vocabulary.ts';
import { mapIterable } from './iterables.ts';
import { Ranking } from './ranking.ts';
import type { SlotTable } from './slot-table.ts';
import type { Ranked } from './top-k.ts';
import { rankCount, toPredicate, type TopOptions } from './top-options.ts';

/** Where an index keeps its records (JobStore, CandidateStore). */
export interface ProfileStore<Compiled> {
  readonly vocabulary: SkillVocabulary;
  readonly slots: SlotTable;
  upsert(record: Compiled): void;
  upsertMany(records: Iterable<Compiled>): void;
  remove(id: number): boolean;
  trim(): void;
}

// A set of allowed ids this much smaller than the index is scored directly instead of searched.
const SMALL_FILTER_RATIO = 32;

/**
 * What JobIndex and CandidateIndex share: records read from their input by `compile` and kept in a store, and
 * the choice a top-k query makes between scoring a small allowed set one by one and searching the index.
 */
export abstract class IndexedProfiles<Input, Compiled> {
  protected abstract readonly store: ProfileStore<Compiled>;

  protected abstract compile(vocabulary: SkillVocabulary, input: Input): Compiled;

  /** How many records the index holds. */
  get size(): number {
    return this.store.slots.size;
  }

  has(id: number): boolean {
    return this.store.slots.slotOf(id) !== undefined;
  }

  /** Adds a record, or replaces the one with the same id. */
  upsert(input: Input): void {
    this.store.upsert(this.compile(this.store.vocabulary, input));
  }

  /** Adds or replaces many records: the way to load an index at start, several times faster than upsert one by one. */
  upsertMany(inputs: Iterable<Input>): void {
    const vocabulary = this.store.vocabulary;
    this.store.upsertMany(mapIterable(inputs, (input) => this.compile(vocabulary, input)));
  }

  /** Removes a record; false when it was not indexed. */
  remove(id: number): boolean {
    return this.store.remove(id);
  }

  /** Gives back spare memory after a bulk load (optional). */
  trim(): void {
    this.store.trim();
  }

  /**
   * The best `offset + k` records (at `minScore` or more when given), by score descending then id ascending. An allowed set much smaller than the
   * index is scored one by one (`scoreListed` offers each to the ranking); otherwise `search` ranks the index.
   */
  protected rankTop(
    options: TopOptions,
    scoreListed: (ids: readonly number[], ranking: Ranking) => void,
    search: (ranking: Ranking) => void,
  ): Ranked[] {
    const count = Math.min(rankCount(options), this.size);
    if (count <= 0) return [];
    const filter = options.filter;
    const minScore = options.minScore ?? -Infinity;
    if (filter instanceof Set && filter.size * SMALL_FILTER_RATIO < this.size) {
      const ranking = new Ranking(count, null, minScore);
      scoreListed([...(filter as ReadonlySet<number>)], ranking);
      return ranking.sorted();
    }
    const ranking = new Ranking(count, toPredicate(filter), minScore);
    search(ranking);
    return ranking.sorted();
  }
}
