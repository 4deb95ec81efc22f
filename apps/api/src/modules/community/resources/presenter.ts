import type { ResourceAnswer, TagSummary } from '@tandem/contract';
import type { ResourceRow } from './repository.ts';

export function presentResource(resource: ResourceRow, tags: TagSummary[]): ResourceAnswer {
  return {
    id: resource.id,
    title: resource.title,
    description: resource.description,
    resource_type: resource.resource_type,
    author: resource.author,
    published_date: resource.published_date,
    url: resource.url,
    is_free: resource.is_free === 1,
    downloads_count: resource.downloads_count,
    views_count: resource.views_count,
    tags,
    company: resource.company_id,
    company_name: resource.company_name,
  };
}
