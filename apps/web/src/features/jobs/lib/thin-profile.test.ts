import { describe, expect, it } from 'vitest';
import { thinProfileGaps } from './thin-profile';

const checklist = [
  { key: 'photo', label: 'Add a photo', done: false, link: '/editprofile' },
  { key: 'skills', label: 'Add your skills', done: true, link: '/editprofile' },
  { key: 'resume', label: 'Upload your résumé', done: false, link: '/editprofile' },
];

describe('a thin profile before applying', () => {
  it('lists what is missing when less than half the profile is filled', () => {
    expect(thinProfileGaps({ completion: 20, checklist })).toEqual(['Add a photo', 'Upload your résumé']);
  });

  it('says nothing once half or more is filled', () => {
    expect(thinProfileGaps({ completion: 50, checklist })).toEqual([]);
  });
});
