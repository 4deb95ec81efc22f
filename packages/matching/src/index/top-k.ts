/** One ranked record: its id and score. */
export interface Ranked {
  readonly id: number;
  readonly score: number;
}

/**
 * Keeps the best `capacity` (score, id) pairs seen, ordered by score descending then id ascending,
 * in a binary heap whose root is the worst kept pair, so a newcomer is judged in O(1).
 */
export class TopK {
  readonly #scores: Float64Array;
  readonly #ids: Float64Array;
  #size = 0;

  constructor(readonly capacity: number) {
    this.#scores = new Float64Array(capacity);
    this.#ids = new Float64Array(capacity);
  }

  get size(): number {
    return this.#size;
  }

  get full(): boolean {
    return this.#size >= this.capacity;
  }

  /** The score of the worst kept pair once full (a newcomer must reach it); -Infinity before. */
  get floor(): number {
    return this.full ? (this.#scores[0] ?? 0) : -Infinity;
  }

  /** Whether a pair would be kept, without keeping it (to call a costly filter only when it matters). */
  accepts(score: number, id: number): boolean {
    if (this.capacity === 0) return false;
    return !this.full || ranksBefore(score, id, this.#scores[0] ?? 0, this.#ids[0] ?? 0);
  }

  offer(score: number, id: number): void {
    if (!this.accepts(score, id)) return;
    if (!this.full) {
      this.#scores[this.#size] = score;
      this.#ids[this.#size] = id;
      this.#up(this.#size++);
    } else {
      this.#scores[0] = score;
      this.#ids[0] = id;
      this.#down(0);
    }
  }

  /** The kept pairs, best first. */
  sorted(): Ranked[] {
    const out: Ranked[] = [];
    for (let i = 0; i < this.#size; i++) out.push({ id: this.#ids[i] ?? 0, score: this.#scores[i] ?? 0 });
    return out.sort((a, b) => b.score - a.score || a.id - b.id);
  }

  #up(at: number): void {
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (!this.#worseAt(at, parent)) return;
      this.#swap(at, parent);
      at = parent;
    }
  }

  #down(at: number): void {
    for (;;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < this.#size && this.#worseAt(left, worst)) worst = left;
      if (right < this.#size && this.#worseAt(right, worst)) worst = right;
      if (worst === at) return;
      this.#swap(at, worst);
      at = worst;
    }
  }

  // The pair at `a` ranks after the pair at `b`.
  #worseAt(a: number, b: number): boolean {
    return ranksBefore(this.#scores[b] ?? 0, this.#ids[b] ?? 0, this.#scores[a] ?? 0, this.#ids[a] ?? 0);
  }

  #swap(a: number, b: number): void {
    const score = this.#scores[a] ?? 0;
    const id = this.#ids[a] ?? 0;
    this.#scores[a] = this.#scores[b] ?? 0;
    this.#ids[a] = this.#ids[b] ?? 0;
    this.#scores[b] = score;
    this.#ids[b] = id;
  }
}

/** Whether (score, id) ranks before (otherScore, otherId): higher score first, then lower id. */
export function ranksBefore(score: number, id: number, otherScore: number, otherId: number): boolean {
  return score > otherScore || (score === otherScore && id < otherId);
}
