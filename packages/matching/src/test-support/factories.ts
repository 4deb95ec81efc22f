import type { CandidateInput, JobInput } from '../types.ts';
import { createVocabulary, type CatalogueSkill } from '../vocabulary.ts';

/** A small catalogue with the cases the model cares about: aliases, related skills, tricky names. */
export const CATALOGUE: readonly CatalogueSkill[] = [
  { id: 1, name: 'Python', aliases: ['py', 'Python3'], related: ['Django', 'Flask'] },
  { id: 2, name: 'Django', related: ['Flask'] },
  { id: 3, name: 'Flask' },
  { id: 4, name: 'JavaScript', aliases: ['JS', 'ECMAScript'], related: ['TypeScript', 'Node.js'] },
  { id: 5, name: 'TypeScript', aliases: ['TS'] },
  { id: 6, name: 'Node.js', aliases: ['Node'] },
  { id: 7, name: 'Java' },
  { id: 8, name: 'C++', aliases: ['cpp'] },
  { id: 9, name: 'C#', aliases: ['csharp'] },
  { id: 10, name: '.NET', aliases: ['dotnet'] },
  { id: 11, name: 'Machine Learning', aliases: ['ML'] },
  { id: 12, name: 'Microsoft Excel', aliases: ['Excel', 'MS Excel'] },
  { id: 13, name: 'Docker', related: ['Kubernetes'] },
  { id: 14, name: 'Kubernetes', aliases: ['k8s'] },
  { id: 15, name: 'Figma', related: ['Adobe Photoshop', 'UX Design'] },
  { id: 16, name: 'Adobe Photoshop', aliases: ['Photoshop'] },
  { id: 17, name: 'UX Design', aliases: ['User Experience Design'] },
  { id: 18, name: 'SQL', related: ['PostgreSQL'] },
  { id: 19, name: 'PostgreSQL', aliases: ['Postgres'] },
  { id: 20, name: 'R' },
  { id: 21, name: 'Go', aliases: ['Golang'] },
  { id: 22, name: 'C' },
];

export const vocabulary = createVocabulary(CATALOGUE);

/** "Today" for every test, so experience without an end date is deterministic. */
export const TODAY = '2025-06-01';

/** A candidate with sensible defaults; override what the test is about. */
export function buildCandidate(overrides: Partial<CandidateInput> = {}): CandidateInput {
  return {
    id: 1,
    skills: [],
    experiences: [],
    educations: [],
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    preferredJobTypes: [],
    ...overrides,
  };
}

/** A job with sensible defaults; override what the test is about. */
export function buildJob(overrides: Partial<JobInput> = {}): JobInput {
  return {
    id: 1,
    keywords: [],
    years_of_experience: null,
    degree_requirements: null,
    city: 'London',
    state: 'England',
    country: 'United Kingdom',
    is_remote: false,
    job_type: 'full-time',
    ...overrides,
  };
}

/** Skills at one level: skills('Python', 'Django') is [{ name: 'Python', score: 10 }, ...]. */
export function skills(...names: string[]): { name: string; score: number }[] {
  return names.map((name) => ({ name, score: 10 }));
}
