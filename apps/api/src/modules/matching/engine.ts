import {
  CandidateIndex,
  createVocabulary,
  JobIndex,
  OpportunityIndex,
  type CandidateInput,
  type JobInput,
  type RankedJob,
  type SkillVocabulary,
} from '@tandem/matching';
import type { Db } from '../../db/database.ts';
import { keepAtMost, OTHER_INSTANCE_LAG_MS } from '../../lib/kept-in-memory.ts';
import { isoDate } from '../../lib/time.ts';
import { loadCandidates, loadCatalogue, loadJobs, loadOpportunities } from './load.ts';

/** Candidates whose best jobs are kept between requests, and how deep a kept ranking may go. */
const RANKINGS_KEPT = 1000;
const RANKING_DEPTH_KEPT = 200;

/** What changed, for state kept beside the indexes (the job rows of jobs/postings/row-cache.ts). */
export type EngineChange = { kind: 'everything' } | { kind: 'jobs'; ids: number[] } | { kind: 'companies'; ids: number[] };

/** Change rows older than this are pruned; an instance idle for half of it reloads everything instead. */
const CHANGE_RETENTION_MS = 60 * 60 * 1000;

/**
 * The matching indexes of one app instance: derived state (CONTRACT.md section 7), built from the database at
 * start and kept in step by reading `matching_changes` in order before answering, at most a second late for
 * writes made elsewhere and at once for writes made here.
 */
export class MatchingEngine {
  vocabulary!: SkillVocabulary;
  jobs!: JobIndex;
  candidates!: CandidateIndex;
  opportunities!: OpportunityIndex;
  /** Inputs kept to rank from one side: a candidate's profile for their jobs, a job for its candidates. */
  readonly candidateInputs = new Map<number, CandidateInput>();
  readonly jobInputs = new Map<number, JobInput>();
  #lastChangeId = 0;
  #lastSyncAt = 0;
  #dirty = false;
  #today = '';
  #syncing: Promise<void> | undefined;
  #lastPruneAt = 0;
  /** Bumped whenever an index or an input changes: a kept ranking from an older version is stale. */
  #version = 0;
  /** A candidate's best jobs (with explanations when asked), kept until the next change; least recently used first. */
  readonly #rankings = new Map<string, { version: number; depth: number; jobs: RankedJob[] }>();
  readonly #listeners: ((change: EngineChange) => void)[] = [];

  constructor(private readonly db: Db) {}

  /** Hears of every change the engine reads (at once for writes made here, within a second for others). */
  onChange(listener: (change: EngineChange) => void): void {
    this.#listeners.push(listener);
  }

  #tell(change: EngineChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  /** Reads everything: at start, and when changes were missed. */
  async load(): Promise<void> {
    const { max } = await this.db
      .selectFrom('matching_changes')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    this.#today = isoDate(new Date());
    this.vocabulary = createVocabulary(await loadCatalogue(this.db));
    this.jobs = new JobIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.candidates = new CandidateIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.opportunities = new OpportunityIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.candidateInputs.clear();
    this.jobInputs.clear();
    for (const candidate of await loadCandidates(this.db)) this.#putCandidate(candidate);
    for (const job of await loadJobs(this.db)) this.#putJob(job);
    for (const opportunity of await loadOpportunities(this.db)) {
      if (opportunity.is_active) this.opportunities.upsert(opportunity);
    }
    this.#lastChangeId = Number(max ?? 0);
    this.#lastSyncAt = Date.now();
    this.#changed();
    this.#tell({ kind: 'everything' });
  }

