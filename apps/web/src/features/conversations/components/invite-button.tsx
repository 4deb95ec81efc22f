import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useUser } from '../../auth';
import { useCompany } from '../../company';
import { useInvitations } from '../api/invitations';

// The invitation dialog (its form, Radix's dialog, the contract's rules) loads when the page is idle or when the button
// is pressed; pressed before the code arrives, it opens on arrival.
const inviteDialog = lazyModule(() => import('./invite-dialog'));

interface InviteButtonProps {
  job: { id: number; title: string };
  /** The candidate, with their match score for this job (the prefilled message's wording follows it). */
  candidate: { id: number; name: string; score?: number };
}

/** 'Invite to apply' for a ranked candidate; 'Invited' (disabled) once the job's invitations hold one for them. */
export function InviteButton({ job, candidate }: InviteButtonProps) {
  const [open, setOpen] = useState(false);
  const [dialog, requestDialog] = useLazyModule(inviteDialog);
  const invitations = useInvitations(job.id);
  const user = useUser();
  const company = useCompany(user.data?.company);
  const sent = invitations.data?.results.find((item) => item.candidate.id === candidate.id);

  if (sent) {
    return (
      <Button size="sm" variant="secondary" disabled aria-label={`Invited: ${candidate.name}`}>
        Invited
      </Button>
    );
  }
  return (
    <>
      <Button size="sm" disabled={invitations.isPending} onClick={() => {
          setOpen(true);
          requestDialog();
        }} aria-label={`Invite to apply: ${candidate.name}`}>
        Invite to apply
      </Button>
      {open && dialog && (
        <dialog.InviteDialog open={open} onOpenChange={setOpen} job={job} candidate={candidate} companyName={company.data?.name ?? 'our company'} />
      )}
    </>
  );
}
