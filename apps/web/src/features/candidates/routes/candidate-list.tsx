import { INVITE_ABOVE_SCORE } from '@tandem/contract';
import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { Select } from '../../../components/ui/select';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { JobStatusBadge, statusOf, useMyJobs } from '../../job-posts';
import { useApplications } from '../api/get-applications';
import { useMatches } from '../api/get-matches';
import { ApplicantPipeline } from '../components/applicant-pipeline';
import { BestMatches } from '../components/best-matches';
import { Loading } from '../components/loading-rows';
import { MatchPreviewDialog } from '../components/match-preview-dialog';
import type { CandidateMatch } from '../lib/read-matches';
import { CANDIDATE_MESSAGES } from '../lib/messages';
import { InviteButton, SentInvitations } from '../../conversations';


const TABS = ['matches', 'applicants', 'invitations'] as const;

/** /candidatelist: pick one of the organisation's jobs; see who matches it best and move its applicants along. */
export function CandidateListRoute() {
  const [params, setParams] = useSearchParams();
  const [preview, setPreview] = useState<CandidateMatch | null>(null);
  const jobs = useMyJobs({ limit: 1000, offset: 0 });
  const jobList = jobs.data?.results ?? [];
  const asked = Number(params.get('job'));
  const job =
    jobList.find((item) => item.id === asked) ??
    jobList.find((item) => (item.applicants_count ?? 0) > 0) ??
    jobList[0];
  const jobId = job?.id;
  const matches = useMatches(jobId);
  const applications = useApplications(jobId);
  const applicants = useMemo(() => applications.data?.results ?? [], [applications.data]);
  const applicantIds = useMemo(
    () => new Set(applicants.filter((item) => !item.withdrawn_at).map((item) => item.candidate.id)),
    [applicants],
  );

  // Only candidates who have not applied can be invited (docs/product.md section C11).
  const inviteAction = (match: CandidateMatch) =>
    // Only what can be sent: the server refuses an invitation to a match scoring INVITE_ABOVE_SCORE or less.
    job && !applicantIds.has(match.candidateId) && match.applicationStatus === null && match.score > INVITE_ABOVE_SCORE ? (
      <InviteButton job={{ id: job.id, title: job.title }} candidate={{ id: match.candidateId, name: match.name, score: match.score }} />
    ) : null;

  const header = <PageHeader title="Candidate Matches" description={CANDIDATE_MESSAGES.description} />;
  if (jobs.isPending) {
    return (
      <>
        {header}
        <Loading label="Loading your jobs" />
      </>
    );
  }
  if (!job) {
    return (
      <>
        {header}
        <EmptyState
          action={
            <Link to="/jobpost" className={buttonClasses()}>
              Post a Job
            </Link>
          }
        >
          {CANDIDATE_MESSAGES.noJobs}
        </EmptyState>
      </>
    );
  }

  return (
    <>
      {header}
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full max-w-md">
          <label htmlFor="match-job" className="mb-1.5 block text-sm font-medium text-slate-800">
            Job
          </label>
          <Select
            id="match-job"
            value={String(job.id)}
            options={jobList.map((item) => ({ value: String(item.id), label: item.title }))}
            onChange={(event) => setParams({ job: event.target.value }, { replace: true, preventScrollReset: true })}
          />
        </div>
        <div className="pb-2.5">
          <JobStatusBadge status={statusOf(job)} />
        </div>
      </div>

      {/* The tab is in the address (?tab=): /myjobs' applicant counts and a 'New applicant' bell item open the
          Applicants tab even when this screen is already showing another. */}
      <Tabs
        key={jobId}
        value={TABS.find((tab) => tab === params.get('tab')) ?? 'matches'}
        onValueChange={(tab) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', tab);
              return next;
            },
            { replace: true, preventScrollReset: true },
          )
        }
        className="mt-6"
      >
        <TabsList aria-label="Candidates for this job">
          <TabsTrigger value="matches">Best matches{matches.data ? ` (${matches.data.count})` : ''}</TabsTrigger>
          <TabsTrigger value="applicants">Applicants{applications.data ? ` (${applicants.length})` : ''}</TabsTrigger>
          <TabsTrigger value="invitations">Invitations</TabsTrigger>
        </TabsList>
        <TabsContent value="matches">
          <BestMatches key={job.id} jobId={job.id} applicantIds={applicantIds} onPreview={setPreview} actions={inviteAction} />
        </TabsContent>
        <TabsContent value="applicants">
          {applications.isPending ? (
            <Loading label="Loading applicants" />
          ) : applications.isError ? (
            <FormAlert>{CANDIDATE_MESSAGES.applicationsFailed}</FormAlert>
          ) : applicants.length === 0 ? (
            <EmptyState>{CANDIDATE_MESSAGES.noApplicants}</EmptyState>
          ) : (
            <ApplicantPipeline applications={applicants} jobId={job.id} />
          )}
        </TabsContent>
        <TabsContent value="invitations">
          <SentInvitations jobId={job.id} />
        </TabsContent>
      </Tabs>
      <MatchPreviewDialog match={preview} onClose={() => setPreview(null)} footer={preview ? inviteAction(preview) : null} />
    </>
  );
}
