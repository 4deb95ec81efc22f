import { describe, expect, it } from 'vitest';
import { normalizePlace } from './normalize.ts';
import { classifyPlace, type Place } from './place.ts';

const place = (city: string, state: string, country: string): Place<string> => ({
  city: normalizePlace(city),
  state: normalizePlace(state),
  country: normalizePlace(country),
});
const london = place('London', 'England', 'United Kingdom');

describe('classifyPlace', () => {
  it('suits any place when the job is remote', () => {
    expect(classifyPlace(place('Paris', '', 'France'), london, true, '')).toBe('remote');
    expect(classifyPlace(place('', '', ''), london, true, '')).toBe('remote');
  });

  it('matches the same city whatever the case or accents', () => {
    expect(classifyPlace(place(' LONDON ', 'england', 'United  Kingdom'), london, false, '')).toBe(
      'sameCity',
    );
    expect(classifyPlace(place('Sao Paulo', '', ''), place('São Paulo', '', ''), false, '')).toBe('sameCity');
  });

  it('does not take a namesake city in another country for the same city', () => {
    expect(classifyPlace(place('London', 'Ontario', 'Canada'), london, false, '')).toBe('elsewhere');
  });

  it('falls back to the same region, then the same country', () => {
    expect(classifyPlace(place('Leeds', 'England', 'United Kingdom'), london, false, '')).toBe('sameState');
    expect(classifyPlace(place('Glasgow', 'Scotland', 'United Kingdom'), london, false, '')).toBe(
      'sameCountry',
    );
  });

  it('tells a candidate without a place apart from one elsewhere', () => {
    expect(classifyPlace(place('', '', ''), london, false, '')).toBe('unknown');
    expect(classifyPlace(place('Paris', '', 'France'), london, false, '')).toBe('elsewhere');
  });

  it('does not restrict by place when the job names none', () => {
    expect(classifyPlace(place('Paris', '', 'France'), place('', '', ''), false, '')).toBe('anywhere');
  });

  it('gives a town the same result whether it was picked as the town or as the region', () => {
    const leedsJob = place('Leeds', 'England', 'United Kingdom');
    expect(classifyPlace(place('Leeds', 'Leeds', 'United Kingdom'), leedsJob, false, '')).toBe('sameCity');
    expect(classifyPlace(place('Leeds', 'England', 'United Kingdom'), leedsJob, false, '')).toBe('sameCity');
    // 'Manchester' chosen as the region with no town is Manchester.
    const manchesterJob = place('Manchester', 'England', 'United Kingdom');
    expect(classifyPlace(place('', 'Manchester', 'United Kingdom'), manchesterJob, false, '')).toBe('sameCity');
    // And the other way round: the job filed under the council, the candidate under the nation.
    expect(classifyPlace(place('Leeds', 'England', 'United Kingdom'), place('Leeds', 'Leeds', 'United Kingdom'), false, '')).toBe('sameCity');
  });

  it('still tells namesake towns in different regions of one country apart', () => {
    expect(
      classifyPlace(place('Portland', 'Maine', 'United States'), place('Portland', 'Oregon', 'United States'), false, ''),
    ).toBe('sameCountry');
  });
});
