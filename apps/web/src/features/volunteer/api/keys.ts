import type { VolunteerQuery } from '../lib/volunteer-filters';

export const volunteerKeys = {
  all: ['volunteer'] as const,
  lists: () => [...volunteerKeys.all, 'list'] as const,
  list: (query: VolunteerQuery) => [...volunteerKeys.lists(), query] as const,
  locations: () => [...volunteerKeys.all, 'locations'] as const,
};
