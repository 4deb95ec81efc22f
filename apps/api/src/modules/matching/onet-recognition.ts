import { ONET_TECHNOLOGIES } from '../../db/seed/catalogue/index.ts';

export interface OnetRecognition {
  readonly total: number;
  readonly recognised: number;
  readonly share: number;
  /** O*NET's names that did not come back as the catalogue skill they stand for. */
  readonly missed: readonly string[];
}

/**
 * How many of O*NET's technologies (named by three or more occupations, or hot) skill extraction recognises:
 * each name is sent alone, as a job ad would write it, and counts when the skill it stands for comes back.
 * `extract` is the call under test (POST /api/matching/extract-skills/ in the test and the bench).
 */
export async function measureOnetRecognition(extract: (text: string) => Promise<readonly string[]>): Promise<OnetRecognition> {
  const missed: string[] = [];
  for (const [technology, skill] of ONET_TECHNOLOGIES) {
    const found = await extract(technology);
    if (!found.includes(skill)) missed.push(technology);
  }
  const total = ONET_TECHNOLOGIES.length;
  return { total, recognised: total - missed.length, share: (total - missed.length) / total, missed };
}
