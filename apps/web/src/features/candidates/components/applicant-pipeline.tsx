import { APPLICATION_STATUS_LABELS } from '@tandem/contract';
import type { JobApplicationAnswer } from '@tandem/contract';
import { groupByStage, PIPELINE_STAGES } from '../lib/pipeline';
import { useApplicantScores } from '../api/applicant-team';
import { ApplicantCard } from './applicant-card';
import { latestByApplication, useInterviews } from '../../interviews';

/** The job's applicants by stage: applied, screening, interview, offer, hired, rejected (and withdrawn). */
export function ApplicantPipeline({ applications, jobId }: { applications: readonly JobApplicationAnswer[]; jobId: number }) {
  const pipeline = groupByStage(applications);
  // One list for the whole board: each card shows its applicant's latest interview.
  const interviews = latestByApplication(useInterviews(jobId).data ?? []);
  // The engine's scores, one call for the board; a card shows its applicant's once they arrive.
  const scores = useApplicantScores(jobId).data;
  return (
    <div className="space-y-6">
      <div className="grid grid-cols-1 items-start gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {PIPELINE_STAGES.map((stage) => {
          const items = pipeline.stages[stage];
          return (
            <section key={stage} aria-labelledby={`stage-${stage}`} className="rounded-xl bg-slate-100 p-3">
              <h3 id={`stage-${stage}`} className="flex items-center justify-between text-sm font-semibold text-slate-900">
                {APPLICATION_STATUS_LABELS[stage]}
                <span className="rounded-full bg-white px-2 py-0.5 text-xs text-slate-700">{items.length}</span>
              </h3>
              {items.length === 0 ? (
                <p className="mt-2 text-xs text-slate-600">Nobody here.</p>
              ) : (
                <ul className="mt-2 space-y-2">
                  {items.map((application) => (
                    <ApplicantCard key={application.id} application={application} jobId={jobId} interview={interviews.get(application.id)} score={scores?.get(application.candidate.id)} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
      {pipeline.withdrawn.length > 0 && (
        <section aria-labelledby="stage-withdrawn" className="rounded-xl border border-dashed border-slate-300 p-3">
          <h3 id="stage-withdrawn" className="text-sm font-semibold text-slate-900">
            Withdrawn ({pipeline.withdrawn.length})
          </h3>
          <ul className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-3">
            {pipeline.withdrawn.map((application) => (
              <ApplicantCard key={application.id} application={application} jobId={jobId} interview={interviews.get(application.id)} score={scores?.get(application.candidate.id)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
