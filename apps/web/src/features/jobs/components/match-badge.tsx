import { SCORE_BAND_LABELS, type ScoreBand } from '@tandem/contract';
import { cn } from '../../../lib/cn';
import { matchBand, shownScore } from '../lib/job-format';

/** One colour per band of docs/product.md section C14, on every screen that shows a score. */
const BANDS: Record<ScoreBand, string> = {
  strong: 'bg-green-100 text-green-900 ring-green-600/40',
  good: 'bg-teal-50 text-teal-900 ring-teal-600/30',
  'worth-a-look': 'bg-amber-100 text-amber-900 ring-amber-600/30',
  'not-a-match': 'bg-slate-100 text-slate-700 ring-slate-400/30',
};

/** "92% Match", coloured by its band, whose name is the tooltip; nothing while there is no score. */
export function MatchBadge({ score, className }: { score: unknown; className?: string }) {
  const value = shownScore(score);
  if (value === null) return null;
  const band = matchBand(value);
  return (
    <span
      data-band={band}
      title={SCORE_BAND_LABELS[band]}
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-1 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        BANDS[band],
        className,
      )}
    >
      {value}% Match
    </span>
  );
}
