import { RECORD_MESSAGES } from '@tandem/contract';
import { useId } from 'react';

interface ReplyRecordProps {
  /** The share answered in time (0 to 1), null under 5 applications (RESPONSE_RECORD). */
  rate: number | null;
  medianDays: number | null;
  /**
   * 'line' (job cards): the one line, hidden while there is no record, with how it is counted as a tooltip (the
   * job's details say it in full). 'full' (the job's details, the company): the line or "New to Tandem", and how
   * it is counted as a help text.
   */
  variant?: 'line' | 'full';
}

/** An organisation's reply record (docs/product.md section C12): "Replies to 92% of applicants, usually within 3 days". */
export function ReplyRecord({ rate, medianDays, variant = 'line' }: ReplyRecordProps) {
  const helpId = useId();
  if (variant === 'line') {
    if (rate === null) return null;
    return (
      <p className="text-sm text-slate-700" title={RECORD_MESSAGES.help}>
        {RECORD_MESSAGES.line(rate, medianDays)}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-900" aria-describedby={helpId}>{rate === null ? RECORD_MESSAGES.tooFew : RECORD_MESSAGES.line(rate, medianDays)}</p>
      <p id={helpId} className="text-xs text-slate-700">
        {RECORD_MESSAGES.help}
      </p>
    </div>
  );
}
