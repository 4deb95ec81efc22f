import { UI_MESSAGES } from '@tandem/contract';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { PageSpinner } from '../../../components/ui/spinner';
import { useUser } from '../../auth';
import { VerifyOrganisationSection } from '../../company';
import { TeamSection } from '../../team';
import { useUserRecord } from '../api/get-user-record';
import { COMMUNITY_PROFILE_HEADER, CommunityProfile } from '../components/community-profile';
import { ProfileWait } from '../components/profile-wait';
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
    // The record is one more request after the session: the header does not wait for it.
    return user.data?.role === 'recruiter' ? (
      <ProfileWait header={RECRUITER_PROFILE_HEADER} className="mx-auto max-w-3xl space-y-6" />
    ) : (
      <ProfileWait header={COMMUNITY_PROFILE_HEADER} />
    );
  }
  const company = user.data?.company ?? null;
  const below = company !== null && (
    <div className="mx-auto mt-6 max-w-3xl space-y-6">
      <VerifyOrganisationSection companyId={company} />
      <TeamSection companyId={company} userId={id} />
    </div>
  );
  return record.data.role === 'recruiter' ? (
    <>
      <RecruiterProfile record={record.data} />
      {below}
    </>
  ) : (
    <CommunityProfile record={record.data} below={below} />
  );
}
