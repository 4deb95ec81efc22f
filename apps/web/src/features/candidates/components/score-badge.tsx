import { MATCH_BANDS } from '@tandem/contract';
import { cn } from '../../../lib/cn';

/** The colour band of a score (CONTRACT.md section 7: the bands at 90 and 70 apply). */
export const scoreBand = (score: number): 'high' | 'medium' | 'low' =>
  score >= MATCH_BANDS.high ? 'high' : score >= MATCH_BANDS.medium ? 'medium' : 'low';

const BANDS = {
  high: 'bg-green-100 text-green-900 ring-green-300',
  medium: 'bg-amber-100 text-amber-900 ring-amber-300',
  low: 'bg-slate-100 text-slate-800 ring-slate-300',
} as const;

/** "85% Match", shown only when the engine gave a number. */
export function ScoreBadge({ score, className }: { score: number | null; className?: string }) {
  if (score === null) return null;
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-1 text-sm font-semibold whitespace-nowrap ring-1 ring-inset',
        BANDS[scoreBand(score)],
        className,
      )}
    >
      {score}% Match
    </span>
  );
}
