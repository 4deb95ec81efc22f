/**
 * `npm run bench:matching-popular`: an organisation's ranked candidates for a job (what /candidatelist asks of
 * the candidate index) at bench:scale's data, in memory, without PostgreSQL. Candidates as bench/api/seed.ts
 * writes them (5 to 15 catalogue skills, Zipf-like popularity, proficiency 1 to 10, the demo places, four in five
 * with preferences, no experience or education), so a job's popular skills are held by most of them: the case
 * where bench:scale measured about 0.3 s a request. Times what the route does for `min_score=50&limit=20`
 * (apps/api/src/modules/matching/ranked-candidates.ts: one ranking of the best 500 at 50 or more, then the page's
 * candidates explained), beside the two rankings it made before (500 without explanations, then the page again with
 * them), alternating job by job; checks that both give the same answer, and a few answers against scoring every
 * candidate one by one.
 *
 * Environment (all optional): BENCH_SCALE (1: 1,000,000 candidates), BENCH_QUERIES (40 jobs).
 */
import { cpus, loadavg } from 'node:os';
import { CandidateIndex, createVocabulary, type CandidateInput, type CatalogueSkill, type JobInput } from '@tandem/matching';
import { rankedCandidates } from '../apps/api/src/modules/matching/ranked-candidates.ts';
import { SKILL_CATALOGUE } from '../apps/api/src/db/seed/catalogue/index.ts';
import { DEMO_PLACES } from '../apps/api/src/db/seed/demo-places.ts';
import { seededRandom, type SeededRandom } from '../apps/api/src/db/seed/random.ts';
import { zipfSampler } from './api/seed.ts';
import { quantile, time } from './matching/measure.ts';

const CANDIDATES = Math.round(1_000_000 * Number(process.env.BENCH_SCALE ?? 1));
const QUERIES = Number(process.env.BENCH_QUERIES ?? 40);
const TODAY = '2026-06-01';
const DEGREES = ['', '', 'Bachelor', 'Bachelor', 'Master', 'High School', 'PhD'];
const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'];

const catalogue: CatalogueSkill[] = SKILL_CATALOGUE.flatMap((category) => category.skills).map((skill, i) => ({ id: i + 1, ...skill }));

/** The skill at rank r weighted 1/r, the ranks in a seeded order: bench/api/seed.ts's own sampler, by name. */
function zipf(random: SeededRandom): (count: number) => string[] {
  const sampler = zipfSampler(catalogue, random);
  return (count) => sampler.draw(count).map((skill) => skill.name);
}

function* candidates(random: SeededRandom, draw: (count: number) => string[]): Generator<CandidateInput> {
  for (let id = 1; id <= CANDIDATES; id++) {
    const place = random.pick(DEMO_PLACES);
    const skills = draw(random.int(5, 15)).map((name) => ({ name, score: random.int(1, 10) }));
    const preferences =
      id % 5 === 0
        ? {}
        : { preferredJobTypes: id % 3 === 0 ? ['full-time'] : ['full-time', 'part-time'], workMode: ['any', 'remote', 'onsite'][id % 3]!, minSalary: 20000 + (id % 7) * 5000 };
    yield { id, skills, city: place.city, state: place.state, country: place.country, ...preferences };
  }
}

