import type { ApplicationAnswer, EducationAnswer, UserAnswer } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { EditProfileSchema } from './edit-profile-schema';
import { blankEducation, blankExperience, toEditProfileForm } from './edit-profile-values';
import { applicationChanges, educationOperations, experienceOperations, userChanges } from './save-plan';

const user: UserAnswer = {
  id: 7,
  name: 'Alex Rivera',
  title: 'Backend Developer',
  email: 'alex@tandem.dev',
  phone_number: '07700 900100',
  address: '10 High Street, London, England, 10000',
  profile_picture: null,
  role: 'candidate',
  company: null,
  email_verified: true,
  visibility: 'open',
  applicationids: [{ id: 3 }],
  volunteer_hours: [],
};
const application: ApplicationAnswer = {
  id: 3,
  user: 7,
  linkedin: '',
  github: 'https://github.com/alex',
  portfolio: '',
  city: 'London',
  state: 'England',
  country: 'United Kingdom',
};
const degree: EducationAnswer = {
  id: 11,
  institution: 'University of Leeds',
  degree: 'BSc',
  field_of_study: 'Maths',
  start_date: '2015-09-01',
  end_date: null,
  application: 3,
};

const parse = (form: ReturnType<typeof toEditProfileForm>) => EditProfileSchema.parse(form);

describe('edit profile: what a save sends', () => {
  it('starts from the server: the address split, the country from the profile record, one blank entry', () => {
    const form = toEditProfileForm(user, application, [], []);
    expect(form.personal).toMatchObject({
      street: '10 High Street',
      city: 'London',
      zip: '10000',
      country: 'United Kingdom',
    });
    expect(form.educations).toEqual([blankEducation()]);
    expect(form.experiences).toEqual([blankExperience()]);
  });

  it('sends nothing for an untouched profile', () => {
    const data = parse(toEditProfileForm(user, application, [degree], []));
    expect(userChanges(data.personal, user)).toEqual({});
    expect(applicationChanges(data.personal, application)).toEqual({});
    expect(educationOperations(data.educations, [degree])).toEqual([]);
    expect(experienceOperations(data.experiences, [])).toEqual([]);
  });

  it('writes the address back as one string and only the fields that changed', () => {
    const form = toEditProfileForm(user, application, [], []);
    form.personal.city = 'Leeds';
    form.personal.portfolio = 'https://alex.dev';
    const data = parse(form);
    expect(userChanges(data.personal, user)).toEqual({ address: '10 High Street, Leeds, England, 10000' });
    expect(applicationChanges(data.personal, application)).toEqual({
      city: 'Leeds',
      portfolio: 'https://alex.dev',
    });
  });

  it('creates typed new entries, skips blank ones and sends a changed entry whole', () => {
    const form = toEditProfileForm(user, application, [degree], []);
    form.educations[0]!.field_of_study = 'Mathematics';
    form.educations.push({ ...blankEducation(), institution: 'Open University', end_date: '' });
    form.experiences = [blankExperience()];
    const data = parse(form);
    expect(educationOperations(data.educations, [degree])).toEqual([
      {
        kind: 'update',
        index: 0,
        id: 11,
        fields: {
          institution: 'University of Leeds',
          degree: 'BSc',
          field_of_study: 'Mathematics',
          start_date: '2015-09-01',
          end_date: null,
        },
      },
      {
        kind: 'create',
        index: 1,
        fields: {
          institution: 'Open University',
          degree: '',
          field_of_study: '',
          start_date: null,
          end_date: null,
        },
      },
    ]);
    expect(experienceOperations(data.experiences, [])).toEqual([]);
  });
});

describe('edit profile: form rules', () => {
  it('refuses a third education in kind words (the API keeps the spec\'s "Only 2 education can be added")', () => {
    const form = toEditProfileForm(user, application, [], []);
    form.educations = [blankEducation(), blankEducation(), blankEducation()];
    const result = EditProfileSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('You can list up to 2 places of study. Remove one to add another.');
  });

  it('refuses a fourth experience in kind words', () => {
    const form = toEditProfileForm(user, application, [], []);
    form.experiences = [blankExperience(), blankExperience(), blankExperience(), blankExperience()];
    expect(EditProfileSchema.safeParse(form).error?.issues[0]?.message).toBe(
      'You can list up to 3 jobs. Remove one to add another.',
    );
  });

  it('needs a name, a valid link and an end date after the start', () => {
    const form = toEditProfileForm(user, application, [], []);
    form.personal.name = ' ';
    form.personal.linkedin = 'not a link';
    form.experiences[0] = { ...blankExperience(), start_date: '2020-05-01', end_date: '2019-01-01' };
    const messages = EditProfileSchema.safeParse(form).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['personal.name', 'Username is required'],
        ['personal.linkedin', 'Enter a valid URL starting with http:// or https://.'],
        ['experiences.0.end_date', 'The end date cannot be before the start date.'],
      ]),
    );
  });

  it("takes 'linkedin.com/in/nina' as typed and saves it with https:// in front", () => {
    const form = toEditProfileForm(user, application, [], []);
    form.personal.linkedin = 'linkedin.com/in/nina';
    expect(EditProfileSchema.safeParse(form).data?.personal.linkedin).toBe('https://linkedin.com/in/nina');
  });

  it('keeps commas out of the city, state and zip', () => {
    const form = toEditProfileForm(user, application, [], []);
    form.personal.city = 'Leeds, West';
    expect(EditProfileSchema.safeParse(form).error?.issues[0]?.path).toEqual(['personal', 'city']);
  });
});
