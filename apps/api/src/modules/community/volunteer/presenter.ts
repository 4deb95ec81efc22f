import type { VolunteerOpportunityAnswer } from '@tandem/contract';
import type { OpportunityRow } from './repository.ts';

export function presentOpportunity(item: OpportunityRow, viewer: { interested: boolean; interestCount: number | null; matchScore?: number | null }): VolunteerOpportunityAnswer {
  return {
    id: item.id,
    title: item.title,
    description: item.description,
    keywords: item.keywords,
    city: item.city,
    country: item.country,
    is_remote: item.is_remote === 1,
    time_commitment: item.time_commitment,
    category: item.category,
    start_date: item.start_date,
    is_active: item.is_active === 1,
    company: item.company_id,
    company_name: item.company_name,
    interested: viewer.interested,
    interest_count: viewer.interestCount,
    match_score: viewer.matchScore ?? null,
  };
}
