import { describe, expect, it } from 'vitest';
import { matchesHref, readMatchQuery, toJobListParams, writeMatchQuery } from './match-filters';

describe('match filters in the query string', () => {
  it('reads the search of the top bar and the filters of /home', () => {
    expect(
      readMatchQuery(new URLSearchParams('search=react&location=Leeds&type=intern&remote=true')),
    ).toEqual({
      search: 'react',
      location: 'Leeds',
      jobType: 'intern',
      remote: true,
      tab: 'all',
      sort: 'match',
    });
  });

  it('falls back to the defaults for unknown values', () => {
    expect(
      readMatchQuery(new URLSearchParams('type=pirate&sort=password&tab=secret&remote=yes')),
    ).toMatchObject({
      jobType: '',
      sort: 'match',
      tab: 'all',
      remote: false,
    });
  });

  it('writes only what differs from the defaults and round-trips', () => {
    expect(writeMatchQuery({ search: '', sort: 'match', tab: 'all' }).toString()).toBe('');
    const written = writeMatchQuery({ search: 'data', tab: 'saved', sort: 'salary', remote: true });
    expect(written.toString()).toBe('search=data&remote=true&tab=saved&sort=salary');
    expect(readMatchQuery(written)).toMatchObject({
      search: 'data',
      tab: 'saved',
      sort: 'salary',
      remote: true,
    });
    expect(matchesHref({ search: 'UX design' })).toBe('/yourmatches?search=UX+design');
  });

  it('asks the API for the page: ordering by the sort, the location as a city, saved for the Saved tab', () => {
    const query = readMatchQuery(new URLSearchParams('location=Leeds&tab=saved&sort=recent'));
    expect(toJobListParams(query, 20, 20)).toEqual({
      limit: 20,
      offset: 20,
      ordering: '-created_at',
      search: undefined,
      city: 'Leeds',
      job_type: undefined,
      is_remote: undefined,
      saved: 'true',
    });
    expect(toJobListParams(readMatchQuery(new URLSearchParams()), 0, 20).ordering).toBe('-match_score');
  });

  it('sorts by the most responsive organisations through ordering=-response_rate', () => {
    const query = readMatchQuery(new URLSearchParams('sort=responsive'));
    expect(query.sort).toBe('responsive');
    expect(writeMatchQuery(query).toString()).toBe('sort=responsive');
    expect(toJobListParams(query, 0, 20).ordering).toBe('-response_rate');
  });
});
