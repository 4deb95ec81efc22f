import type { CandidateIndex, CandidateInput, JobIndex, JobInput, RankedCandidate, RankedJob, TopOptions } from '@tandem/matching';
import { keepAtMost } from '../../lib/kept-in-memory.ts';

/** Candidates whose best jobs are kept between requests, and how deep a kept ranking may go. */
const RANKINGS_KEPT = 1000;
const RANKING_DEPTH_KEPT = 200;
/** Jobs whose candidates at a minimum score are kept (each at most a few hundred ids and scores). */
const JOB_RANKINGS_KEPT = 200;

/**
 * Candidates' best jobs (with explanations when asked), kept until the indexes change; least recently used
 * first. A ranking depends only on the indexes and the candidate, so paging through a list, or reloading it,
 * ranks once. The engine bumps the version (forget) whenever an index or an input changes.
 */
export class KeptRankings {
  #version = 0;
  readonly #rankings = new Map<string, { version: number; depth: number; input: CandidateInput; jobs: RankedJob[] }>();
  readonly #jobRankings = new Map<string, { version: number; input: JobInput; candidates: RankedCandidate[] }>();

  /** Every kept ranking is stale from now on. */
  forget(): void {
    this.#version++;
    this.#rankings.clear();
    this.#jobRankings.clear();
  }

  /** One page of a candidate's best active jobs, as JobIndex.topJobsFor answers it, from a kept ranking when one is fresh. */
  topJobsFor(jobs: JobIndex, candidate: CandidateInput, page: { offset: number; limit: number; explain?: boolean }): RankedJob[] {
    const depth = page.offset + page.limit;
    if (page.limit <= 0) return [];
    const explain = page.explain === true;
    if (depth > RANKING_DEPTH_KEPT) return jobs.topJobsFor(candidate, { k: page.limit, offset: page.offset, explain });
    const key = `${candidate.id}:${explain ? 'x' : ''}`;
    let kept = this.#rankings.get(key);
    if (kept && kept.input !== candidate) kept = undefined;
    if (!kept || kept.version !== this.#version || kept.depth < depth) {
      // A little deeper than asked, so the next page or two come from the same ranking (explanations weigh a
      // kilobyte or two each: only the pages asked for are explained and kept).
      const keep = explain ? depth : Math.min(RANKING_DEPTH_KEPT, Math.max(depth, 3 * page.limit));
      kept = { version: this.#version, depth: keep, input: candidate, jobs: jobs.topJobsFor(candidate, { k: keep, explain }) };
    }
    keepAtMost(this.#rankings, key, kept, RANKINGS_KEPT);
    return kept.jobs.slice(page.offset, depth);
  }

  /**
   * A job's candidates as CandidateIndex.topCandidatesFor answers them. An organisation's ranking at a minimum
   * score (unexplained, from the top: what its 'Best matches' counts and pages from) is kept until the indexes
   * change, per job, score, depth and `visibleKey`, which names the organisation's view of the index (the
   * candidates seen only by organisations they applied to that it may see). At a million candidates one such ranking
   * of a popular job costs about 30 ms of the event loop, so recruiters paging through it, or several looking at
   * one job, ranked it again on every request: 32 requests a second on bench:scale (docs/performance.md).
   */
  topCandidatesFor(index: CandidateIndex, job: JobInput, visibleKey: string, options: TopOptions): RankedCandidate[] {
    if (options.minScore === undefined || options.explain === true || (options.offset ?? 0) !== 0) return index.topCandidatesFor(job, options);
    const key = `${job.id}:${options.minScore}:${options.k}:${visibleKey}`;
    let kept = this.#jobRankings.get(key);
    if (!kept || kept.version !== this.#version || kept.input !== job) {
      kept = { version: this.#version, input: job, candidates: index.topCandidatesFor(job, options) };
    }
    keepAtMost(this.#jobRankings, key, kept, JOB_RANKINGS_KEPT);
    return kept.candidates;
  }
}
