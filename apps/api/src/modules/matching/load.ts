import { toVisibility, type Visibility } from '@tandem/contract';
import type { CandidateInput, CatalogueSkill, JobInput, OpportunityInput } from '@tandem/matching';
import type { Db } from '../../db/database.ts';
import { sql } from 'kysely';
import { inBulkRead } from './bulk-read.ts';
import { readAhead } from './read-ahead.ts';


/** Ids per IN (...) list: well under both databases' bound-parameter limits. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The catalogue with its aliases and related skills, as the engine's vocabulary takes it. */
export async function loadCatalogue(db: Db): Promise<CatalogueSkill[]> {
  const [skills, aliases, relations] = await Promise.all([
    db.selectFrom('catalogue_skills').select(['id', 'name']).execute(),
    db.selectFrom('skill_aliases').select(['skill_id', 'alias']).execute(),
    db.selectFrom('skill_relations').select(['skill_id', 'related_skill_id']).execute(),
  ]);
  const names = new Map(skills.map((skill) => [skill.id, skill.name]));
  const aliasesOf = groupBy(aliases, (row) => row.skill_id);
  const relatedOf = groupBy(relations, (row) => row.skill_id);
  return skills.map((skill) => ({
    id: skill.id,
    name: skill.name,
    aliases: (aliasesOf.get(skill.id) ?? []).map((row) => row.alias),
    related: (relatedOf.get(skill.id) ?? []).flatMap((row) => names.get(row.related_skill_id) ?? []),
  }));
}

/** docs/product.md's candidate address is 'street, city, state, zip': the city and state when the profile has none. */
export function placeFromAddress(address: string): { city: string; state: string } {
  const parts = address.split(',').map((part) => part.trim());
  return { city: parts[1] ?? '', state: parts[2] ?? '' };
}

/**
 * Candidates as the engine reads them: skills with proficiency, experience periods, degrees and place. Every one
 * (loadAllCandidates, a page at a time), or only the users given (missing or non-candidate ids are simply absent). Each with who may
 * see them (docs/product.md section C13), which decides the organisations' rankings they enter.
 */
export interface LoadedCandidate extends CandidateInput {
  readonly visibility: Visibility;
}

export async function loadCandidates(db: Db, userIds: readonly number[]): Promise<LoadedCandidate[]> {
  const out: LoadedCandidate[] = [];
  for (const batch of chunks(userIds)) out.push(...(await candidatesWhere(db, { userIds: batch })));
  return out;
}

/** Profiles read per page at start: a few megabytes of rows at a time, whatever the number of candidates. */
export const START_PAGE = 5000;

/**
 * Every candidate, a page at a time in profile id order (keyset pagination: each page starts after the last id
 * of the one before, so each is an index range scan however deep). Reading them in one query held every profile
 * and skill row in memory at once before the first was indexed: at a million candidates, ten million skill rows
 * (bench/scale.ts, docs/performance.md). Each page is asked for as soon as the one before has arrived (read-ahead.ts).
 */
export function loadAllCandidates(db: Db, pageSize = START_PAGE): AsyncGenerator<LoadedCandidate[]> {
  const shared = new Shared();
  return readAhead(async (after) => {
    const page = await inBulkRead(db, (reader) => candidatesWhere(reader, { after, limit: pageSize }, shared));
    return { items: page.candidates, next: page.last === undefined || page.rows < pageSize ? undefined : page.last };
  });
}

type CandidateFilter = { userIds: readonly number[] } | { after: number; limit: number };
type SkillInput = LoadedCandidate['skills'][number];
const NONE: readonly never[] = Object.freeze([]);

/**
 * One copy of each value that repeats across candidates, for the whole start: the database driver makes a new
 * string per row, so a million candidates held ten million copies of a few hundred skill names, and as many
 * {name, score} objects, which the inputs kept for the candidates' own rankings never change (they are readonly).
 * At 250,000 candidates the heap after the start fell from 399 to 213 MiB, resident memory from 663 to 473 MiB (docs/performance.md, 'At a million').
 */
