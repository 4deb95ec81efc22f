import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/field';
import { useMatches } from '../api/get-matches';
import type { CandidateMatch } from '../lib/read-matches';
import { CANDIDATE_MESSAGES } from '../lib/messages';
import { Loading } from './loading-rows';
import { MatchList } from './match-list';

interface BestMatchesProps {
  jobId: number;
  applicantIds: ReadonlySet<number>;
  onPreview: (match: CandidateMatch) => void;
  /** What each candidate's row offers besides the preview (Invite to apply). */
  actions?: (match: CandidateMatch) => ReactNode;
}

/**
 * 'Best matches' for a job: the candidates scoring 50 or more (docs/product.md section C14), and the rest only when
 * asked for, under 'Other candidates'.
 */
export function BestMatches({ jobId, applicantIds, onPreview, actions }: BestMatchesProps) {
  const [showOthers, setShowOthers] = useState(false);
  const best = useMatches(jobId);
  const others = useMatches(jobId, best.data?.count ?? 0, showOthers && best.isSuccess);
  if (best.isPending) return <Loading label="Ranking candidates" />;
  if (best.isError) return <FormAlert>{CANDIDATE_MESSAGES.matchesFailed}</FormAlert>;
  return (
    <div className="space-y-6">
      {best.data.matches.length === 0 ? (
        <EmptyState>{CANDIDATE_MESSAGES.noMatches}</EmptyState>
      ) : (
        <MatchList matches={best.data.matches} applicantIds={applicantIds} onPreview={onPreview} actions={actions} />
      )}
      {!showOthers ? (
        <div className="flex justify-center">
          <Button variant="outline" onClick={() => setShowOthers(true)}>
            {CANDIDATE_MESSAGES.showOthers}
          </Button>
        </div>
      ) : (
        <section aria-labelledby="other-candidates" className="space-y-3">
          <h2 id="other-candidates" className="text-lg font-semibold text-slate-900">
            {CANDIDATE_MESSAGES.othersHeading}
          </h2>
          {others.isPending ? (
            <Loading label="Ranking other candidates" />
          ) : others.isError ? (
            <FormAlert>{CANDIDATE_MESSAGES.matchesFailed}</FormAlert>
          ) : others.data.matches.length === 0 ? (
            <EmptyState>{CANDIDATE_MESSAGES.noOthers}</EmptyState>
          ) : (
            <MatchList
              matches={others.data.matches}
              applicantIds={applicantIds}
              onPreview={onPreview}
              actions={actions}
              firstRank={best.data.count + 1}
            />
          )}
        </section>
      )}
    </div>
  );
}
