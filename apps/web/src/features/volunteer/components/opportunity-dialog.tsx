import type { VolunteerOpportunityAnswer } from '@tandem/contract';
import { Modal } from '../../../components/ui/dialog';
import { Fact } from '../../../components/ui/fact';
import { formatDate } from '../../../lib/dates';
import { InterestButton } from './interest-button';
import { commitmentLabel, placeOf } from './opportunity-card';

/** Learn More: the whole opportunity, with Apply Now. */
export function OpportunityDialog({
  opportunity,
  onClose,
}: {
  opportunity: VolunteerOpportunityAnswer | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={opportunity !== null}
      onOpenChange={(open) => !open && onClose()}
      title={opportunity?.title ?? ''}
      description={opportunity?.company_name ?? undefined}
      footer={
        opportunity && (
          <InterestButton id={opportunity.id} interested={opportunity.interested} title={opportunity.title} organisation={opportunity.company_name} />
        )
      }
    >
      {opportunity && (
        <div className="space-y-5">
          <dl className="grid grid-cols-2 gap-4">
            <Fact label="Location">{placeOf(opportunity)}</Fact>
            <Fact label="Time commitment">{commitmentLabel(opportunity.time_commitment)}</Fact>
            <Fact label="Category">{opportunity.category}</Fact>
            <Fact label="Starts">{formatDate(opportunity.start_date) || 'Whenever suits'}</Fact>
          </dl>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">About the role</h3>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-800">
              {opportunity.description || 'No description yet.'}
            </p>
          </div>
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Skills that help</h3>
            <p className="mt-1 text-sm text-slate-800">{opportunity.keywords || 'None'}</p>
          </div>
        </div>
      )}
    </Modal>
  );
}
