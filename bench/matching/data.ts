import type { CandidateInput, CatalogueSkill, JobInput } from '@tandem/matching';
import { Random, Zipf } from './prng.ts';

/** Shape of the synthetic market; docs/matching.md explains the choices. */
export const MARKET = {
  skills: 5_000,
  /** Zipf-Mandelbrot exponent and offset of skill popularity: the top skill is on ~14% of jobs. */
  skillExponent: 1,
  skillOffset: 10,
  /** Skills per job and per profile. */
  minSkills: 5,
  maxSkills: 15,
  /** Related skills come from clusters of this size (Python, Django, Flask...). */
  clusterSize: 12,
  relatedPerSkill: 3,
  aliasShare: 0.2,
  countries: 60,
  statesPerCountry: 8,
  citiesPerState: 4,
  remoteShare: 0.25,
  /**
   * Skills co-occur: this share of a job's or profile's skills comes from one occupation (a pool of
   * skills such as a back-end developer's), the rest from the whole catalogue. BENCH_MARKET=independent
   * sets it to 0, every skill drawn on its own: the harder case for the index, kept as a stress test.
   */
  occupationShare: process.env.BENCH_MARKET === 'independent' ? 0 : 0.6,
  occupations: 300,
  occupationPool: 40,
} as const;

export interface Market {
  readonly catalogue: CatalogueSkill[];
  readonly skills: Zipf;
  readonly occupations: Zipf;
  /** Skill ranks of each occupation, most used in it first. */
  readonly pools: readonly (readonly number[])[];
  readonly inPool: Zipf;
  readonly places: Zipf;
  readonly placeList: readonly { city: string; state: string; country: string }[];
}

export function buildMarket(seed: number): Market {
  const random = new Random(seed);
  const catalogue: CatalogueSkill[] = [];
  // Shuffle skills into clusters so related skills mix popular and rare ones, as in real catalogues.
  const order = random.shuffle(Array.from({ length: MARKET.skills }, (_, i) => i));
  const clusterOf = new Int32Array(MARKET.skills);
  order.forEach((skill, position) => (clusterOf[skill] = Math.floor(position / MARKET.clusterSize)));
  const members = new Map<number, number[]>();
  for (let skill = 0; skill < MARKET.skills; skill++) {
    const cluster = clusterOf[skill] ?? 0;
    members.set(cluster, [...(members.get(cluster) ?? []), skill]);
  }
  for (let skill = 0; skill < MARKET.skills; skill++) {
    const cluster = members.get(clusterOf[skill] ?? 0) ?? [];
    const related = new Set<string>();
    for (let i = 0; i < MARKET.relatedPerSkill; i++) {
      const other = random.pick(cluster);
      if (other !== skill) related.add(skillName(other));
    }
    catalogue.push({
      id: skill + 1,
      name: skillName(skill),
      aliases: random.chance(MARKET.aliasShare) ? [aliasName(skill)] : [],
      related: [...related],
    });
  }
  const placeList: { city: string; state: string; country: string }[] = [];
  for (let c = 0; c < MARKET.countries; c++)
    for (let s = 0; s < MARKET.statesPerCountry; s++)
      for (let t = 0; t < MARKET.citiesPerState; t++)
        placeList.push({ city: `City ${c}-${s}-${t}`, state: `State ${c}-${s}`, country: `Country ${c}` });
  // Shuffle places so big cities are spread over countries.
  random.shuffle(placeList);
  const skills = new Zipf(MARKET.skills, MARKET.skillExponent, MARKET.skillOffset);
  // An occupation's pool mixes common and rare skills, drawn with the catalogue's own popularity; which of
  // them the occupation uses most is its own (a shuffle), so one skill does not top every occupation.
  const pools = Array.from({ length: MARKET.occupations }, () =>
    random.shuffle(skills.distinct(random, MARKET.occupationPool)),
  );
  return {
    catalogue,
    skills,
    occupations: new Zipf(MARKET.occupations, 1, 5),
    pools,
    inPool: new Zipf(MARKET.occupationPool, 1, 2),
    places: new Zipf(placeList.length, 1, 5),
    placeList,
  };
}

const skillName = (rank: number) => `Skill ${rank}`;
const aliasName = (rank: number) => `sk-${rank}`;
const DEGREES = ['None', 'High school', "Bachelor's degree in Computer Science", "Master's", 'PhD'];
const DEGREE_WEIGHTS = [0.3, 0.1, 0.45, 0.12, 0.03];
const JOB_TYPES = ['full-time', 'intern', 'volunteering'];

function weighted<T>(random: Random, items: readonly T[], weights: readonly number[]): T {
  let u = random.next();
  for (let i = 0; i < items.length; i++) {
    u -= weights[i] ?? 0;
    if (u < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

function skillNames(market: Market, random: Random): string[] {
  const count = random.int(MARKET.minSkills, MARKET.maxSkills);
  const pool = market.pools[market.occupations.sample(random)] ?? [];
  const ranks = new Set<number>();
  while (ranks.size < Math.round(count * MARKET.occupationShare))
    ranks.add(pool[market.inPool.sample(random)] ?? 0);
  while (ranks.size < count) ranks.add(market.skills.sample(random));
  return [...ranks].map((rank) =>
    random.chance(0.05) && market.catalogue[rank]?.aliases?.length ? aliasName(rank) : skillName(rank),
  );
}

export function makeJob(market: Market, random: Random, id: number): JobInput {
  const place = market.placeList[market.places.sample(random)] ?? { city: '', state: '', country: '' };
  return {
    id,
    keywords: skillNames(market, random),
    years_of_experience: random.chance(0.2) ? null : random.int(0, 10),
    degree_requirements: weighted(random, DEGREES, DEGREE_WEIGHTS),
    ...place,
    is_remote: random.chance(MARKET.remoteShare),
    job_type: weighted(random, JOB_TYPES, [0.75, 0.15, 0.1]),
  };
}

const day = (random: Random, fromYear: number, toYear: number) =>
  `${random.int(fromYear, toYear)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;

export function makeCandidate(market: Market, random: Random, id: number): CandidateInput {
  const place = random.chance(0.95) ? market.placeList[market.places.sample(random)] : undefined;
  const experiences = Array.from({ length: random.int(0, 3) }, () => {
    const start = day(random, 2000, 2024);
    return {
      start_date: start,
      end_date: random.chance(0.4) ? null : day(random, Number(start.slice(0, 4)) + 1, 2025),
    };
  });
  return {
    id,
    // Proficiency leans to the middle of the slider, as self-assessments do.
    skills: skillNames(market, random).map((name) => ({
      name,
      score: Math.round(((random.next() + random.next()) / 2) * 10),
    })),
    experiences,
    educations: random.chance(0.8) ? [{ degree: weighted(random, DEGREES, DEGREE_WEIGHTS) }] : [],
    ...(place ?? {}),
    preferredJobTypes: random.chance(0.6)
      ? []
      : random.chance(0.75)
        ? ['full-time']
        : ['intern', 'volunteering'],
  };
}

/** Share of jobs holding the most common skill, over a sample: how head-heavy the market is. */
export function topSkillShare(market: Market, sample: number): number {
  const random = new Random(99);
  const counts = new Map<string, number>();
  for (let id = 1; id <= sample; id++) {
    const keywords = makeJob(market, random, id).keywords;
    for (const name of typeof keywords === 'string' ? [keywords] : keywords)
      counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return Math.max(...counts.values()) / sample;
}
