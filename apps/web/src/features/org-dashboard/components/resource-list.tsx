import type { ResourceAnswer } from '@tandem/contract';
import { Badge } from '../../../components/ui/badge';
import { Button, buttonClasses } from '../../../components/ui/button';
import { formatDate } from '../../../lib/dates';
import { TagList } from './tag-list';

interface ResourceListProps {
  resources: readonly ResourceAnswer[];
  /** Access: counts a view (and the link opens the resource). */
  onAccess: (resource: ResourceAnswer) => void;
  onEdit?: (resource: ResourceAnswer) => void;
  onDelete?: (resource: ResourceAnswer) => void;
}

/** Resources as rows: title, type, author, published date (en-GB), tags, and Access. */
export function ResourceList({ resources, onAccess, onEdit, onDelete }: ResourceListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {resources.map((resource) => (
        <li key={resource.id} className="flex flex-wrap items-start gap-3 py-4">
          <div className="min-w-0 flex-1 basis-56 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-slate-900">{resource.title}</h3>
              {resource.resource_type && <Badge tone="info">{resource.resource_type}</Badge>}
              {resource.is_free && <Badge tone="success">Free</Badge>}
            </div>
            <p className="text-sm text-slate-700">
              {resource.author ? `${resource.author} · ` : ''}Published {formatDate(resource.published_date)}
            </p>
            <p className="text-xs text-slate-600">
              {resource.views_count} {resource.views_count === 1 ? 'view' : 'views'}
            </p>
            <TagList tags={resource.tags} />
          </div>
          <div className="flex gap-2">
            {resource.url ? (
              <a
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => onAccess(resource)}
                className={buttonClasses({ size: 'sm', variant: 'outline' })}
              >
                Access<span className="sr-only"> {resource.title} (opens in a new tab)</span>
              </a>
            ) : (
              <Button size="sm" variant="outline" onClick={() => onAccess(resource)}>
                Access<span className="sr-only"> {resource.title}</span>
              </Button>
            )}
            {onEdit && (
              <Button size="sm" variant="ghost" onClick={() => onEdit(resource)}>
                Edit<span className="sr-only"> {resource.title}</span>
              </Button>
            )}
            {onDelete && (
              <Button size="sm" variant="ghost" className="hover:text-danger-700" onClick={() => onDelete(resource)}>
                Delete<span className="sr-only"> {resource.title}</span>
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
