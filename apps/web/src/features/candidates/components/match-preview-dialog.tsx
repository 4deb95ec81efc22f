import type { ReactNode } from 'react';
import { Modal } from '../../../components/ui/dialog';
import type { CandidateMatch } from '../lib/read-matches';
import { FactorBars } from './factor-bars';
import { ScoreBadge } from './score-badge';
import { SkillChips } from './skill-chips';

/**
 * A matched candidate's profile as the engine read it, without contact details (docs/product.md section C5: those
 * appear only once the candidate applies, in the applicants' pipeline).
 */
export function MatchPreviewDialog({ match, onClose, footer }: { match: CandidateMatch | null; onClose: () => void; footer?: ReactNode }) {
  return (
    <Modal
      open={match !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={match?.name ?? ''}
      description={match ? [match.title, match.place].filter(Boolean).join(' · ') || undefined : undefined}
      size="lg"
      footer={footer}
    >
      {match && (
        <div className="space-y-6">
          <div className="flex flex-wrap items-center gap-3">
            <ScoreBadge score={match.score} />
            <p className="text-sm text-slate-700">Contact details appear once the candidate applies.</p>
          </div>
          {match.skills.length > 0 && (
            <section aria-labelledby="preview-profile-skills">
              <h3 id="preview-profile-skills" className="mb-2 text-sm font-semibold text-slate-900">
                Skills on the profile
              </h3>
              <ul className="flex flex-wrap gap-1.5 text-sm">
                {match.skills.map((skill) => (
                  <li key={skill.name} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-slate-900">
                    {skill.name}
                    {skill.level !== null && <span className="text-slate-700"> · {skill.level}/10</span>}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="preview-skills">
            <h3 id="preview-skills" className="mb-2 text-sm font-semibold text-slate-900">
              Against this job
            </h3>
            <SkillChips matched={match.matched} related={match.related} missing={match.missing} />
            {match.matched.length + match.related.length + match.missing.length === 0 && (
              <p className="text-sm text-slate-700">No skills to compare.</p>
            )}
          </section>
          {match.factors.length > 0 && (
            <section aria-labelledby="preview-factors">
              <h3 id="preview-factors" className="mb-2 text-sm font-semibold text-slate-900">
                Why this score
              </h3>
              <FactorBars factors={match.factors} />
            </section>
          )}
          {match.hints.length > 0 && (
            <section aria-labelledby="preview-hints">
              <h3 id="preview-hints" className="mb-2 text-sm font-semibold text-slate-900">
                What would raise it
              </h3>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
                {match.hints.map((hint) => (
                  <li key={hint}>{hint}</li>
                ))}
              </ul>
            </section>
          )}
        </div>
      )}
    </Modal>
  );
}
