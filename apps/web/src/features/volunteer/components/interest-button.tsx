import { UI_MESSAGES } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useSetInterest } from '../api/set-interest';
import { VOLUNTEER_MESSAGES } from '../lib/messages';

// The note and consent dialog (Radix's dialog and the interest's rules with it) loads when the page is idle or when
// Apply Now is pressed; pressed before the code arrives, it opens on arrival.
const interestDialog = lazyModule(() => import('./interest-dialog'));

/** Apply Now asks for a note and consent, then sends the interest; once sent, the button takes it back. */
export function InterestButton({
  id,
  interested,
  title,
  organisation = null,
}: {
  id: number;
  interested: boolean;
  title: string;
  organisation?: string | null;
}) {
  const [asking, setAsking] = useState(false);
  const [dialog, requestDialog] = useLazyModule(interestDialog);
  const mutation = useSetInterest();
  const toast = useToast();
  const toggle = () =>
    mutation.mutate(
      { id, interested: !interested },
      {
        onSuccess: () => toast.success(interested ? VOLUNTEER_MESSAGES.withdrawn : VOLUNTEER_MESSAGES.sent),
        onError: () => toast.error(UI_MESSAGES.common.errorOccurred),
      },
    );
  if (interested) {
    return (
      <Button variant="secondary" onClick={toggle} isPending={mutation.isPending} pendingText="Withdrawing…">
        Interest sent: withdraw<span className="sr-only"> from {title}</span>
      </Button>
    );
  }
  return (
    <>
      <Button aria-haspopup="dialog" onClick={() => {
          setAsking(true);
          requestDialog();
        }}>
        Apply Now<span className="sr-only"> to {title}</span>
      </Button>
      {asking && dialog && <dialog.InterestDialog id={id} title={title} organisation={organisation} open={asking} onOpenChange={setAsking} />}
    </>
  );
}
