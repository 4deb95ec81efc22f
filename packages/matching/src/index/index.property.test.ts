import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score.ts';
import { candidateArb, jobArb } from '../test-support/arbitraries.ts';
import { TODAY, vocabulary } from '../test-support/factories.ts';
import type { CandidateInput, JobInput } from '../types.ts';
import { CandidateIndex } from './candidate-index.ts';
import { JobIndex } from './job-index.ts';

const smallId = fc.integer({ min: 1, max: 40 });

/** The plain answer: score every pair, sort by score then id, page. */
function bruteForce<T extends { id: number }>(
  records: Iterable<T>,
  score: (record: T) => number,
  k: number,
  offset: number,
  allowed: (id: number) => boolean = () => true,
) {
  return [...records]
    .filter((r) => allowed(r.id))
    .map((r) => ({ id: r.id, score: score(r) }))
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(offset, offset + k);
}

type Write<T> = { upsert: T } | { remove: number };

// Upserts (new or replacing, so repeated ids) and removals, so slots get freed and reused.
const writes = <T>(record: fc.Arbitrary<T>): fc.Arbitrary<Write<T>[]> =>
  fc.array(
    fc.oneof(
      { weight: 4, arbitrary: record.map((upsert) => ({ upsert })) },
      { weight: 1, arbitrary: smallId.map((remove) => ({ remove })) },
    ),
    { minLength: 1, maxLength: 60 },
  );

const query = fc.record({
  k: fc.integer({ min: 0, max: 12 }),
  offset: fc.integer({ min: 0, max: 5 }),
  modulo: fc.integer({ min: 1, max: 3 }),
  asSet: fc.boolean(),
  /** Load the writes before the first removal with upsertMany (repeated ids included). */
  bulk: fc.boolean(),
});

interface Index<T> {
  upsert(record: T): void;
  upsertMany(records: Iterable<T>): void;
  remove(id: number): boolean;
  readonly size: number;
}

/** Applies the writes to an index and to a plain map, and returns the map (what the index should hold). */
function apply<T extends { id: number }>(index: Index<T>, ops: Write<T>[], bulk: boolean): Map<number, T> {
  const live = new Map<number, T>();
  const firstRemoval = ops.findIndex((op) => 'remove' in op);
  const loaded = bulk ? ops.slice(0, firstRemoval < 0 ? ops.length : firstRemoval) : [];
  const records = loaded.flatMap((op) => ('upsert' in op ? [op.upsert] : []));
  index.upsertMany(records);
  for (const record of records) live.set(record.id, record);
  for (const op of ops.slice(loaded.length)) {
    if ('upsert' in op) {
      index.upsert(op.upsert);
      live.set(op.upsert.id, op.upsert);
    } else {
      expect(index.remove(op.remove)).toBe(live.delete(op.remove));
    }
  }
  expect(index.size).toBe(live.size);
  return live;
}

describe('indexes against brute force', () => {
  it('JobIndex top-k equals the brute-force top-k after any upserts and removals', () => {
    fc.assert(
      fc.property(
        writes(jobArb(smallId)),
        fc.array(candidateArb(), { minLength: 1, maxLength: 3 }),
        query,
        (ops, candidates, q) => {
          const index = new JobIndex({ vocabulary, today: TODAY });
          const live = apply<JobInput>(index, ops, q.bulk);
          const allowed = (id: number) => id % q.modulo === 0;
          const filter = q.asSet ? new Set([...live.keys()].filter(allowed)) : allowed;
          for (const candidate of candidates) {
            const score = (job: JobInput) => scoreMatch(vocabulary, candidate, job, { today: TODAY });
            const actual = index.topJobsFor(candidate, { k: q.k, offset: q.offset, filter });
            expect(actual.map((r) => ({ id: r.jobId, score: r.score }))).toEqual(
              bruteForce(live.values(), score, q.k, q.offset, allowed),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('CandidateIndex top-k equals the brute-force top-k after any upserts and removals', () => {
    fc.assert(
      fc.property(
        writes(candidateArb(smallId)),
        fc.array(jobArb(), { minLength: 1, maxLength: 3 }),
        query,
        (ops, jobs, q) => {
          const index = new CandidateIndex({ vocabulary, today: TODAY });
          const live = apply<CandidateInput>(index, ops, q.bulk);
          const allowed = (id: number) => id % q.modulo === 0;
          const filter = q.asSet ? new Set([...live.keys()].filter(allowed)) : allowed;
          for (const job of jobs) {
            const score = (candidate: CandidateInput) =>
              scoreMatch(vocabulary, candidate, job, { today: TODAY });
            const actual = index.topCandidatesFor(job, { k: q.k, offset: q.offset, filter });
            expect(actual.map((r) => ({ id: r.candidateId, score: r.score }))).toEqual(
              bruteForce(live.values(), score, q.k, q.offset, allowed),
            );
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('indexes against brute force, at a size where pruning matters', () => {
  const manyIds = fc.integer({ min: 1, max: 100_000 });

  it('JobIndex and CandidateIndex agree with brute force over hundreds of records', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(jobArb(manyIds), { minLength: 100, maxLength: 400, selector: (j) => j.id }),
        fc.uniqueArray(candidateArb(manyIds), { minLength: 100, maxLength: 400, selector: (c) => c.id }),
        fc.integer({ min: 1, max: 30 }),
        (jobs, candidates, k) => {
          const jobIndex = new JobIndex({ vocabulary, today: TODAY });
          const candidateIndex = new CandidateIndex({ vocabulary, today: TODAY });
          jobIndex.upsertMany(jobs);
          candidateIndex.upsertMany(candidates);
          for (const candidate of candidates.slice(0, 3)) {
            const score = (job: JobInput) => scoreMatch(vocabulary, candidate, job, { today: TODAY });
            const actual = jobIndex
              .topJobsFor(candidate, { k })
              .map((r) => ({ id: r.jobId, score: r.score }));
            expect(actual).toEqual(bruteForce(jobs, score, k, 0));
          }
          for (const job of jobs.slice(0, 3)) {
            const score = (candidate: CandidateInput) =>
              scoreMatch(vocabulary, candidate, job, { today: TODAY });
            const actual = candidateIndex
              .topCandidatesFor(job, { k })
              .map((r) => ({ id: r.candidateId, score: r.score }));
            expect(actual).toEqual(bruteForce(candidates, score, k, 0));
            // Everyone at `min` or more (a saved search's alert): the minimum applied inside the ranking.
            const min = 30 + k;
            const atLeast = candidateIndex
              .topCandidatesFor(job, { k: candidateIndex.size, minScore: min })
              .map((r) => ({ id: r.candidateId, score: r.score }));
            expect(atLeast).toEqual(bruteForce(candidates, score, candidates.length, 0).filter((r) => r.score >= min));
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
