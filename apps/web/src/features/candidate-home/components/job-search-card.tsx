import { firstNameOf } from '@tandem/contract';
import { useNavigate } from 'react-router';
import { useUser } from '../../auth';
import { JobSearchForm, matchesHref } from '../../jobs';

const EMPTY = { search: '', location: '', jobType: '' as const, remote: false };

/** The greeting and the job search: keyword, location, job type and remote, opening /yourmatches. */
export function JobSearchCard() {
  const user = useUser();
  const navigate = useNavigate();
  const firstName = firstNameOf(user.data?.name);
  return (
    <div className="mb-8 rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-5 shadow-sm sm:p-8">
      <title>Home · Tandem</title>
      <h1 className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
        {/* Not 'Welcome back': the first screen a new candidate sees after signing up is this one. */}
        {firstName ? `Welcome, ${firstName}` : 'Welcome'}
      </h1>
      <p className="mt-1 mb-5 text-brand-100">Find work that fits your skills.</p>
      <JobSearchForm
        defaultValues={EMPTY}
        submitLabel="Find jobs"
        onSearch={(values) => void navigate(matchesHref(values))}
        className="rounded-xl bg-white p-4"
      />
    </div>
  );
}
