import { describe, expect, it } from 'vitest';
import { rankOpportunities, sharedSkills } from './rank';
import { locationOptions, readVolunteerQuery, toVolunteerParams, writeVolunteerQuery } from './volunteer-filters';

describe('volunteer filters', () => {
  it("reads docs/product.md's options in any case and drops unknown ones", () => {
    expect(
      readVolunteerQuery(new URLSearchParams('location=remote&commitment=WEEKLY&category=Pirates')),
    ).toEqual({
      search: '',
      location: 'Remote',
      commitment: 'Weekly',
      category: 'All',
    });
  });

  it('writes only real filters and sends the labels to the API', () => {
    const query = {
      search: 'garden',
      location: 'London',
      commitment: 'Any',
      category: 'Operations',
    } as const;
    expect(writeVolunteerQuery(query).toString()).toBe('search=garden&location=London&category=Operations');
    expect(toVolunteerParams(query, 50)).toEqual({
      limit: 50,
      search: 'garden',
      location: 'London',
      commitment: undefined,
      category: 'Operations',
    });
  });
});

describe('the Location filter', () => {
  it('offers the places with opportunities, not a fixed list', () => {
    expect(locationOptions({ cities: ['Bristol', 'Glasgow', 'Leeds'], remote: true }, 'Any')).toEqual([
      'Any',
      'Remote',
      'Bristol',
      'Glasgow',
      'Leeds',
    ]);
    expect(locationOptions({ cities: ['Leeds'], remote: false }, 'Any')).toEqual(['Any', 'Leeds']);
  });

  it('keeps the city in the address listed, and reads any city from it', () => {
    expect(readVolunteerQuery(new URLSearchParams('location=Glasgow')).location).toBe('Glasgow');
    expect(readVolunteerQuery(new URLSearchParams('location=ANY')).location).toBe('Any');
    expect(locationOptions(undefined, 'Glasgow')).toEqual(['Any', 'Glasgow']);
  });
});

describe('volunteer ranking', () => {
  const opportunities = [
    { id: 1, keywords: 'Gardening, Teamwork' },
    { id: 2, keywords: 'WordPress, HTML, CSS' },
    { id: 3, keywords: 'Canva' },
  ];

  it('puts the opportunities that share most skills with the profile first, keeping the order otherwise', () => {
    expect(rankOpportunities(opportunities, ['css', 'HTML']).map((item) => item.id)).toEqual([2, 1, 3]);
    expect(rankOpportunities(opportunities, []).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it("keeps the server's order when the matching engine scored the opportunities", () => {
    const scored = opportunities.map((item, index) => ({ ...item, match_score: 90 - index * 10 }));
    expect(rankOpportunities(scored, ['css', 'HTML']).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('names the shared skills', () => {
    expect(sharedSkills('WordPress, HTML, CSS', ['css', 'Python'])).toEqual(['CSS']);
  });
});
