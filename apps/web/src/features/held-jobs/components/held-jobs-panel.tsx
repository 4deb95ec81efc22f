import { JOB_TYPE_LABELS, formatSalary, isSalaryCurrency, type HeldJobAnswer, type JobType, type SalaryPeriod } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { Field } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { useToast } from '../../../components/ui/toast';
import { useDecideHeldJob, useHeldJobs } from '../api/held-jobs';

const REASON_REQUIRED = 'Give a reason: it goes to the audit log, and to the organisation when you reject.';

function HeldJob({ job }: { job: HeldJobAnswer }) {
  const decide = useDecideHeldJob();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const pay = isSalaryCurrency(job.salary_currency) ? formatSalary(job.salary_min, job.salary_max, job.salary_currency, job.salary_period as SalaryPeriod) : null;
  const act = (decision: 'publish' | 'reject') => {
    if (!reason.trim()) {
      setError(REASON_REQUIRED);
      return;
    }
    setError(undefined);
    decide.mutate(
      { id: job.id, decision, reason: reason.trim() },
      {
        onSuccess: () => toast.success(decision === 'publish' ? `Published: ${job.title}` : `Rejected: ${job.title}`),
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <li className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div>
        <h3 className="font-semibold text-slate-900">{job.title}</h3>
        <p className="text-sm text-slate-700">
          {job.company_name ?? 'No organisation'} · {JOB_TYPE_LABELS[job.job_type as JobType] ?? job.job_type}
          {pay ? ` · ${pay}` : ''}
        </p>
      </div>
      <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{job.held_reason}</p>
      <p className="text-sm whitespace-pre-line text-slate-800">{job.description}</p>
      <Field label="Reason for your decision" required error={error}>
        {(field) => <Textarea {...field} rows={2} value={reason} onChange={(event) => setReason(event.target.value)} />}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button aria-label={`Publish ${job.title}`} isPending={decide.isPending && decide.variables.decision === 'publish'} pendingText="Publishing…" disabled={decide.isPending} onClick={() => act('publish')}>
          Publish
        </Button>
        <Button variant="outline" aria-label={`Reject ${job.title}`} isPending={decide.isPending && decide.variables.decision === 'reject'} pendingText="Rejecting…" disabled={decide.isPending} onClick={() => act('reject')}>
          Reject
        </Button>
      </div>
    </li>
  );
}

/**
 * 'Held jobs' for the operator's /admin screen (docs/product.md section C20): each job held for review with why, its
 * words, and Publish or Reject with a reason (logged; a rejection's reason goes to the organisation).
 */
export function HeldJobsPanel() {
  const held = useHeldJobs();
  return (
    <Card aria-labelledby="held-jobs-title" className="space-y-4">
      <CardTitle id="held-jobs-title">Held jobs</CardTitle>
      {held.isPending ? (
        <Spinner label="Loading held jobs" />
      ) : held.isError ? (
        <p role="alert" className="text-sm text-red-800">The held jobs could not be loaded.</p>
      ) : held.data.results.length === 0 ? (
        <p className="text-sm text-slate-800">No job is held for review.</p>
      ) : (
        <ul aria-label="Held jobs" className="space-y-4">
          {held.data.results.map((job) => (
            <HeldJob key={job.id} job={job} />
          ))}
        </ul>
      )}
    </Card>
  );
}
