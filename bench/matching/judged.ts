import { evaluateJudgedSet } from '../../packages/matching/src/judged/evaluate.ts';

/**
 * The judged set's figures (packages/matching/src/judged): how well the ranking follows a recruiter's
 * judgement, and whether the numbers mean what the bands say. Pure and quick, so it runs every time.
 */
export function judgedRows(): string[][] {
  const report = evaluateJudgedSet();
  const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
  const candidates = report.ndcg.size;
  const jobs = report.pairs.length / candidates;
  const size = `${candidates} candidates × ${jobs} jobs`;
  return [
    ['judged set: NDCG@10 mean', size, report.meanNdcg.toFixed(3), '≥ 0.95', ''],
    ['judged set: NDCG@10 min', size, report.minNdcg.toFixed(3), '≥ 0.9', ''],
    ['judged set: irrelevant pairs above 20', size, pct(report.irrelevantAbove20), '', `sharing no skill: ${report.noSkillAbove20.length} (target 0)`],
    ['judged set: strong fits under 70', size, pct(report.strongUnder70), '0%', ''],
  ];
}
