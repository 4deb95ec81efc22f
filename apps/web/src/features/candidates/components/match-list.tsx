import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { initialsOf } from '@tandem/contract';
import type { CandidateMatch } from '../lib/read-matches';
import { ScoreBadge } from './score-badge';
import { SkillChips } from './skill-chips';

interface MatchListProps {
  matches: readonly CandidateMatch[];
  /** Candidates who applied to the job. */
  applicantIds: ReadonlySet<number>;
  onPreview: (match: CandidateMatch) => void;
  /** More buttons for a candidate (the invitation). */
  actions?: (match: CandidateMatch) => ReactNode;
  /** The first row's place in the whole ranking: 'Other candidates' go on from where 'Best matches' stopped. */
  firstRank?: number;
}

/** Candidates ranked for the job, best first, each with the skills behind the score. */
export function MatchList({ matches, applicantIds, onPreview, actions, firstRank = 1 }: MatchListProps) {
  return (
    <ol start={firstRank} className="space-y-3">
      {matches.map((match, index) => (
        <li key={match.candidateId} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <div className="flex flex-wrap items-start gap-3">
            {match.photo ? (
              <img src={match.photo} alt="" className="size-11 shrink-0 rounded-full object-cover" />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800"
              >
                {initialsOf(match.name)}
              </span>
            )}
            <div className="min-w-0 flex-1 basis-40">
              <h3 className="font-semibold break-words text-slate-900">
                <span className="sr-only">Rank {firstRank + index}: </span>
                {match.name}
              </h3>
              <p className="text-sm break-words text-slate-700">{[match.title, match.place].filter(Boolean).join(' · ')}</p>
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {(applicantIds.has(match.candidateId) || match.applicationStatus !== null) && <Badge tone="brand">Applied</Badge>}
              <ScoreBadge score={match.score} />
            </div>
          </div>
          <div className="mt-3">
            <SkillChips matched={match.matched} related={match.related} missing={match.missing} limit={6} />
          </div>
          <div className="mt-3 flex flex-wrap justify-end gap-2">
            {actions?.(match)}
            <Button size="sm" variant="outline" onClick={() => onPreview(match)}>
              View profile<span className="sr-only"> of {match.name}</span>
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
}
