import { REVIEW_MESSAGES, type JobAnswer } from '@tandem/contract';

/** Why a job is held for review (docs/product.md section C20), for its organisation: the rules' own words. */
export function HeldNotice({ job, className }: { job: Pick<JobAnswer, 'status' | 'held_reason'>; className?: string }) {
  if (job.status !== 'held') return null;
  return (
    <div role="note" className={className ?? 'mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-xs text-amber-900'}>
      <p className="font-medium">{REVIEW_MESSAGES.heldIntro}</p>
      {job.held_reason ? <p className="mt-1">{job.held_reason}</p> : null}
    </div>
  );
}
