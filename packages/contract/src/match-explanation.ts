import { z } from 'zod';

/** The bands a score falls in (docs/product.md section C14); their thresholds are SCORE_BANDS in matching-words.ts. */
export const SCORE_BAND_NAMES = ['strong', 'good', 'worth-a-look', 'not-a-match'] as const;
export type ScoreBand = (typeof SCORE_BAND_NAMES)[number];

const SkillRef = z.strictObject({ key: z.string(), skillId: z.number().int().nullable(), name: z.string() });

const FactorScore = z.strictObject({
  earned: z.number(),
  possible: z.number(),
  share: z.number().min(0).max(1),
  note: z.string(),
});

/** Why a candidate and a job scored what they did: one schema, answered strictly, read typed by the page. */
export const MatchExplanation = z.strictObject({
  score: z.number().int().min(0).max(100),
  band: z.enum(SCORE_BAND_NAMES),
  factors: z.strictObject({
    skills: FactorScore,
    experience: FactorScore,
    education: FactorScore,
    place: FactorScore,
    preferences: FactorScore,
  }),
  /** Job skills held exactly: the only ones counted in 'x of y skills matched'. */
  matchedSkills: z.array(SkillRef.extend({ level: z.number().int().min(0).max(10), credit: z.number() }).strict()).readonly(),
  /** Job skills credited in part through a related skill ('JavaScript, related to React'). */
  relatedSkills: z.array(
    SkillRef.extend({ relatedTo: SkillRef, level: z.number().int().min(0).max(10), credit: z.number().max(0.5) }).strict(),
  ).readonly(),
  missingSkills: z.array(SkillRef).readonly(),
  hints: z.array(
    z.strictObject({
      kind: z.enum(['add-skill', 'add-place', 'experience', 'education']),
      message: z.string(),
      skill: SkillRef.optional(),
      gain: z.number(),
    }),
  ).readonly(),
});
export type MatchExplanation = z.infer<typeof MatchExplanation>;
