import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';

// The confirmation (preview, note) loads when the candidate first reaches for Apply, not with the list.
const dialog = lazyModule(() => import('./apply-dialog'));

interface ApplyButtonProps {
  job: { id: number; title: string; company_name: string | null };
  applied: boolean;
  /** Open the application at once: a visitor's Apply came back here after signing in (`/jobs/12?apply=1`). */
  openAtOnce?: boolean;
}

/** Apply opens a confirmation showing what will be sent; afterwards the button says Applied. */
export function ApplyButton({ job, applied, openAtOnce = false }: ApplyButtonProps) {
  const [openedByHand, setOpenedByHand] = useState(false);
  // Opened at once until the candidate closes it; after that only by hand.
  const [dismissed, setDismissed] = useState(false);
  const open = openedByHand || (openAtOnce && !dismissed);
  const setOpen = (next: boolean) => {
    setOpenedByHand(next);
    if (!next) setDismissed(true);
  };
  const [loaded, request] = useLazyModule(dialog);
  useEffect(() => {
    if (openAtOnce && !applied) request();
  }, [openAtOnce, applied, request]);
  const appliedButton = useRef<HTMLButtonElement>(null);
  const applying = useRef(false);
  // Sending replaces Apply (the dialog's own trigger) with Applied, so the dialog had nowhere to return focus and it
  // fell to <body>: it goes to Applied instead, which stays focusable (aria-disabled) for that.
  useEffect(() => {
    if (applied && applying.current) {
      applying.current = false;
      appliedButton.current?.focus();
    }
  }, [applied]);
  if (applied) {
    return (
      <Button ref={appliedButton} variant="secondary" aria-disabled="true" className="cursor-default opacity-60">
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        Applied
      </Button>
    );
  }
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          request();
          applying.current = true;
          setOpen(true);
        }}
      >
        Apply
      </Button>
      {loaded && <loaded.ApplyDialog job={job} open={open} onOpenChange={setOpen} />}
    </>
  );
}
