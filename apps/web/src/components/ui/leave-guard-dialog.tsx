import type { Blocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** Asks whether to leave a form with unsaved changes (useLeaveGuard holds the navigation meanwhile). */
export function LeaveGuardDialog({ blocker }: { blocker: Blocker }) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
      title="Leave without saving?"
      description="You have changes that are not saved. If you leave now, they are lost."
      confirmLabel="Leave"
      onConfirm={() => blocker.proceed?.()}
    />
  );
}
