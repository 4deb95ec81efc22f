import type { JobApplicationAnswer } from '@tandem/contract';
import { cn } from '../../../lib/cn';
import { statusLabel, statusTone } from '../lib/application-status';

const TONES = {
  neutral: 'bg-slate-100 text-slate-800',
  progress: 'bg-sky-100 text-sky-900',
  good: 'bg-green-100 text-green-800',
  bad: 'bg-red-100 text-red-800',
} as const;

export function StatusBadge({
  application,
}: {
  application: Pick<JobApplicationAnswer, 'status' | 'withdrawn_at'>;
}) {
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[statusTone(application)],
      )}
    >
      {statusLabel(application)}
    </span>
  );
}
