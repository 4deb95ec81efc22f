import { TIME_COMMITMENT_LABELS } from '@tandem/contract';
import type { TimeCommitment, VolunteerOpportunityAnswer } from '@tandem/contract';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { MatchBadge } from '../../jobs';
import { InterestButton } from './interest-button';

export const commitmentLabel = (value: string) => TIME_COMMITMENT_LABELS[value as TimeCommitment] ?? value;
export const placeOf = (item: Pick<VolunteerOpportunityAnswer, 'city' | 'country' | 'is_remote'>) =>
  item.is_remote ? 'Remote' : [item.city, item.country].filter(Boolean).join(', ') || 'Place to be agreed';

interface OpportunityCardProps {
  opportunity: VolunteerOpportunityAnswer;
  shared: string[];
  onLearnMore: () => void;
}

/** One opportunity: who, where, how often, which skills; Apply Now records interest, Learn More opens details. */
export function OpportunityCard({ opportunity, shared, onLearnMore }: OpportunityCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {opportunity.title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <MatchBadge score={opportunity.match_score} />
          <span className="rounded-full bg-violet-50 px-2.5 py-0.5 text-xs font-medium text-violet-800">
            {opportunity.category}
          </span>
        </div>
      </div>
      <p className="text-sm text-slate-800">{opportunity.company_name}</p>
      <p className="text-sm text-slate-700">
        {placeOf(opportunity)} · {commitmentLabel(opportunity.time_commitment)}
      </p>
      <p className="line-clamp-2 text-sm text-slate-800">{opportunity.description}</p>
      {shared.length > 0 && (
        <p className="text-sm font-medium text-green-800">Uses your skills: {shared.join(', ')}</p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <InterestButton id={opportunity.id} interested={opportunity.interested} title={opportunity.title} organisation={opportunity.company_name} />
        <Button variant="outline" aria-haspopup="dialog" onClick={onLearnMore}>
          Learn More<span className="sr-only"> about {opportunity.title}</span>
        </Button>
      </div>
    </article>
  );
}
