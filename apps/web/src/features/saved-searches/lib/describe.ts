import type { SavedSearchAnswer } from '@tandem/contract';

/** A saved search's filters in words: 'python · London · full-time · remote · salary from 50,000'. */
export function describeQuery(query: SavedSearchAnswer['query']): string {
  const parts = [
    query.search && `“${query.search}”`,
    query.location,
    query.job_type,
    query.remote && 'remote',
    query.salary_min !== null && `salary from ${query.salary_min.toLocaleString('en-GB')}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : 'Every job that matches you';
}

/** /yourmatches with the search applied (the page has no salary filter: the alert keeps it). */
export function searchHref(query: SavedSearchAnswer['query']): string {
  const params = new URLSearchParams();
  if (query.search) params.set('search', query.search);
  if (query.location) params.set('location', query.location);
  if (query.job_type) params.set('type', query.job_type);
  if (query.remote) params.set('remote', 'true');
  const text = params.toString();
  return text ? `/yourmatches?${text}` : '/yourmatches';
}
