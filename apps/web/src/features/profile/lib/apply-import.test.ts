import { UI_MESSAGES } from '@tandem/contract';
import { describe, expect, it } from 'vitest';
import { addressFromImport, mergeEducations, mergeExperiences } from './apply-import';
import { blankEducation, blankExperience } from './edit-profile-values';

const imported = (company: string, duration = 'Developer') => ({ company, duration, city: 'Leeds', country: 'United Kingdom', start_date: '2020-01-01', end_date: null, responsibilities: 'Built things.' });

describe('putting imported entries in the form', () => {
  it('fills a blank placeholder first, updates an entry of the same company and title, and adds the rest', () => {
    const saved = { ...blankExperience(), entryId: 7, company: 'Acme Ltd', duration: 'Developer' };
    const result = mergeExperiences([saved, blankExperience()], [imported('Acme Ltd'), imported('Beta plc')]);
    expect(result.ok && result.entries.map((entry) => [entry.entryId, entry.company, entry.start_date, entry.end_date])).toEqual([
      [7, 'Acme Ltd', '2020-01-01', ''],
      [null, 'Beta plc', '2020-01-01', ''],
    ]);
  });

  it('refuses more than the profile holds with the limit message, changing nothing', () => {
    const full = ['A Ltd', 'B Ltd', 'C Ltd'].map((company, i) => ({ ...blankExperience(), entryId: i + 1, company, duration: 'Cook' }));
    expect(mergeExperiences(full, [imported('D Ltd')])).toEqual({ ok: false, message: UI_MESSAGES.profile.experienceLimit });
    const education = { institution: 'Open University', degree: 'MSc', field_of_study: 'Data', start_date: '2018-01-01', end_date: '2020-01-01' };
    const two = [{ ...blankEducation(), entryId: 1, institution: 'X College', degree: 'BA' }, { ...blankEducation(), entryId: 2, institution: 'Y School', degree: 'A-Levels' }];
    expect(mergeEducations(two, [education])).toEqual({ ok: false, message: UI_MESSAGES.profile.educationLimit });
  });

  it('reads an imported address into the form\'s parts: country and nation at the end, the postcode anywhere, then city and street', () => {
    expect(addressFromImport('London, United Kingdom')).toEqual({ street: '', city: 'London', zip: '', state: '', country: 'United Kingdom' });
    expect(addressFromImport('Flat 2, 10 Park Road, Leeds LS6 2AB, England')).toEqual({ street: 'Flat 2, 10 Park Road', city: 'Leeds', zip: 'LS6 2AB', state: 'England', country: 'United Kingdom' });
    expect(addressFromImport('Cardiff, Wales, UK')).toEqual({ street: '', city: 'Cardiff', zip: '', state: 'Wales', country: 'United Kingdom' });
    expect(addressFromImport('12 High Street, Bath, BA1 1AA')).toEqual({ street: '12 High Street', city: 'Bath', zip: 'BA1 1AA', state: '', country: '' });
    expect(addressFromImport('Manchester')).toEqual({ street: '', city: 'Manchester', zip: '', state: '', country: '' });
    expect(addressFromImport('UK')).toEqual({ street: '', city: '', zip: '', state: '', country: 'United Kingdom' });
    expect(addressFromImport('')).toEqual({ street: '', city: '', zip: '', state: '', country: '' });
  });
});
