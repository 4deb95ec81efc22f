import { runInNewContext } from 'node:vm';
import { setFlagsFromString } from 'node:v8';

// A full collection before each memory reading. Without --expose-gc, V8 lets us switch it on at runtime.
setFlagsFromString('--expose-gc');
const collect = (globalThis.gc ?? runInNewContext('gc')) as () => void;

/** Live memory after a full collection: the JS heap plus typed-array buffers (which live outside it). */
export function liveBytes(): { heap: number; buffers: number } {
  collect();
  collect();
  const usage = process.memoryUsage();
  return { heap: usage.heapUsed, buffers: usage.arrayBuffers };
}

/** Milliseconds spent in `run`. */
export function time(run: () => void): number {
  const start = performance.now();
  run();
  return performance.now() - start;
}

/** The q-quantile (0 to 1) of a list of numbers. */
export function quantile(values: readonly number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(0)) + ' ms';

/** Prints rows as a Markdown table (pasteable into docs/matching.md). */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(row));
}
