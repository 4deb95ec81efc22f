import { UI_MESSAGES } from '@tandem/contract';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { useSetInterest } from '../api/set-interest';
import { VOLUNTEER_MESSAGES } from '../lib/messages';

/** Apply Now records the candidate's interest; once sent, the button takes it back. */
export function InterestButton({
  id,
  interested,
  title,
}: {
  id: number;
  interested: boolean;
  title: string;
}) {
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
    <Button onClick={toggle} isPending={mutation.isPending} pendingText="Sending…">
      Apply Now<span className="sr-only"> to {title}</span>
    </Button>
  );
}
