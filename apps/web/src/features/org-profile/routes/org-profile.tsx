import { UI_MESSAGES } from '@tandem/contract';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useUser } from '../../auth';
import { VerifyOrganisationSection } from '../../company';
import { TeamSection } from '../../team';
import { useUserRecord } from '../api/get-user-record';
import { CommunityProfile } from '../components/community-profile';
import { RecruiterProfile } from '../components/recruiter-profile';

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
  if (!record.data) return <PageSpinner label="Loading your profile" />;
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
