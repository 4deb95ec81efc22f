import type { JobApplicationAnswer } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';

// The dialog (ratings, notes, history, Radix's dialog, the note's rules) loads when the page is idle or when the button
// is pressed; pressed before the code arrives, it opens on arrival. The button is the same element throughout.
const teamDialog = lazyModule(() => import('./applicant-team-dialog'));

/** 'Notes and history' on an applicant card. */
export function ApplicantTeamButton({ application }: { application: JobApplicationAnswer }) {
  const [open, setOpen] = useState(false);
  const [dialog, requestDialog] = useLazyModule(teamDialog);
  const name = application.candidate.name;
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="mt-2"
        onClick={() => {
          setOpen(true);
          requestDialog();
        }}
        aria-label={`Notes and history of ${name}`}
      >
        Notes and history
      </Button>
      {dialog && <dialog.ApplicantTeamDialog application={application} open={open} onOpenChange={setOpen} />}
    </>
  );
}
