import type { LoadedCandidate } from './load.ts';

/**
 * Which indexed candidates one organisation's ranking may show (docs/product.md section C13), as the index's
 * filter, and how many they are. Hidden candidates are not in the candidate index at all; candidates seen only
 * by organisations they applied to are in it, and pass for the organisations `related` names.
 */
export interface CandidatesVisible {
  readonly filter: (candidateId: number) => boolean;
  readonly count: number;
  /** Names what the filter lets through beyond everyone shown to all organisations: equal keys, equal filters. */
  readonly key: string;
}

/**
 * The engine's record of each known candidate's visibility: candidates ranked only for organisations they applied
 * to or accepted an invitation from (visibility 'applied'), and hidden ones, kept as inputs for their own rankings
 * but never in the index organisations rank from. Everyone else is shown to every organisation.
 */
export class CandidateVisibility {
  readonly #appliedOnly = new Set<number>();
  readonly #hidden = new Set<number>();

  clear(): void {
    this.#appliedOnly.clear();
    this.#hidden.clear();
  }

  /** Notes a candidate as read; answers whether they belong in the index organisations rank from. */
  note(candidate: Pick<LoadedCandidate, 'id' | 'visibility'>): boolean {
    this.forget(candidate.id);
    if (candidate.visibility === 'hidden') {
      this.#hidden.add(candidate.id);
      return false;
    }
    if (candidate.visibility === 'applied') this.#appliedOnly.add(candidate.id);
    return true;
  }

  /** A candidate gone from the database. */
  forget(id: number): void {
    this.#appliedOnly.delete(id);
    this.#hidden.delete(id);
  }

  /** Whether any indexed candidate is seen only by organisations they applied to (else no relation need be read). */
  get hasAppliedOnly(): boolean {
    return this.#appliedOnly.size > 0;
  }

  /** Whether a known candidate may be ranked for an organisation (`related`: they applied to it or accepted its invitation). */
  rankableFor(id: number, related: boolean): boolean {
    return !this.#hidden.has(id) && (!this.#appliedOnly.has(id) || related);
  }

  /**
   * The candidates one organisation may see in its rankings, of the `indexed` in the index: everyone, except those
   * seen only by organisations they applied to, unless `related` (their ids with a relation to this organisation)
   * names them.
   */
  visibleTo(related: ReadonlySet<number>, indexed: number): CandidatesVisible {
    const seen: number[] = [];
    for (const id of related) if (this.#appliedOnly.has(id)) seen.push(id);
    const appliedOnly = this.#appliedOnly;
    return {
      filter: (id) => !appliedOnly.has(id) || related.has(id),
      count: indexed - (appliedOnly.size - seen.length),
      key: seen.sort((a, b) => a - b).join(','),
    };
  }
}
