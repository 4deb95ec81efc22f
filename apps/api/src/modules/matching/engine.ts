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
import type { Bus, ChangedEntity } from '../../bus/index.ts';
import type { Db } from '../../db/database.ts';
import { isoDate } from '../../lib/time.ts';
import { CandidateVisibility, type CandidatesVisible } from './candidate-visibility.ts';
import { KeptRankings } from './kept-rankings.ts';
import { loadAllCandidates, loadAllJobs, loadCandidates, loadCatalogue, loadJobs, loadOpportunities, type LoadedCandidate } from './load.ts';

/** What changed, for state kept beside the indexes (the job rows of jobs/postings/row-cache.ts). */
export type EngineChange = { kind: 'everything' } | { kind: 'jobs'; ids: number[] } | { kind: 'companies'; ids: number[] };

/**
 * The matching indexes of one app instance: derived state (docs/product.md section C7), built from the database at
 * start and kept in step by the bus: every change it hears of is noted, and the records noted are read again
 * before the next ranking. A write made here is seen by the next ranking (bus.settle()); one made on another
 * instance as soon as its notification arrives, a few milliseconds after it commits.
 */
export class MatchingEngine {
  vocabulary!: SkillVocabulary;
  jobs!: JobIndex;
  candidates!: CandidateIndex;
  opportunities!: OpportunityIndex;
  /** Inputs kept to rank from one side: a candidate's profile for their jobs, a job for its candidates. */
  readonly candidateInputs = new Map<number, CandidateInput>();
  readonly jobInputs = new Map<number, JobInput>();
  /** Who may see each candidate: hidden ones are kept as inputs for their own rankings, but never in `candidates`. */
  readonly #visibility = new CandidateVisibility();
  /** Records the bus named since the last sync, by kind; `reload` when it may have missed some. */
  readonly #pending: Record<ChangedEntity, Set<number>> = { candidate: new Set(), job: new Set(), opportunity: new Set(), company: new Set() };
  #reload = false;
  #today = '';
  #syncing: Promise<void> | undefined;
  #filling: Promise<void> | undefined;
  #ready = false;
  #stopped = false;
  readonly #rankings = new KeptRankings();
  readonly #listeners: ((change: EngineChange) => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
  ) {
    bus.on((message) => {
      if (message.t === 'changed') this.#pending[message.entity].add(message.id);
    });
    bus.onReset(() => {
      this.#reload = true;
    });
  }

  /** Hears of every change the engine reads (at once for writes made here, within a second for others). */
  onChange(listener: (change: EngineChange) => void): void {
    this.#listeners.push(listener);
  }

  #tell(change: EngineChange): void {
    for (const listener of this.#listeners) listener(change);
  }

  /** Reads everything: when changes were missed (and in start, in two steps). */
  async load(): Promise<void> {
    await this.#begin();
    await this.#fill();
  }

  /**
   * Starts the engine for an app that serves while its indexes are built: answers once the vocabulary is read and
   * the indexes exist (empty; creating a job reads the vocabulary), and fills them in the background. sync(), which
   * every ranking awaits, waits for the fill; `ready` says whether it is done (the health check answers 503
   * 'starting' until then). Blocking the app's start on the fill instead passed Fastify's plugin timeout (10 s) at
   * a quarter of a million candidates, and no request could be answered at all until it was done.
   */
  async start(): Promise<void> {
    await this.#begin();
    this.#filling = this.#fill().then(() => {
      this.#ready = true;
    });
    // A failed fill is answered by sync() (and the health check stays 'starting'); no unhandled rejection here.
    this.#filling.catch(() => undefined);
  }

  /** Whether the indexes hold everything the database held at start. */
  get ready(): boolean {
    return this.#ready;
  }

  /** The fill under way at start, to wait for (or abandon: stop()) when the app closes. */
  get filling(): Promise<void> | undefined {
    return this.#filling;
  }

  /** Ends a fill under way after the page being read (the app is closing). */
  stop(): void {
    this.#stopped = true;
  }

  async #begin(): Promise<void> {
    this.#reload = false;
    for (const ids of Object.values(this.#pending)) ids.clear();
    this.#today = isoDate(new Date());
    this.vocabulary = createVocabulary(await loadCatalogue(this.db));
    this.jobs = new JobIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.candidates = new CandidateIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.opportunities = new OpportunityIndex({ vocabulary: this.vocabulary, today: this.#today });
    this.candidateInputs.clear();
    this.jobInputs.clear();
    this.#visibility.clear();
  }

  async #fill(): Promise<void> {
    // A page at a time, the next read while this one is indexed (read-ahead.ts): memory holds two pages of rows,
    // never a whole table (at a million candidates, ten million skill rows). A fresh index takes a page in one batch.
    for await (const page of loadAllCandidates(this.db)) {
      if (this.#stopped) return;
      this.#putCandidates(page);
    }
    for await (const page of loadAllJobs(this.db)) {
      if (this.#stopped) return;
      for (const job of page) this.#putJob(job);
    }
    for (const opportunity of await loadOpportunities(this.db)) {
      if (opportunity.is_active) this.opportunities.upsert(opportunity);
    }
    this.#changed();
    this.#tell({ kind: 'everything' });
  }

  #changed(): void {
    this.#rankings.forget();
  }

  /** One page of a candidate's best active jobs, as JobIndex.topJobsFor answers it; kept until anything changes. */
  topJobsFor(candidate: CandidateInput, page: { offset: number; limit: number; explain?: boolean }): RankedJob[] {
    return this.#rankings.topJobsFor(this.jobs, candidate, page);
  }

  /** Brings the indexes up to date with what the bus has told of (and this instance's own writes); one sync at a time. */
  async sync(): Promise<void> {
    // The indexes being built at start (start()): nothing is ranked from a part of them. A failed build throws here.
    if (!this.#ready && this.#filling) await this.#filling;
    await this.bus.settle();
    // Again while changes keep arriving. A sync under way is waited for even when nothing is pending: it may have
    // taken this caller's changes (a job this request's own write created, taken by a queue job's sync) and still
    // be reading them; ranking before it ends would leave them out.
    while (this.#syncing || this.#reload || this.#today !== isoDate(new Date()) || Object.values(this.#pending).some((ids) => ids.size > 0)) {
      this.#syncing ??= this.#sync().finally(() => {
        this.#syncing = undefined;
      });
      await this.#syncing;
    }
  }

  async #sync(): Promise<void> {
    if (this.#reload) return this.load();
    const today = isoDate(new Date());
    if (today !== this.#today) {
      this.#today = today;
      for (const index of [this.jobs, this.candidates, this.opportunities]) index.setToday(today);
      this.#changed();
    }
    // Taken before reading: a change heard while the rows are read is noted again and read on the next sync.
    const take = (entity: ChangedEntity) => {
      const ids = [...this.#pending[entity]];
      this.#pending[entity].clear();
      return ids;
    };
    await this.refreshCandidates(take('candidate'));
    await this.refreshJobs(take('job'));
    await this.refreshOpportunities(take('opportunity'));
    const companies = take('company');
    if (companies.length > 0) this.#tell({ kind: 'companies', ids: companies });
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
        this.#visibility.forget(id);
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

  /**
   * A candidate as read, in the index organisations rank from only when someone may see them: a hidden candidate
   * leaves it (and comes back when they open up again); their own rankings of jobs read `candidateInputs`.
   */
  #putCandidate(candidate: LoadedCandidate): void {
    this.candidateInputs.set(candidate.id, candidate);
    if (this.#visibility.note(candidate)) this.candidates.upsert(candidate);
    else this.candidates.remove(candidate.id);
  }

  /** New candidates (a page read at start): as #putCandidate one by one, with the index's batched insert. */
  #putCandidates(page: readonly LoadedCandidate[]): void {
    const indexed: LoadedCandidate[] = [];
    for (const candidate of page) {
      if (this.candidateInputs.has(candidate.id)) {
        this.#putCandidate(candidate);
        continue;
      }
      this.candidateInputs.set(candidate.id, candidate);
      if (this.#visibility.note(candidate)) indexed.push(candidate);
    }
    this.candidates.upsertMany(indexed);
  }

  /** Whether any indexed candidate is seen only by organisations they applied to (else no relation need be read). */
  get hasAppliedOnly(): boolean {
    return this.#visibility.hasAppliedOnly;
  }

  /**
   * The candidates one organisation may see in its rankings: everyone indexed, except those seen only by
   * organisations they applied to, unless `related` (their ids with a relation to this organisation) names them.
   */
  visibleTo(related: ReadonlySet<number>): CandidatesVisible {
    return this.#visibility.visibleTo(related, this.candidates.size);
  }

  /** The candidate index as an organisation's rankings read it: a ranking at a minimum score kept until anything changes (kept-rankings.ts). */
  candidatesAsSeenBy(visible: CandidatesVisible): Pick<CandidateIndex, 'topCandidatesFor' | 'scoreCandidates'> {
    const index = this.candidates;
    return {
      topCandidatesFor: (job, options) => this.#rankings.topCandidatesFor(index, job, visible.key, options),
      scoreCandidates: (job, ids, options) => index.scoreCandidates(job, ids, options),
    };
  }

  /** Whether one candidate may be ranked for an organisation (`related`: they applied to it or accepted its invitation). */
  rankableFor(candidateId: number, related: boolean): boolean {
    return this.candidateInputs.has(candidateId) && this.#visibility.rankableFor(candidateId, related);
  }

  /** Every job is kept as input (an organisation ranks candidates for its paused jobs too); only active ones are indexed for candidates. */
  #putJob(job: JobInput & { is_active: boolean }): void {
    this.jobInputs.set(job.id, job);
    if (job.is_active) this.jobs.upsert(job);
    else this.jobs.remove(job.id);
  }
}
