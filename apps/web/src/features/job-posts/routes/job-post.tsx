import { JOBS_MESSAGES, UI_MESSAGES } from '@tandem/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useToast } from '../../../components/ui/toast';
import { useUser } from '../../auth';
import { AddCompanyFirst, useCompany } from '../../company';
import { useJob } from '../api/get-job';
import { useSaveJob } from '../api/save-job';
import { JobForm } from '../components/job-form';
import { EMPTY_JOB_FORM, jobToFormValues } from '../lib/job-form';
import { isOwnJob } from '../lib/job-owner';
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
  const job = useJob(id);
  const saveJob = useSaveJob();
  const toast = useToast();
  const navigate = useNavigate();
  const title = isEditing ? 'Edit Job' : 'Post a Job';

  const header = (
    <PageHeader
      title={title}
      description={isEditing ? 'Update the details of this job.' : 'Describe the role and the skills it needs.'}
    />
  );

  if (user.data && user.data.company == null) {
    return <AddCompanyFirst header={header}>{JOBS_MESSAGES.addCompanyFirst}</AddCompanyFirst>;
  }
  // Another organisation's job (readable while active) answers as the API's 403 implies: not one of yours.
  const notOurs = job.data !== undefined && user.data !== undefined && !isOwnJob(job.data, user.data?.company);
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
  if (isEditing && !job.data) return <PageSpinner label="Loading the job" />;

  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <JobForm
        key={job.data?.id ?? 'new'}
        initialValues={job.data ? jobToFormValues(job.data) : EMPTY_JOB_FORM}
        companyName={company.data?.name ?? job.data?.company_name ?? ''}
        isEditing={isEditing}
        onSave={async (values) => {
          await saveJob.mutateAsync({ id, values });
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
