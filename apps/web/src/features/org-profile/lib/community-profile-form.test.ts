import type { UserAnswer } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { communityFormValues, splitCommunityProfile } from './community-profile-form';
import { CommunityProfileSchema } from './community-profile-validation';
import { POSTCODE_MESSAGE } from '@tandem/contract';

const user: UserAnswer = {
  id: 3,
  name: 'Sam Baker',
  title: '',
  email: 'smallbiz@tandem.dev',
  phone_number: '0121 496 0000',
  address: '14 Digbeth High St, Birmingham, West Midlands 12345, United Kingdom',
  profile_picture: null,
  role: 'smallbiz_owner',
  company: 3,
  email_verified: true,
  visibility: 'open',
  applicationids: [],
  volunteer_hours: [],
};

describe('the small-business and nonprofit profile form', () => {
  it('starts from the user, the company and the overview, the address in parts', () => {
    const values = communityFormValues(user, undefined, null);
    expect(values).toMatchObject({
      street: '14 Digbeth High St',
      city: 'Birmingham',
      state: 'West Midlands',
      zip: '12345',
      country: 'United Kingdom',
      seeking_volunteers: true,
      industry: '',
    });
  });

  it("saves the address as 'street, city, state zip, country'", () => {
    const data = CommunityProfileSchema.parse(communityFormValues(user, undefined, null));
    expect(splitCommunityProfile(data).user.address).toBe(user.address);
  });

  it('accepts UK and Irish postcodes as well as numeric codes', () => {
    for (const zip of ['BS1 4DJ', 'B5 6DR', 'D02 X285', '40001']) {
      expect(CommunityProfileSchema.safeParse({ ...communityFormValues(user, undefined, null), zip }).success, zip).toBe(true);
    }
  });

  it('refuses a zip that is neither numeric nor a UK or Irish postcode', () => {
    const result = CommunityProfileSchema.safeParse({ ...communityFormValues(user, undefined, null), zip: 'Bristol' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['zip'], message: POSTCODE_MESSAGE });
  });

  it('takes only the options of docs/product.md section 3', () => {
    const values = communityFormValues(user, undefined, null);
    expect(CommunityProfileSchema.safeParse({ ...values, employee_count: '5_plus', industry: 'retail' }).success).toBe(true);
    expect(CommunityProfileSchema.safeParse({ ...values, employee_count: 'lots' }).success).toBe(false);
  });

  it('refuses a website that is not an http(s) address', () => {
    const values = communityFormValues(user, undefined, null);
    expect(CommunityProfileSchema.safeParse({ ...values, website: 'javascript:alert(1)' }).success).toBe(false);
    expect(CommunityProfileSchema.safeParse({ ...values, website: 'https://daily-grind.example.org' }).success).toBe(true);
  });
});
