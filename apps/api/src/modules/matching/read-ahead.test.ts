import { describe, expect, it } from 'vitest';
import { readAhead, type KeysetPage } from './read-ahead.ts';

/** Pages of the numbers 1..last, `size` at a time, noting when each read starts. */
function numbers(last: number, size: number, started: number[], failAfter?: number) {
  return async (after: number): Promise<KeysetPage<number>> => {
    started.push(after);
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (failAfter !== undefined && after >= failAfter) throw new Error(`read after ${after} failed`);
    const items = Array.from({ length: Math.max(0, Math.min(size, last - after)) }, (_, n) => after + n + 1);
    return { items, next: items.length < size ? undefined : items.at(-1) };
  };
}

describe('reading keyset pages ahead', () => {
  it('yields every page in order, the next read started before the caller has the page', async () => {
    const started: number[] = [];
    const seen: number[] = [];
    for await (const page of readAhead(numbers(7, 3, started))) {
      // The page after this one is already being read while the caller works on this one.
      if (page.length === 3) expect(started.at(-1)).toBe(page.at(-1));
      seen.push(...page);
    }
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(started).toEqual([0, 3, 6]);
  });

  it('gives a failed read to the caller when it asks for that page', async () => {
    const seen: number[] = [];
    const read = async () => {
      for await (const page of readAhead(numbers(100, 3, [], 3))) seen.push(...page);
    };
    await expect(read()).rejects.toThrow('read after 3 failed');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('drops the read ahead when the caller stops early, its failure with it', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      // The read ahead fails when the test says so, after the caller has stopped: no timing to hope for.
      let fail: ((error: Error) => void) | undefined;
      const read = async (after: number): Promise<KeysetPage<number>> =>
        after === 0 ? { items: [1, 2, 3], next: 3 } : new Promise((_, reject) => (fail = reject));
      for await (const page of readAhead(read)) if (page.length > 0) break;
      expect(fail).toBeDefined();
      fail?.(new Error('read after 3 failed'));
      // Node reports unhandled rejections as the microtask queue drains, before the next macrotask: setImmediate
      // runs only after that report would have been made.
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });
});
