import { UI_MESSAGES } from '@tandem/contract';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useUser } from '../../auth';
import { VerifyOrganisationSection } from '../../company';
import { TeamSection } from '../../team';
import { useUserRecord } from '../api/get-user-record';
import { COMMUNITY_PROFILE_HEADER, CommunityProfile } from '../components/community-profile';
import { RECRUITER_PROFILE_HEADER, RecruiterProfile } from '../components/recruiter-profile';

/** /orgprofile: the recruiter's profile, or the fuller small-business / nonprofit form. */
export function OrganisationProfileRoute() {
  const user = useUser();
  const id = user.data?.id;
  const record = useUserRecord(id);

  if (user.isPending) return <PageSpinner label="Loading your profile" />;
  if (id === undefined) {
    return (
      <>
        <PageHeader title="Profile" />
        <FormAlert>{UI_MESSAGES.orgProfile.userIdNotFound}</FormAlert>
      </>
    );
  }
  if (record.isError) {
    return (
      <>
        <PageHeader title="Profile" />
        <FormAlert>{UI_MESSAGES.orgProfile.failedToLoadProfileOrCompany}</FormAlert>
      </>
    );
  }
  if (!record.data) {
    // The screen's header comes with the first paint, in the place it keeps: the record is one more request, and
    // the header was the screen's largest paint (Lighthouse's LCP 0.9 s after its first paint, docs/performance.md).
    const recruiter = user.data?.role === 'recruiter';
    return (
      <div className={recruiter ? 'mx-auto max-w-3xl space-y-6' : 'mx-auto max-w-3xl'}>
        <PageHeader {...(recruiter ? RECRUITER_PROFILE_HEADER : COMMUNITY_PROFILE_HEADER)} />
        <PageSpinner label="Loading your profile" />
      </div>
    );
  }
  const company = user.data?.company ?? null;
  return (
    <>
      {record.data.role === 'recruiter' ? <RecruiterProfile record={record.data} /> : <CommunityProfile record={record.data} />}
      {company !== null && (
        <div className="mx-auto mt-6 max-w-3xl space-y-6">
          <VerifyOrganisationSection companyId={company} />
          <TeamSection companyId={company} userId={id} />
        </div>
      )}
    </>
  );
}
