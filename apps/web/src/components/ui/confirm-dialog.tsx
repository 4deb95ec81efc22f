import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The button that does it, e.g. "Delete". */
  confirmLabel: string;
  onConfirm: () => void;
  isPending?: boolean;
  /** Red confirm button for a destructive action (the default). */
  destructive?: boolean;
}

/** Asks before something that cannot be undone (deleting an entry, withdrawing an application). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
  isPending = false,
  destructive = true,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button
            variant={destructive ? 'danger' : 'primary'}
            onClick={onConfirm}
            isPending={isPending}
            pendingText="Working…"
          >
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
