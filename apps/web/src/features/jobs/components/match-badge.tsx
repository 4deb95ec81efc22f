import { cn } from '../../../lib/cn';
import { matchBand, shownScore } from '../lib/job-format';

const BANDS = {
  high: 'bg-green-100 text-green-800 ring-green-600/30',
  medium: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  low: 'bg-slate-100 text-slate-800 ring-slate-500/30',
} as const;

/** "92% Match", coloured in bands at 90 and 70; nothing while the job has no score. */
export function MatchBadge({ score, className }: { score: unknown; className?: string }) {
  const value = shownScore(score);
  if (value === null) return null;
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BANDS[matchBand(value)],
        className,
      )}
    >
      {value}% Match
    </span>
  );
}
