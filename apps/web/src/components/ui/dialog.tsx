import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { lazyModule, useLazyModule } from '../../lib/lazy-module';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read as the dialog's description. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom, right-aligned on wide screens. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

// Radix's dialog is not on any screen's first load: most dialogs open on a press, if at all. The module loads when the
// page is idle, or at once when a dialog opens before then (it shows when the code arrives, a fraction of a second).
const content = lazyModule(() => import('./modal-content'));

/** A centred modal dialog: focus trapped, Escape and the close button close it, the page behind is inert. */
export function Modal(props: ModalProps) {
  const [loaded, request] = useLazyModule(content);
  const { open } = props;
  useEffect(() => {
    if (open) request();
  }, [open, request]);
  return loaded ? <loaded.ModalContent {...props} /> : null;
}
