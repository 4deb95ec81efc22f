import { JOBS_MESSAGES, REVIEW_MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useDeferredMount } from '../../../hooks/use-deferred-mount';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { AddCompanyFirst, useCompany } from '../../company';
import { useOwnJob } from '../api/own-job';
import { useJobSettings } from '../api/get-job-settings';
import { useSaveJob } from '../api/save-job';
import { HeldNotice } from '../components/held-notice';
import { JobForm } from '../components/job-form';
import { EMPTY_JOB_FORM, jobToFormValues } from '../lib/job-form';
import { JOB_POST_MESSAGES } from '../lib/messages';

const parseId = (value: string | undefined): number | undefined => {
  const id = Number(value);
  return value !== undefined && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** /jobpost and /jobpost/:id: post a new job, or edit one of the organisation's (prefilled by id). */
export function JobPostRoute() {
  const params = useParams();
  const id = parseId(params.id);
  const isEditing = params.id !== undefined;
  const user = useUser();
  const company = useCompany(user.data?.company);
  const job = useOwnJob(id);
  const saveJob = useSaveJob();
  const settings = useJobSettings();
  const toast = useToast();
  const navigate = useNavigate();
  const title = isEditing ? 'Edit Job' : 'Post a Job';
  // The form mounts with the job: deferred, a few milliseconds at a time (the hook says why); a new job's at once.
  const formReady = useDeferredMount(!isEditing || job.data !== undefined, !isEditing);

  const header = (
    <PageHeader
      title={title}
      description={isEditing ? 'Update the details of this job.' : 'Describe the role and the skills it needs.'}
    />
  );

  if (user.data && user.data.company == null) {
    return <AddCompanyFirst header={header}>{JOBS_MESSAGES.addCompanyFirst}</AddCompanyFirst>;
  }
  // Another organisation's job (readable while active): the API says whether the viewer may manage it (can_manage).
  const notOurs = job.data !== undefined && job.data.can_manage !== true;
  if (isEditing && (id === undefined || job.isError || notOurs)) {
    return (
      <div className="mx-auto max-w-3xl">
        {header}
        <EmptyState
          action={
            <Link to="/myjobs" className={buttonClasses({ variant: 'outline' })}>
              Back to My Jobs
            </Link>
          }
        >
          {JOB_POST_MESSAGES.notFound}
        </EmptyState>
      </div>
    );
  }
  if (!formReady || (isEditing && !job.data)) return <PageSpinner label="Loading the job" />;

  return (
    <div className="mx-auto max-w-3xl">
      {header}
      {job.data ? <HeldNotice job={job.data} className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900" /> : null}
      <JobForm
        key={job.data?.id ?? 'new'}
        initialValues={job.data ? jobToFormValues(job.data) : EMPTY_JOB_FORM}
        companyName={company.data?.name ?? job.data?.company_name ?? ''}
        isEditing={isEditing}
        payRangeRequired={settings.data?.pay_range_required ?? true}
        onSave={async (values) => {
          const saved = await saveJob.mutateAsync({ id, values });
          // A job held for review (docs/product.md section C20) stays on its form, which says why at the top.
          if (saved.status === 'held') {
            toast.error(REVIEW_MESSAGES.heldIntro, saved.held_reason ?? undefined);
            await navigate(`/jobpost/${saved.id}`);
            return;
          }
          toast.success(isEditing ? UI_MESSAGES.jobPost.jobUpdatedSuccessfully : UI_MESSAGES.jobPost.jobPostedSuccessfully);
          await navigate('/myjobs');
        }}
        onCancel={() => {
          if (isEditing) void navigate('/myjobs');
        }}
      />
    </div>
  );
}
