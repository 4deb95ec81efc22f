import { INTERVIEW_STATUS_LABELS } from '@tandem/contract';
import type { InterviewAnswer } from '@tandem/contract';
import { slotLabel } from '../lib/times';

/** Where it stands, when (in the viewer's zone, named) and where, and the latest reason given. */
export function InterviewFacts({ interview }: { interview: InterviewAnswer }) {
  return (
    <div className="space-y-1 text-sm text-slate-800">
      <p className="font-medium text-slate-900">Interview: {INTERVIEW_STATUS_LABELS[interview.status]}</p>
      {interview.booked_slot && (
        <p>
          <time dateTime={interview.booked_slot.start}>{slotLabel(interview.booked_slot)}</time>
        </p>
      )}
      {interview.status !== 'cancelled' && (interview.location || interview.video_url) && (
        <p className="break-words">
          {interview.location ? `At ${interview.location}` : 'By video'}
          {interview.video_url && (
            <>
              {interview.location ? ' · ' : ': '}
              <a href={interview.video_url} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline underline-offset-2">
                video link<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </>
          )}
        </p>
      )}
      {interview.note && interview.status !== 'cancelled' && <p className="whitespace-pre-line text-slate-700">“{interview.note}”</p>}
      {interview.reason && <p className="text-slate-700">Reason given: “{interview.reason}”</p>}
    </div>
  );
}
