/** A small seeded PRNG (mulberry32): the same seed gives the same data on every machine and run. */
export class Random {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    let t = (this.#state = (this.#state + 0x6d2b79f5) >>> 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Shuffles in place (Fisher-Yates), the same way for the same seed. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [items[i], items[j]] = [items[j] as T, items[i] as T];
    }
    return items;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new RangeError('pick from an empty list');
    return item;
  }
}

/**
 * Draws ranks 0 .. n - 1 with Zipf-Mandelbrot popularity, weight 1 / (rank + 1 + q)^s: a few very common
 * items and a long tail, as skills on job ads and cities on profiles are. Binary search over the CDF.
 */
export class Zipf {
  readonly #cdf: Float64Array;

  constructor(n: number, s: number, q: number) {
    this.#cdf = new Float64Array(n);
    let total = 0;
    for (let rank = 0; rank < n; rank++) this.#cdf[rank] = total += 1 / (rank + 1 + q) ** s;
    for (let rank = 0; rank < n; rank++) this.#cdf[rank] = (this.#cdf[rank] ?? 0) / total;
  }

  /** The probability of the most common item. */
  get head(): number {
    return this.#cdf[0] ?? 0;
  }

  sample(random: Random): number {
    const u = random.next();
    let low = 0;
    let high = this.#cdf.length - 1;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.#cdf[mid] ?? 1) < u) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** `count` distinct ranks. */
  distinct(random: Random, count: number): number[] {
    const seen = new Set<number>();
    while (seen.size < count) seen.add(this.sample(random));
    return [...seen];
  }
}
