import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';

// The confirmation (preview, note) loads when the candidate first reaches for Apply, not with the list.
const dialog = lazyModule(() => import('./apply-dialog'));

interface ApplyButtonProps {
  job: { id: number; title: string; company_name: string | null };
  applied: boolean;
}

/** Apply opens a confirmation showing what will be sent; afterwards the button says Applied. */
export function ApplyButton({ job, applied }: ApplyButtonProps) {
  const [open, setOpen] = useState(false);
  const [loaded, request] = useLazyModule(dialog);
  if (applied) {
    return (
      <Button variant="secondary" disabled>
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
          setOpen(true);
        }}
      >
        Apply
      </Button>
      {loaded && <loaded.ApplyDialog job={job} open={open} onOpenChange={setOpen} />}
    </>
  );
}