class Shared {
  readonly #strings = new Map<string, string>();
  readonly #skills = new Map<string, SkillInput>();

  string<T extends string | null>(value: T): T {
    if (value === null) return value;
    const known = this.#strings.get(value);
    if (known !== undefined) return known as T;
    this.#strings.set(value, value);
    return value;
  }

  /** A skill from its token as the page query writes it ('score:name'), which is also the key that finds it again. */
  skill(token: string): SkillInput {
    let skill = this.#skills.get(token);
    if (!skill) {
      const parsed = skillOf(token);
      skill = { name: this.string(parsed.name), score: parsed.score };
      this.#skills.set(token, skill);
    }
    return skill;
  }
}

/** Without sharing (a few candidates read again after a change): each value as read. */
const UNSHARED = { string: <T extends string | null>(value: T): T => value, skill: skillOf };

/**
 * A profile's skills come as one text, 'score:name' per skill, one skill a line: PostgreSQL (and SQLite) join them
 * per profile, so the driver builds one row per candidate instead of one per skill (about ten), which was most of
 * the start's parsing and garbage (docs/performance.md, 'At a million'). A skill name has no line break (the
 * contract refuses control characters in it) and the score is an integer, so the first ':' ends it.
 */
const SKILL_SEPARATOR = '\n';

function skillOf(token: string): SkillInput {
  const colon = token.indexOf(':');
  return { name: token.slice(colon + 1), score: Number(token.slice(0, colon)) };
}

async function candidatesWhere(db: Db, filter: { userIds: readonly number[] }): Promise<LoadedCandidate[]>;
async function candidatesWhere(db: Db, filter: { after: number; limit: number }, shared: Shared): Promise<{ candidates: LoadedCandidate[]; rows: number; last: number | undefined }>;
async function candidatesWhere(db: Db, filter: CandidateFilter, shared: Shared | typeof UNSHARED = UNSHARED): Promise<LoadedCandidate[] | { candidates: LoadedCandidate[]; rows: number; last: number | undefined }> {
  let profiles = db
    .selectFrom('users')
    .innerJoin('applications', 'applications.user_id', 'users.id')
    .leftJoin('candidate_preferences', 'candidate_preferences.user_id', 'users.id')
    .select(['users.id as user_id', 'users.address', 'users.visibility', 'applications.id as application_id', 'applications.city', 'applications.state', 'applications.country'])
    .select(['candidate_preferences.job_types', 'candidate_preferences.work_mode', 'candidate_preferences.min_salary', 'candidate_preferences.seniority'])
    // The profile's skills in the same statement (an index lookup per profile), so PostgreSQL prepares a whole page
    // while the page before is indexed (read-ahead.ts): as a second query it could only be sent once that indexing
    // had ended, and the start waited for it (28% of the load idle at 250,000 candidates, read ahead already).
    .select(sql<string | null>`(select string_agg(score || ':' || name, ${SKILL_SEPARATOR}) from profile_skills where profile_skills.application_id = applications.id)`.as('skills'))
    .where('users.role', '=', 'candidate');
  const paged = 'after' in filter;
  if (paged) profiles = profiles.where('applications.id', '>', filter.after).orderBy('applications.id').limit(filter.limit);
  else profiles = profiles.where('users.id', 'in', filter.userIds);
  const rows = await profiles.execute();
  const last = rows.at(-1)?.application_id;
  if (rows.length === 0) return paged ? { candidates: [], rows: 0, last } : [];
  // A page's details are the range of its profile ids (ordered, so no IN list); a list of users names its own.
  const applicationIds = rows.map((row) => row.application_id);
  const first = paged ? filter.after : 0;
  const [experiences, educations] = await Promise.all([
    db
      .selectFrom('experience')
      .select(['application_id', 'start_date', 'end_date'])
      .$if(paged, (query) => query.where('application_id', '>', first).where('application_id', '<=', last ?? first))
      .$if(!paged, (query) => query.where('application_id', 'in', applicationIds))
      .execute(),
    db
      .selectFrom('education')
      .select(['application_id', 'degree'])
      .$if(paged, (query) => query.where('application_id', '>', first).where('application_id', '<=', last ?? first))
      .$if(!paged, (query) => query.where('application_id', 'in', applicationIds))
      .execute(),
  ]);
  const experiencesOf = groupBy(experiences, (row) => row.application_id);
  const educationsOf = groupBy(educations, (row) => row.application_id);
  const out: LoadedCandidate[] = [];
  for (const row of rows) {
    // Split the address only when the profile lacks its place: most have one, and this ran for every candidate.
    const fromAddress = row.city && row.state ? undefined : placeFromAddress(row.address);
    const skills = row.skills;
    const experiences = experiencesOf.get(row.application_id);
    const educations = educationsOf.get(row.application_id);
    out.push({
      id: row.user_id,
      skills: skills ? skills.split(SKILL_SEPARATOR).map((token) => shared.skill(token)) : NONE,
      // An entry without a start date (a blank placeholder) says nothing about years worked.
      experiences: experiences ? experiences.flatMap(({ start_date, end_date }) => (start_date ? [{ start_date, end_date }] : [])) : NONE,
      educations: educations ? educations.map(({ degree }) => ({ degree: shared.string(degree) })) : NONE,
      city: shared.string(row.city || (fromAddress?.city ?? '')),
      state: shared.string(row.state || (fromAddress?.state ?? '')),
      country: shared.string(row.country),
      // What the candidate looks for (docs/product.md section C14); no row means nothing stated.
      preferredJobTypes: row.job_types ? row.job_types.split(',').map((type) => shared.string(type)) : NONE,
      workMode: shared.string(row.work_mode),
      minSalary: row.min_salary,
      seniority: shared.string(row.seniority),
      visibility: toVisibility(row.visibility),
    });
  }
  return paged ? { candidates: out, rows: rows.length, last } : out;
}

