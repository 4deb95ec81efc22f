import { ensureLength } from './slot-table.ts';

/**
 * Short lists of integers per slot (a job's skill keys, a candidate's periods), packed into one typed
 * array instead of a million small arrays. A list that outgrows its place moves to the end; the space it
 * leaves is reclaimed by compaction once it is half the pool.
 */
export class IntListPool {
  data = new Int32Array(1024);
  offsets = new Int32Array(0);
  lengths = new Int32Array(0);
  #end = 0;
  #garbage = 0;

  /** Makes room for slots 0 .. capacity - 1. */
  reserve(capacity: number): void {
    if (capacity <= this.offsets.length) return;
    this.offsets = ensureLength(this.offsets, capacity);
    this.lengths = ensureLength(this.lengths, capacity);
  }

  /** The list of a slot, as a copy-free view (valid until the next write). */
  get(slot: number): Int32Array {
    const offset = this.offsets[slot] ?? 0;
    return this.data.subarray(offset, offset + (this.lengths[slot] ?? 0));
  }

  set(slot: number, values: ArrayLike<number>): void {
    const length = this.lengths[slot] ?? 0;
    if (values.length <= length) {
      this.data.set(values, this.offsets[slot]);
      this.#garbage += length - values.length;
    } else {
      this.#garbage += length;
      this.#ensure(values.length);
      this.data.set(values, this.#end);
      this.offsets[slot] = this.#end;
      this.#end += values.length;
    }
    this.lengths[slot] = values.length;
    if (this.#garbage > 4096 && this.#garbage * 2 > this.#end) this.#compact();
  }

  clear(slot: number): void {
    this.set(slot, []);
  }

  /** Gives back the spare capacity (after a bulk load). */
  trim(): void {
    this.#compact();
    this.data = this.data.slice(0, Math.max(this.#end, 1));
  }

  #ensure(extra: number): void {
    if (this.#end + extra <= this.data.length) return;
    const capacity = Math.max(this.#end + extra, Math.ceil(this.data.length * 1.5));
    const data = new Int32Array(capacity);
    data.set(this.data.subarray(0, this.#end));
    this.data = data;
  }

  #compact(): void {
    const live = this.#end - this.#garbage;
    const data = new Int32Array(Math.max(Math.ceil(live * 1.25), 1024));
    let end = 0;
    for (let slot = 0; slot < this.offsets.length; slot++) {
      const length = this.lengths[slot] ?? 0;
      const offset = this.offsets[slot] ?? 0;
      data.set(this.data.subarray(offset, offset + length), end);
      this.offsets[slot] = end;
      end += length;
    }
    this.data = data;
    this.#end = end;
    this.#garbage = 0;
  }
}
