import { APPLICATION_MOVES, APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@tandem/contract';
import type { ApplicationStatus, JobApplicationAnswer } from '@tandem/contract';

export const PIPELINE_STAGES = APPLICATION_STATUSES;

export interface Pipeline {
  stages: Record<ApplicationStatus, JobApplicationAnswer[]>;
  /** Applications the candidate withdrew: shown apart, never moved. */
  withdrawn: JobApplicationAnswer[];
}

/** The job's applicants by stage (applied, screening, interview, offer, hired, rejected), oldest first. */
export function groupByStage(applications: readonly JobApplicationAnswer[]): Pipeline {
  const stages = Object.fromEntries(PIPELINE_STAGES.map((stage) => [stage, [] as JobApplicationAnswer[]])) as Record<
    ApplicationStatus,
    JobApplicationAnswer[]
  >;
  const withdrawn: JobApplicationAnswer[] = [];
  const sorted = [...applications].sort((a, b) => a.applied_at.localeCompare(b.applied_at));
  for (const application of sorted) {
    if (application.withdrawn_at) withdrawn.push(application);
    else stages[application.status]?.push(application);
  }
  return { stages, withdrawn };
}

/** The stage select's options: where the application is, then every move docs/product.md allows from there. */
export function stageOptions(status: ApplicationStatus): Array<{ value: ApplicationStatus; label: string }> {
  return [status, ...APPLICATION_MOVES[status]].map((value) => ({ value, label: APPLICATION_STATUS_LABELS[value] }));
}

/** Applicants still in progress (not hired, rejected or withdrawn). */
export const openCount = (pipeline: Pipeline): number =>
  pipeline.stages.applied.length + pipeline.stages.screening.length + pipeline.stages.interview.length + pipeline.stages.offer.length;