  #changed(): void {
    this.#version++;
    this.#rankings.clear();
  }

  /**
   * One page of a candidate's best active jobs, as JobIndex.topJobsFor answers it. The ranking depends only on
   * the indexes and the candidate, so it is kept between requests until anything changes (paging through a list,
   * or reloading it, ranks once).
   */
  topJobsFor(candidate: CandidateInput, page: { offset: number; limit: number; explain?: boolean }): RankedJob[] {
    const depth = page.offset + page.limit;
    if (page.limit <= 0) return [];
    if (depth > RANKING_DEPTH_KEPT) return this.jobs.topJobsFor(candidate, { k: page.limit, offset: page.offset, explain: page.explain === true });
    const key = `${candidate.id}:${page.explain === true ? 'x' : ''}`;
    let kept = this.#rankings.get(key);
    if (kept && this.candidateInputs.get(candidate.id) !== candidate) kept = undefined;
    if (!kept || kept.version !== this.#version || kept.depth < depth) {
      // A little deeper than asked, so the next page or two come from the same ranking (explanations weigh a
      // kilobyte or two each: only the pages asked for are explained and kept).
      const keep = page.explain === true ? depth : Math.min(RANKING_DEPTH_KEPT, Math.max(depth, 3 * page.limit));
      kept = { version: this.#version, depth: keep, jobs: this.jobs.topJobsFor(candidate, { k: keep, explain: page.explain === true }) };
    }
    keepAtMost(this.#rankings, key, kept, RANKINGS_KEPT);
    return kept.jobs.slice(page.offset, depth);
  }

  /** A write on this instance: the next query reads the change log at once instead of waiting its turn. */
  markDirty(): void {
    this.#dirty = true;
  }

  /** Brings the indexes up to date with the change log when it may have moved; one sync at a time. */
  async sync(): Promise<void> {
    // How long a ranking may lag behind writes made by another app instance.
    if (!this.#dirty && Date.now() - this.#lastSyncAt < OTHER_INSTANCE_LAG_MS) return;
    this.#syncing ??= this.#sync().finally(() => {
      this.#syncing = undefined;
    });
    await this.#syncing;
  }

  async #sync(): Promise<void> {
    this.#dirty = false;
    // Idle for longer than half the change log's retention: rows it never read may be gone, so read everything.
    if (Date.now() - this.#lastSyncAt > CHANGE_RETENTION_MS / 2) return this.load();
    this.#lastSyncAt = Date.now();
    const today = isoDate(new Date());
    if (today !== this.#today) {
      this.#today = today;
      for (const index of [this.jobs, this.candidates, this.opportunities]) index.setToday(today);
      this.#changed();
    }
    const changes = await this.db
      .selectFrom('matching_changes')
      .select(['id', 'entity', 'entity_id'])
      .where('id', '>', this.#lastChangeId)
      .orderBy('id')
      .limit(5000)
      .execute();
    if (changes.length === 0) return this.#pruneNowAndThen();
    const ids = (entity: string) => [...new Set(changes.filter((change) => change.entity === entity).map((change) => change.entity_id))];
    await this.refreshCandidates(ids('candidate'));
    await this.refreshJobs(ids('job'));
    await this.refreshOpportunities(ids('opportunity'));
    const companies = ids('company');
    if (companies.length > 0) this.#tell({ kind: 'companies', ids: companies });
    this.#lastChangeId = Number(changes.at(-1)?.id ?? this.#lastChangeId);
    if (changes.length === 5000) this.#dirty = true;
  }

  async #pruneNowAndThen(): Promise<void> {
    if (Date.now() - this.#lastPruneAt < 10 * 60 * 1000) return;
    this.#lastPruneAt = Date.now();
    const cutoff = new Date(Date.now() - CHANGE_RETENTION_MS).toISOString();
    await this.db.deleteFrom('matching_changes').where('created_at', '<', cutoff).execute();
  }

  async refreshCandidates(userIds: number[]): Promise<void> {
    if (userIds.length === 0) return;
    const found = await loadCandidates(this.db, userIds);
    this.#changed();
    for (const candidate of found) this.#putCandidate(candidate);
    const present = new Set(found.map((candidate) => candidate.id));
    for (const id of userIds) {
      if (!present.has(id)) {
        this.candidates.remove(id);
        this.candidateInputs.delete(id);
      }
    }
  }

  async refreshJobs(jobIds: number[]): Promise<void> {
    if (jobIds.length === 0) return;
    const found = await loadJobs(this.db, jobIds);
    this.#changed();
    this.#tell({ kind: 'jobs', ids: jobIds });
    for (const job of found) this.#putJob(job);
    const present = new Set(found.map((job) => job.id));
    for (const id of jobIds) {
      if (!present.has(id)) {
        this.jobs.remove(id);
        this.jobInputs.delete(id);
      }
    }
  }

  async refreshOpportunities(ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await loadOpportunities(this.db, ids);
    const active = new Set(found.filter((item) => item.is_active).map((item) => item.id));
    for (const opportunity of found) if (active.has(opportunity.id)) this.opportunities.upsert(opportunity);
    for (const id of ids) if (!active.has(id)) this.opportunities.remove(id);
  }

  #putCandidate(candidate: CandidateInput): void {
    this.candidates.upsert(candidate);
    this.candidateInputs.set(candidate.id, candidate);
  }

  /** Every job is kept as input (an organisation ranks candidates for its paused jobs too); only active ones are indexed for candidates. */
  #putJob(job: JobInput & { is_active: boolean }): void {
    this.jobInputs.set(job.id, job);
    if (job.is_active) this.jobs.upsert(job);
    else this.jobs.remove(job.id);
  }
}
