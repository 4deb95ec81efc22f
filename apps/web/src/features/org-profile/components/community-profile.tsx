import type { UserAnswer } from '@tandem/contract';
import { UI_MESSAGES } from '@tandem/contract';
import type { ReactNode } from 'react';
import { FormAlert } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { AddCompanyFirst, CompanyDetails, useCompany } from '../../company';
import { useSmallbizProfile } from '../api/smallbiz-profile';
import { CommunityProfileForm } from './community-profile-form';
import { ProfileWait } from './profile-wait';

/** The small business's and nonprofit's /orgprofile header: also shown while their data loads. */
export const COMMUNITY_PROFILE_HEADER = { title: 'Organisation Profile', description: 'Your details and what your organisation needs.' } as const;

/**
 * Loads the company and its overview, then shows the small-business / nonprofit profile form, and what the screen
 * shows below it (`below`) only then: drawn under the wait, it was pushed down the height of the form when it came.
 */
export function CommunityProfile({ record, below }: { record: UserAnswer; below?: ReactNode }) {
  const company = useCompany(record.company);
  const profile = useSmallbizProfile(record.company);
  const header = <PageHeader {...COMMUNITY_PROFILE_HEADER} />;

  if (record.company === null) {
    return (
      <AddCompanyFirst header={header}>
        Add your company details first; your organisation profile builds on them.
      </AddCompanyFirst>
    );
  }
  if (company.isError || profile.isError) {
    return (
      <div className="mx-auto max-w-3xl">
        {header}
        <FormAlert>{company.isError ? UI_MESSAGES.orgProfile.errorFetchingData : UI_MESSAGES.orgProfile.errorFetchingProfile}</FormAlert>
        {below}
      </div>
    );
  }
  if (!company.data || profile.data === undefined) return <ProfileWait header={COMMUNITY_PROFILE_HEADER} />;
  return (
    <div className="mx-auto max-w-3xl">
      {header}
      <div className="mb-6">
        <CompanyDetails companyId={company.data.id} />
      </div>
      <CommunityProfileForm user={record} company={company.data} profile={profile.data} />
      {below}
    </div>
  );
}
