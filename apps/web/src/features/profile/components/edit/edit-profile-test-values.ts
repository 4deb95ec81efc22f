import type { UserAnswer } from '@tandem/contract';
import type { EditProfileForm } from '../../lib/edit-profile-values';
import { blankEducation, blankExperience } from '../../lib/edit-profile-values';

/** The tests' candidate on /editprofile: Priya Patel, profile record 7, with nothing filled in yet. */
export const priya: UserAnswer = {
  id: 3,
  name: 'Priya Patel',
  title: '',
  email: 'priya@example.com',
  phone_number: '',
  address: '',
  profile_picture: null,
  role: 'candidate',
  company: null,
  email_verified: true,
  visibility: 'open',
  applicationids: [{ id: 7 }],
  volunteer_hours: [],
};

/** Priya's form as the page opens it: her name, one empty education and one empty experience. */
export const priyaFormValues = (): EditProfileForm => ({
  personal: { name: 'Priya Patel', title: '', phone_number: '', street: '', city: '', state: '', zip: '', country: '', linkedin: '', github: '', portfolio: '' },
  educations: [blankEducation()],
  experiences: [blankExperience()],
});
