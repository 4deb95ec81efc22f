import fc from 'fast-check';
import type { CandidateInput, JobInput } from '../types.ts';

// Names from the test catalogue (with aliases and odd casing), plus free text the catalogue lacks.
const SKILL_NAMES = [
  'Python',
  'py',
  'PYTHON3',
  'Django',
  'flask',
  'JavaScript',
  'js',
  'TypeScript',
  'node.js',
  'NodeJS',
  'Java',
  'C++',
  'c#',
  '.NET',
  'machine-learning',
  'Excel',
  'Microsoft Excel',
  'Docker',
  'k8s',
  'Kubernetes',
  'Figma',
  'Photoshop',
  'UX Design',
  'SQL',
  'Postgres',
  'R',
  'Golang',
  'Cobol',
  'cobol',
  'Knitting',
  'Forklift',
  '',
];
const CITIES = ['London', 'london', 'Leeds', 'Paris', 'Springfield', ''];
const STATES = ['England', 'Île-de-France', 'Illinois', ''];
const COUNTRIES = ['United Kingdom', 'France', 'United States', ''];
const DEGREES = [
  "Bachelor's degree in Computer Science",
  "Master's",
  'PhD',
  'High school',
  'None',
  'BSc',
  'Diploma',
  '',
  'Knitting',
];
const JOB_TYPES = ['full-time', 'intern', 'volunteering', 'Full-Time'];

const place = (values: string[]) => fc.option(fc.constantFrom(...values), { nil: null });
const date = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** Any candidate, including odd ones: no skills, scores out of range, bad dates, no place. */
export const candidateArb = (id: fc.Arbitrary<number> = fc.integer({ min: 1, max: 1_000_000 })) =>
  fc.record({
    id,
    skills: fc.array(
      fc.record({
        name: fc.constantFrom(...SKILL_NAMES),
        score: fc.oneof(fc.integer({ min: 0, max: 10 }), fc.double({ noDefaultInfinity: false })),
      }),
      { maxLength: 8 },
    ),
    experiences: fc.array(
      fc.record({
        start_date: fc.oneof(date, fc.constant('not a date')),
        end_date: fc.oneof(date, fc.constant(null), fc.constant('')),
      }),
      { maxLength: 3 },
    ),
    educations: fc.array(fc.record({ degree: fc.constantFrom(...DEGREES) }), { maxLength: 2 }),
    city: place(CITIES),
    state: place(STATES),
    country: place(COUNTRIES),
    preferredJobTypes: fc.array(fc.constantFrom(...JOB_TYPES), { maxLength: 2 }),
    workMode: fc.constantFrom(null, 'any', 'remote', 'onsite'),
    minSalary: fc.option(fc.integer({ min: 10000, max: 90000 })),
    seniority: fc.constantFrom(null, 'entry', 'mid', 'senior'),
  }) satisfies fc.Arbitrary<CandidateInput>;

/** Any job, including odd ones: no keywords, negative or huge years, free-text degrees. */
export const jobArb = (id: fc.Arbitrary<number> = fc.integer({ min: 1, max: 1_000_000 })) =>
  fc.record({
    id,
    keywords: fc.oneof(
      fc.array(fc.constantFrom(...SKILL_NAMES), { maxLength: 8 }),
      fc.array(fc.constantFrom(...SKILL_NAMES), { maxLength: 4 }).map((list) => list.join(', ')),
    ),
    years_of_experience: fc.oneof(fc.constant(null), fc.integer({ min: -2, max: 60 }), fc.double()),
    degree_requirements: fc.option(fc.constantFrom(...DEGREES), { nil: null }),
    city: place(CITIES),
    state: place(STATES),
    country: place(COUNTRIES),
    is_remote: fc.boolean(),
    job_type: fc.constantFrom(...JOB_TYPES),
    salary_max: fc.option(fc.integer({ min: 10000, max: 90000 })),
  }) satisfies fc.Arbitrary<JobInput>;