export interface LoadedJob extends JobInput {
  readonly is_active: boolean;
}

const jobColumns = ['id', 'keywords', 'years_of_experience', 'degree_requirements', 'city', 'state', 'country', 'is_remote', 'job_type', 'is_active', 'salary_min', 'salary_max'] as const;

/** Jobs as the engine reads them, with whether each is active (only active jobs are ranked for candidates). */
export async function loadJobs(db: Db, jobIds: readonly number[]): Promise<LoadedJob[]> {
  const out: LoadedJob[] = [];
  for (const batch of chunks(jobIds)) {
    for (const row of await db.selectFrom('job_profiles').select(jobColumns).where('id', 'in', batch).execute()) {
      out.push({ ...row, is_remote: row.is_remote === 1, is_active: row.is_active === 1 });
    }
  }
  return out;
}

/** Every job, a page at a time in id order (keyset pagination and read ahead, as loadAllCandidates and for the same reasons). */
export function loadAllJobs(db: Db, pageSize = START_PAGE): AsyncGenerator<LoadedJob[]> {
  return readAhead(async (after) => {
    const rows = await db.selectFrom('job_profiles').select(jobColumns).where('id', '>', after).orderBy('id').limit(pageSize).execute();
    const items = rows.map((row) => ({ ...row, is_remote: row.is_remote === 1, is_active: row.is_active === 1 }));
    return { items, next: rows.length < pageSize ? undefined : rows.at(-1)?.id };
  });
}

export interface LoadedOpportunity extends OpportunityInput {
  readonly is_active: boolean;
}

export async function loadOpportunities(db: Db, ids?: readonly number[]): Promise<LoadedOpportunity[]> {
  const batches = ids ? chunks(ids) : [undefined];
  const out: LoadedOpportunity[] = [];
  for (const batch of batches) {
    if (batch && batch.length === 0) continue;
    let query = db.selectFrom('volunteer_opportunities').select(['id', 'keywords', 'city', 'country', 'is_remote', 'is_active']);
    if (batch) query = query.where('id', 'in', batch);
    for (const row of await query.execute()) {
      out.push({ id: row.id, skills: row.keywords, city: row.city, country: row.country, is_remote: row.is_remote === 1, is_active: row.is_active === 1 });
    }
  }
  return out;
}
