import type { ReportTargetType } from '@tandem/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import { useUser } from '../../auth';
import { REPORT_TARGET_WORDS } from '../lib/report-words';

// The dialog (its form, Radix's dialog where the screen has none, the report's rules) loads when the page is idle or at
// the first sign of use, not with every job card and message. The button itself is real from the first frame and never
// swapped, so a click before the code arrives is kept: the dialog opens when it comes.
const dialog = lazyModule(() => import('./report-dialog'));

/** 'Report' and its small dialog (docs/product.md section C20): a reason, optional details, once per target. */
interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: number;
  className?: string;
}

export function ReportButton({ targetType, targetId, className }: ReportButtonProps) {
  const [loaded, request] = useLazyModule(dialog);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className={className}
        aria-haspopup="dialog"
        aria-label={`Report this ${REPORT_TARGET_WORDS[targetType]}`}
        onPointerEnter={request}
        onFocus={request}
        onClick={() => {
          setOpen(true);
          request();
        }}
      >
        Report
      </Button>
      {loaded && <loaded.ReportDialog targetType={targetType} targetId={targetId} open={open} onOpenChange={setOpen} />}
    </>
  );
}

/**
 * The same on a page anyone may open (a public job or organisation): shown only to people signed in, whom the
 * server takes reports from; operators act in /admin instead.
 */
export function ReportButtonIfSignedIn(props: ReportButtonProps) {
  const user = useUser();
  if (!user.data || user.data.role === 'admin') return null;
  return <ReportButton {...props} />;
}
