import { TIME_COMMITMENT_LABELS } from '@tandem/contract';
import type { TimeCommitment, VolunteerOpportunityAnswer } from '@tandem/contract';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

interface OpportunityListProps {
  items: readonly VolunteerOpportunityAnswer[];
  onEdit: (item: VolunteerOpportunityAnswer) => void;
  onDelete: (item: VolunteerOpportunityAnswer) => void;
}

const placeOf = (item: VolunteerOpportunityAnswer) =>
  [item.is_remote ? 'Remote' : '', item.city, item.country].filter(Boolean).join(', ');

/** The organisation's volunteer roles, with how many candidates are interested. */
export function OpportunityList({ items, onEdit, onDelete }: OpportunityListProps) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-start gap-3 py-4">
          <div className="min-w-0 flex-1 basis-56 space-y-1">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-semibold break-words text-slate-900">{item.title}</h3>
              <Badge tone="brand">{item.category}</Badge>
              {!item.is_active && <Badge>Inactive</Badge>}
            </div>
            <p className="text-sm text-slate-700">
              {TIME_COMMITMENT_LABELS[item.time_commitment as TimeCommitment] ?? item.time_commitment}
              {placeOf(item) ? ` · ${placeOf(item)}` : ''}
            </p>
            {item.interest_count !== null && (
              <p className="text-xs text-slate-600">
                <Link className="text-brand-700 underline" to={`/volunteer-roles/${item.id}`}>
                  {item.interest_count} interested {item.interest_count === 1 ? 'person' : 'people'}, shifts and hours
                  <span className="sr-only"> for {item.title}</span>
                </Link>
              </p>
            )}
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="ghost" onClick={() => onEdit(item)}>
              Edit<span className="sr-only"> {item.title}</span>
            </Button>
            <Button size="sm" variant="ghost" className="hover:text-danger-700" onClick={() => onDelete(item)}>
              Delete<span className="sr-only"> {item.title}</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
