import type { PostingList } from './posting-list.ts';
import { HIT, HIT_SHIFT, type Scratch } from './scratch.ts';

// Slots per block: 64 Ki slots of 4-byte sums is 256 KiB, which stays in a core's L2 cache.
const BLOCK = 1 << 16;

/**
 * Adds `credits[l]` and one hit to the sum of every record in list l. Lists are walked block by block
 * of slots rather than one after the other: every list is sorted by slot, so within a block all writes
 * land in one cache-sized stretch of `sums` instead of all over it (a million sums do not fit in cache).
 * A record's second hit puts it in `scratch.multi`, without a branch (a hit or miss there is a coin toss).
 */
export function sumPostings(
  lists: readonly PostingList[],
  credits: readonly number[],
  slotEnd: number,
  scratch: Scratch,
): void {
  const { sums, multi } = scratch;
  const cursors = new Int32Array(lists.length);
  let multiCount = scratch.multiCount;
  for (let blockEnd = BLOCK; blockEnd < slotEnd + BLOCK; blockEnd += BLOCK) {
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const slots = list.slots;
      const add = credits[l]! + HIT;
      let i = cursors[l]!;
      for (const n = list.length; i < n; i++) {
        const slot = slots[i]!;
        if (slot >= blockEnd) break;
        const sum = sums[slot]!;
        multi[multiCount] = slot;
        multiCount += sum >>> HIT_SHIFT === 1 ? 1 : 0;
        sums[slot] = sum + add;
      }
      cursors[l] = i;
    }
  }
  scratch.multiCount = multiCount;
}

/** sumPostings for lists whose postings carry their own credit (candidates' lists). */
export function sumWeightedPostings(lists: readonly PostingList[], slotEnd: number, scratch: Scratch): void {
  const { sums, multi } = scratch;
  const cursors = new Int32Array(lists.length);
  let multiCount = scratch.multiCount;
  for (let blockEnd = BLOCK; blockEnd < slotEnd + BLOCK; blockEnd += BLOCK) {
    for (let l = 0; l < lists.length; l++) {
      const list = lists[l]!;
      const slots = list.slots;
      const units = list.units!;
      let i = cursors[l]!;
      for (const n = list.length; i < n; i++) {
        const slot = slots[i]!;
        if (slot >= blockEnd) break;
        const sum = sums[slot]!;
        multi[multiCount] = slot;
        multiCount += sum >>> HIT_SHIFT === 1 ? 1 : 0;
        sums[slot] = sum + HIT + units[i]!;
      }
      cursors[l] = i;
    }
  }
  scratch.multiCount = multiCount;
}

/** Sets `flag` in the sum of every record in the list (place lists: no credit, no hit). */
export function flagPostings(list: PostingList | undefined, flag: number, scratch: Scratch): void {
  if (!list) return;
  const { sums } = scratch;
  const slots = list.slots;
  for (let i = 0, n = list.length; i < n; i++) sums[slots[i]!] = sums[slots[i]!]! | flag;
}
