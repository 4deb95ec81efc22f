/**
 * The slots of the records that hold one skill, sorted ascending so a slot is found by binary search
 * when a record changes. Optionally carries a small payload per slot (a candidate's credit units).
 * Typed arrays keep a million-record index to a few bytes per posting.
 */
export class PostingList {
  slots: Int32Array;
  units: Uint8Array | null;
  length = 0;

  constructor(withUnits: boolean) {
    this.slots = new Int32Array(4);
    this.units = withUnits ? new Uint8Array(4) : null;
  }

  /** Adds the slot, or updates its payload when it is already there. */
  set(slot: number, units = 0): void {
    const at = this.#search(slot);
    if (at < this.length && this.slots[at] === slot) {
      if (this.units) this.units[at] = units;
      return;
    }
    if (this.length === this.slots.length) this.#grow();
    // Bulk loads arrive in slot order and append; only a reused slot pays for the move.
    if (at < this.length) {
      this.slots.copyWithin(at + 1, at, this.length);
      this.units?.copyWithin(at + 1, at, this.length);
    }
    this.slots[at] = slot;
    if (this.units) this.units[at] = units;
    this.length++;
  }

  /**
   * Adds many slots at once, ascending, each with its payload from `units` (when the list has one).
   * When they all come after the last slot held (a bulk load of new records), this is one copy.
   */
  addSorted(slots: Int32Array, units: Uint8Array, from: number, to: number): void {
    const count = to - from;
    if (count <= 0) return;
    if (
      !(this.length === 0 || (this.slots[this.length - 1] ?? 0) < (slots[from] ?? 0)) ||
      !ascending(slots, from, to)
    ) {
      for (let i = from; i < to; i++) this.set(slots[i] ?? 0, units[i] ?? 0);
      return;
    }
    while (this.length + count > this.slots.length) this.#grow();
    this.slots.set(slots.subarray(from, to), this.length);
    this.units?.set(units.subarray(from, to), this.length);
    this.length += count;
  }

  /** Removes the slot; false when it was not there. */
  delete(slot: number): boolean {
    const at = this.#search(slot);
    if (at >= this.length || this.slots[at] !== slot) return false;
    this.slots.copyWithin(at, at + 1, this.length);
    this.units?.copyWithin(at, at + 1, this.length);
    this.length--;
    return true;
  }

  /** Gives back the spare capacity (after a bulk load). */
  trim(): void {
    this.slots = this.slots.slice(0, Math.max(this.length, 1));
    if (this.units) this.units = this.units.slice(0, Math.max(this.length, 1));
  }

  // First position whose slot is >= `slot`; the common append case is checked first.
  #search(slot: number): number {
    let high = this.length;
    if (high === 0 || (this.slots[high - 1] ?? 0) < slot) return high;
    let low = 0;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.slots[mid] ?? 0) < slot) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  #grow(): void {
    const capacity = Math.ceil(this.slots.length * 1.5) + 4;
    const slots = new Int32Array(capacity);
    slots.set(this.slots);
    this.slots = slots;
    if (this.units) {
      const units = new Uint8Array(capacity);
      units.set(this.units);
      this.units = units;
    }
  }
}

// Reused slots can arrive out of order in a batch; only an ascending run may be copied as it is.
function ascending(slots: Int32Array, from: number, to: number): boolean {
  for (let i = from + 1; i < to; i++) if ((slots[i] ?? 0) <= (slots[i - 1] ?? 0)) return false;
  return true;
}
