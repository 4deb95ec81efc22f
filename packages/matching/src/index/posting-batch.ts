import type { PostingList } from './posting-list.ts';

/**
 * Postings of many new records gathered and then added list by list. Adding a record's postings one
 * at a time touches a different list for each skill, a cache miss each; a batch sorted by list adds a
 * run of slots to each list at once, which is what makes a bulk load several times faster.
 */
export class PostingBatch {
  #lists = new Int32Array(1024);
  #slots = new Int32Array(1024);
  #units = new Uint8Array(1024);
  #size = 0;
  #listCount = 0;

  get size(): number {
    return this.#size;
  }

  add(list: number, slot: number, units: number): void {
    if (this.#size === this.#lists.length) this.#grow();
    this.#lists[this.#size] = list;
    this.#slots[this.#size] = slot;
    this.#units[this.#size] = units;
    this.#size++;
    if (list >= this.#listCount) this.#listCount = list + 1;
  }

  /** Adds every gathered posting to `listAt(list)`, in slot order within each list, and empties the batch. */
  flush(listAt: (list: number) => PostingList): void {
    const listCount = this.#listCount;
    // Counting sort by list; gathering order is slot order, and a counting sort keeps it.
    const starts = new Int32Array(listCount + 1);
    for (let i = 0; i < this.#size; i++) starts[this.#lists[i]! + 1]!++;
    for (let list = 0; list < listCount; list++) starts[list + 1]! += starts[list]!;
    const slots = new Int32Array(this.#size);
    const units = new Uint8Array(this.#size);
    const next = starts.slice(0, listCount);
    for (let i = 0; i < this.#size; i++) {
      const at = next[this.#lists[i]!]!++;
      slots[at] = this.#slots[i]!;
      units[at] = this.#units[i]!;
    }
    for (let list = 0; list < listCount; list++) {
      if (starts[list + 1]! > starts[list]!)
        listAt(list).addSorted(slots, units, starts[list]!, starts[list + 1]!);
    }
    this.#size = 0;
    this.#listCount = 0;
  }

  #grow(): void {
    const capacity = this.#lists.length * 2;
    const lists = new Int32Array(capacity);
    lists.set(this.#lists);
    const slots = new Int32Array(capacity);
    slots.set(this.#slots);
    const units = new Uint8Array(capacity);
    units.set(this.#units);
    this.#lists = lists;
    this.#slots = slots;
    this.#units = units;
  }
}
