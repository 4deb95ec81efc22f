import type { CompanyAnswer, SmallbizProfileAnswer, UserAnswer } from '@tandem/contract';
import type { CommunityProfileData } from './community-profile-validation';
import { composeOrgAddress, parseOrgAddress } from './org-address';

export interface CommunityProfileValues {
  name: string;
  phone_number: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  website: string;
  industry: string;
  employee_count: string;
  years_operating: string;
  seeking_volunteers: boolean;
  problems_facing: string;
  volunteer_roles: string;
}

export const COMMUNITY_FORM_FIELDS: Array<keyof CommunityProfileValues> = [
  'name',
  'phone_number',
  'street',
  'city',
  'state',
  'zip',
  'country',
  'website',
  'industry',
  'employee_count',
  'years_operating',
  'seeking_volunteers',
  'problems_facing',
  'volunteer_roles',
];

/** The form's starting values from the three records it edits. */
export function communityFormValues(
  user: UserAnswer,
  company: CompanyAnswer | undefined,
  profile: SmallbizProfileAnswer | null | undefined,
): CommunityProfileValues {
  return {
    name: user.name,
    phone_number: user.phone_number,
    ...parseOrgAddress(user.address),
    website: company?.website ?? '',
    industry: profile?.industry ?? '',
    employee_count: profile?.employee_count ?? '',
    years_operating: profile?.years_operating ?? '',
    seeking_volunteers: profile?.seeking_volunteers ?? true,
    problems_facing: profile?.problems_facing ?? '',
    volunteer_roles: profile?.volunteer_roles ?? '',
  };
}

/** What each record receives on save. */
export function splitCommunityProfile(data: CommunityProfileData) {
  return {
    user: { name: data.name, phone_number: data.phone_number, address: composeOrgAddress(data) },
    website: data.website ?? '',
    profile: {
      industry: data.industry,
      employee_count: data.employee_count,
      years_operating: data.years_operating,
      seeking_volunteers: data.seeking_volunteers,
      problems_facing: data.problems_facing,
      volunteer_roles: data.volunteer_roles,
    },
  };
}
