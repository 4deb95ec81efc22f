import { cn } from '../../../lib/cn';
import { MatchBadge } from '../../jobs';

/** "85% Match" for a ranked candidate: the jobs' badge, so the bands and colours are the same on every screen. */
export function ScoreBadge({ score, className }: { score: number | null; className?: string }) {
  return <MatchBadge score={score} className={cn('text-sm', className)} />;
}