function job(id: number, random: SeededRandom, draw: (count: number) => string[]): JobInput {
  const place = random.pick(DEMO_PLACES);
  const salary = random.int(22, 90) * 1000;
  return {
    id,
    keywords: draw(random.int(4, 10)),
    years_of_experience: random.int(0, 8),
    degree_requirements: random.pick(DEGREES),
    city: place.city,
    state: place.state,
    country: place.country,
    is_remote: random.next() < 0.2,
    job_type: random.next() < 0.8 ? 'full-time' : random.pick(JOB_TYPES),
    salary_min: salary,
    salary_max: salary + random.int(0, 20) * 1000,
  };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

function main(): void {
  console.log(`${CANDIDATES.toLocaleString('en-GB')} candidates, ${QUERIES} jobs; node ${process.version}, ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, load ${loadavg()[0]?.toFixed(1)}`);
  const random = seededRandom(8);
  const draw = zipf(random);
  const index = new CandidateIndex({ vocabulary: createVocabulary(catalogue), today: TODAY });
  const built = time(() => {
    index.upsertMany(candidates(random, draw));
    index.trim();
  });
  console.log(`built in ${(built / 1000).toFixed(1)} s`);
  const jobs = Array.from({ length: QUERIES }, (_, i) => job(i + 1, random, draw));
  const everyoneVisible = { filter: () => true, count: index.size };
  const page = { offset: 0, limit: 20 };
  const route = (input: JobInput) => rankedCandidates(index, input, everyoneVisible, 50, page);
  // The route as it was: the best 500 to count those at 50 or more, then the page ranked again with explanations.
  const twoRankings = (input: JobInput) => {
    const scored = index.topCandidatesFor(input, { k: 500, filter: everyoneVisible.filter });
    const count = scored.filter((item) => item.score >= 50).length;
    return { count, ranked: count === 0 ? [] : index.topCandidatesFor(input, { k: Math.min(20, count), explain: true, filter: everyoneVisible.filter }) };
  };
  for (const input of jobs.slice(0, 3)) {
    route(input);
    twoRankings(input);
  }
  const times = { route: [] as number[], twoRankings: [] as number[], top500: [] as number[], page: [] as number[], top20: [] as number[] };
  let atFifty = 0;
  for (const [i, input] of jobs.entries()) {
    // Alternating which goes first, so neither always finds the caches warmed by the other.
    const first = i % 2 === 0;
    let now: ReturnType<typeof route> | undefined;
    let before: ReturnType<typeof route> | undefined;
    if (first) times.route.push(time(() => (now = route(input))));
    times.twoRankings.push(time(() => (before = twoRankings(input))));
    if (!first) times.route.push(time(() => (now = route(input))));
    if (JSON.stringify(now) !== JSON.stringify(before)) throw new Error(`the route's one ranking and the two rankings disagree for job ${input.id}`);
    atFifty += now?.count ?? 0;
    times.top500.push(time(() => index.topCandidatesFor(input, { k: 500 })));
    times.page.push(time(() => index.topCandidatesFor(input, { k: 20, explain: true })));
    times.top20.push(time(() => index.topCandidatesFor(input, { k: 20 })));
  }
  console.log(`candidates at 50 or more within the best 500: ${(atFifty / jobs.length).toFixed(0)} a job on average`);
  console.log('| query | median | p90 | max |');
  console.log('| --- | ---: | ---: | ---: |');
  for (const [label, list] of [
    ['the route, min_score=50&limit=20: one ranking, the page explained', times.route],
    ['the route as it was: two rankings', times.twoRankings],
    ['top 500, no explanations (the count under min_score)', times.top500],
    ['top 20 with explanations (the page)', times.page],
    ['top 20, no explanations', times.top20],
  ] as const) {
    console.log(`| ${label} | ${ms(quantile(list, 0.5))} | ${ms(quantile(list, 0.9))} | ${ms(Math.max(...list))} |`);
  }
  // The index is an optimisation: its answers are those of scoring every candidate.
  const everyone = Array.from({ length: CANDIDATES }, (_, i) => i + 1);
  for (const input of jobs.slice(0, 3)) {
    const plain = index
      .scoreCandidates(input, everyone)
      .sort((a, b) => b.score - a.score || a.candidateId - b.candidateId)
      .slice(0, 500);
    const fast = index.topCandidatesFor(input, { k: 500 });
    if (JSON.stringify(plain) !== JSON.stringify(fast)) throw new Error(`the index and plain scoring disagree for job ${input.id}`);
  }
  console.log('answers checked against plain scoring for 3 jobs');
}

main();
