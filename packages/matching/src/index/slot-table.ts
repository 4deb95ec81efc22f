/**
 * Maps record ids to dense slots 0, 1, 2, ... so per-record data lives in typed arrays indexed by slot.
 * A removed record's slot is reused by the next new one, so churn does not grow the arrays.
 */
export class SlotTable {
  readonly #slotOf = new Map<number, number>();
  readonly #free: number[] = [];
  /** The id in each slot (valid where `live` is 1). */
  ids = new Float64Array(0);
  live = new Uint8Array(0);
  #end = 0;

  /** How many records are held. */
  get size(): number {
    return this.#slotOf.size;
  }

  /** Every slot in use is below this. */
  get end(): number {
    return this.#end;
  }

  slotOf(id: number): number | undefined {
    return this.#slotOf.get(id);
  }

  /** The slot of `id`, taking a free one when the id is new (`fresh` tells which). */
  acquire(id: number): { slot: number; fresh: boolean } {
    const existing = this.#slotOf.get(id);
    if (existing !== undefined) return { slot: existing, fresh: false };
    const slot = this.#free.pop() ?? this.#end++;
    if (slot >= this.ids.length) this.#grow(Math.max(64, Math.ceil(this.ids.length * 1.5)));
    this.#slotOf.set(id, slot);
    this.ids[slot] = id;
    this.live[slot] = 1;
    return { slot, fresh: true };
  }

  /** Frees the slot of `id`; undefined when the id is not held. */
  release(id: number): number | undefined {
    const slot = this.#slotOf.get(id);
    if (slot === undefined) return undefined;
    this.#slotOf.delete(id);
    this.live[slot] = 0;
    this.#free.push(slot);
    return slot;
  }

  #grow(capacity: number): void {
    const ids = new Float64Array(capacity);
    ids.set(this.ids);
    const live = new Uint8Array(capacity);
    live.set(this.live);
    this.ids = ids;
    this.live = live;
  }
}

/** A typed array of at least `capacity` elements holding the old contents. */
export function ensureLength<T extends Int32Array | Float64Array | Uint8Array>(
  array: T,
  capacity: number,
): T {
  if (array.length >= capacity) return array;
  const grown = new (array.constructor as new (length: number) => T)(
    Math.max(capacity, Math.ceil(array.length * 1.5)),
  );
  grown.set(array);
  return grown;
}
